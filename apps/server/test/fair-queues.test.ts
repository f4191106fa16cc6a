import type { Translation } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { makePdf } from './documents.ts';
import { FakeGoogle } from './fake-google.ts';
import { ENGINE_SUITE_DATABASES, signUp, startServerAlone, type TestServer } from './harness.ts';
import { openStream } from './sse-client.ts';
import { baseUrlOf, call, settled, uploadFile } from './translate-helpers.ts';

// Issue 32: one user's long document may not hold up another's. Only the order is asserted; how
// long each waits is the benchmark's (bench/fair-queues.bench.ts).

/** A text-only PDF of `count` pages, a few different sentences on each. */
async function longPdf(count: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= count; i++) {
    const page = pdf.addPage([400, 300]);
    const text =
      `Page ${i}. The report for week ${i} is ready, and the garden was green on day ${i}. ` +
      `Our neighbours planted ${i} trees along the river before the rain came in the evening.`;
    page.drawText(text, { x: 30, y: 250, size: 12, font, maxWidth: 340, lineHeight: 16 });
  }
  return pdf.save();
}

const request = { langFrom: 'en', langTo: 'es', bilingual: false, folderId: null };

describe.each(ENGINE_SUITE_DATABASES)('fair, parallel translation queues on %s', (kind) => {
  // A server of its own with two slots, whatever the machine: no other suite's job holds one, and
  // pausing its fake Google pauses only this suite's translations.
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await FakeGoogle.start();
    server = await startServerAlone(kind, {
      GOOGLE_TRANSLATE_API_KEY: 'test-key',
      GOOGLE_TRANSLATE_ENDPOINT: google.url,
      TOLK_TRANSLATION_SLOTS: '2',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    google.resume();
    await server?.close();
    await google?.close();
  });
  const app = () => server.app;

  async function translate(cookie: string, bytes: Uint8Array, name: string, provider: 'google' | 'local') {
    const uploadId = await uploadFile(app(), cookie, bytes, name);
    const started = await call<Translation>(app(), cookie, 'translateDocument', {
      uploadId,
      provider,
      ...request,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.result;
  }

  async function statusOf(cookie: string, translationId: string) {
    return (await call<Translation>(app(), cookie, 'getTranslation', { translationId })).body.result;
  }

  it("another user's one-page document completes while a 300-page PDF translates; the big one's owner waits in line", async () => {
    // Two users' documents at once first, so that both engine threads have started (at boot the
    // server warms them up; a test server starts each on its first job) with their pipelines.
    const page = await makePdf(['The house is big and the garden is green.']);
    const warm = await Promise.all([signUp(app()), signUp(app())]);
    const warming = await Promise.all(warm.map((user) => translate(user.cookie, page, 'warm.pdf', 'local')));
    await Promise.all(warming.map((t, i) => settled(app(), warm[i]!.cookie, t.id)));

    const owner = await signUp(app());
    await server.database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.userId, owner.userId));
    // The long one goes through Google, held until the end: it is surely still translating when
    // the one page is done, however fast or loaded the machine.
    google.mode = 'pause';
    const asked = google.nextRequest();
    const big = await translate(owner.cookie, await longPdf(300), 'year-report.pdf', 'google');
    await asked;
    expect((await statusOf(owner.cookie, big.id)).status).toBe('processing');

    // The owner's next documents wait for their own first one (one running translation a user)...
    const events = await openStream(baseUrlOf(app()), { cookie: owner.cookie });
    const second = await translate(owner.cookie, page, 'second.pdf', 'local');
    const third = await translate(owner.cookie, page, 'third.pdf', 'local');
    // ...and another user's goes ahead of them, into the slot the big one leaves free.
    const other = await signUp(app());
    const small = await translate(other.cookie, page, 'one-page.pdf', 'local');
    expect((await settled(app(), other.cookie, small.id)).status).toBe('completed');
    expect((await statusOf(owner.cookie, big.id)).status).toBe('processing');

    // Their places in the queue, as the history list shows them.
    const { body } = await call<{ items: Translation[] }>(app(), owner.cookie, 'listTranslations', {});
    const place = (id: string) => body.result.items.find((item) => item.id === id)?.queuePosition;
    expect([place(second.id), place(third.id)]).toEqual([0, 1]);
    expect(place(big.id)).toBeUndefined();
    // ...and as the owner's event stream told them, without asking.
    const heard = new Map<string, number>();
    while (heard.get(second.id) !== 0 || heard.get(third.id) !== 1) {
      const { event, data } = await events.next();
      const translation = data as Translation;
      if (event === 'translation' && typeof translation.queuePosition === 'number')
        heard.set(translation.id, translation.queuePosition);
    }
    events.close();

    google.resume();
    const done = await Promise.all([big, second, third].map((t) => settled(app(), owner.cookie, t.id)));
    expect(done.map((t) => t.status)).toEqual(['completed', 'completed', 'completed']);
    expect(done[0]!.pages).toBe(300);
  });
});
