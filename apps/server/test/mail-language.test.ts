import { UI_LOCALE_HEADER } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
  callFn,
  DATABASES,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { newestMailTo, outboxFor } from './mail-outbox.ts';

/** Account mails come in the reader's language: the account's `locale`, else the app's (issue 13). */
describe.each(DATABASES)('language of account mails on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const shownIn = (locale: string) => ({ [UI_LOCALE_HEADER]: locale });
  const newestMail = (email: string) => {
    const mail = newestMailTo(server.config.dataDir, email);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  };
  async function askForLink(email: string, headers: Record<string, string>) {
    expect((await authPost(server.app, '/sign-in/magic-link', { email }, { headers })).statusCode).toBe(200);
    return newestMail(email);
  }

  it('confirms a sign-up in the language the app showed, an Arabic one right to left', async () => {
    const spanish = await signUp(server.app, uniqueEmail('es'), 'correct horse', shownIn('es-ES'));
    const [confirmation] = outboxFor(server.config.dataDir, spanish.email);
    expect(confirmation?.subject).toBe('Confirma tu correo electrónico para Tolk');
    expect(confirmation?.text).toContain('El enlace caduca en 60 minutos.');
    expect(confirmation?.html).toContain('<html lang="es-ES" dir="ltr">');
    expect(confirmation?.html).toContain('>Confirmar e iniciar sesión</a>');

    const arabic = await signUp(server.app, uniqueEmail('ar'), 'correct horse', shownIn('ar'));
    const [arabicConfirmation] = outboxFor(server.config.dataDir, arabic.email);
    expect(arabicConfirmation?.subject).toBe('أكّد بريدك الإلكتروني في Tolk');
    expect(arabicConfirmation?.text).toContain('بعد 60 دقيقة');
    expect(arabicConfirmation?.html).toContain('<html lang="ar" dir="rtl">');
    // The address itself stays left to right inside the Arabic text.
    expect(arabicConfirmation?.html).toMatch(/<span dir="ltr"[^>]*>http:\/\/[^<]+\/auth\/complete\?token=/);
  });

  it('sends a sign-in link in the account’s language, whatever the browser asking, and follows a change', async () => {
    const german = await signUp(server.app, uniqueEmail('de'), 'correct horse', shownIn('de-DE'));
    const link = await askForLink(german.email, { ...shownIn('es-ES'), 'accept-language': 'es' });
    expect(link.subject).toBe('Ihr Anmeldelink für Tolk');
    expect(link.text).toContain('läuft in 10 Minuten ab');

    const changed = await callFn(
      server.app,
      'updatePreferences',
      { locale: 'fr-FR' },
      { cookie: german.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await askForLink(german.email, shownIn('de-DE'))).subject).toBe('Votre lien de connexion à Tolk');
  });

  it('writes to a new address in the language of the app it was asked from, else the browser’s', async () => {
    expect((await askForLink(uniqueEmail('pt'), shownIn('pt-BR'))).subject).toBe(
      'Seu link para entrar no Tolk',
    );
    const fromBrowser = await askForLink(uniqueEmail('es'), { 'accept-language': 'es-MX,es;q=0.9' });
    expect(fromBrowser.subject).toBe('Tu enlace para iniciar sesión en Tolk');
    expect(fromBrowser.text).toMatch(/^Hola:\n\nUsa este enlace para iniciar sesión en Tolk:\nhttp/);
    expect((await askForLink(uniqueEmail('xx'), {})).subject).toBe('Your Tolk sign-in link');
  });

  it('tells the owner of a taken address in the owner’s language, not the one signing up', async () => {
    const owner = await signUp(server.app, uniqueEmail('pt'), 'correct horse', shownIn('pt-BR'));
    const again = await authPost(
      server.app,
      '/sign-up/email',
      { email: owner.email, password: 'another horse', name: 'Someone' },
      { headers: shownIn('en-US') },
    );
    expect(again.statusCode).toBe(200);
    const notice = newestMail(owner.email);
    expect(notice.subject).toBe('Você já tem uma conta do Tolk');
    expect(notice.text).toContain('Alguém, provavelmente você, tentou criar uma conta do Tolk');
  });
});
