import { fidelityReportSchema, type FidelityReport, type Translation } from '@tolk/contract';
import { createProvider, translateFile, type Provider } from '@tolk/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScannedPdf } from '../../../packages/engine/test/fixtures/pdf-scanned.ts';
import { translations } from '../src/db/schema.ts';
import { makePdf } from './documents.ts';
import type { FakeGoogle } from './fake-google.ts';
import { ENGINE_SUITE_DATABASES, signUp, type TestServer } from './harness.ts';
import { translationServer } from './translation-server.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';

const NOTICE_TEXT = Buffer.from(
  'The manual is at https://example.org/docs/manual.html and questions go to help-desk@example.org every day.\n',
);
const PDF_PAGES = ['The house is big and the garden is green.', 'My brother works in the city.'];

// The engine run in this process with the provider the worker used: what the server must have stored.
let local: Provider | undefined;
afterAll(() => local?.close?.());
async function engineReport(bytes: Uint8Array, fileName: string): Promise<FidelityReport> {
  local ??= createProvider('local');
  return (await translateFile(bytes, { fileName, from: 'en', to: 'es', provider: local })).fidelity;
}

describe.each(ENGINE_SUITE_DATABASES)('fidelity reports on %s', (kind) => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    ({ server, google } = await translationServer(kind));
  });

  const app = () => server.app;
  const storedReport = async (id: string) =>
    (await server.database.db.select().from(translations).where(eq(translations.id, id)))[0]?.fidelity;
  const translate = async (
    cookie: string,
    bytes: Uint8Array,
    fileName: string,
    provider: 'local' | 'google' = 'local',
  ) => {
    const uploadId = await uploadFile(app(), cookie, bytes, fileName);
    const started = await call<Translation>(app(), cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider,
    });
    expect(started.status).toBe(200);
    return started.body.result;
  };

  it('reports the URL and e-mail of a text document as kept, through getTranslation and listTranslations', async () => {
    const user = await signUp(app());
    const started = await translate(user.cookie, NOTICE_TEXT, 'notice.txt');
    expect(started).toMatchObject({ status: 'queued', fidelity: null });
    const done = await settled(app(), user.cookie, started.id);
    expect(done.status).toBe('completed');
    expect(done.fidelity).toMatchObject({ shrunk: [], clipped: [], ocrPages: [] });
    expect(done.fidelity?.protectedSpans).toBeGreaterThanOrEqual(2);

    const listed = await call<{ items: Translation[] }>(app(), user.cookie, 'listTranslations', {});
    expect(listed.body.result.items.find((item) => item.id === started.id)?.fidelity).toEqual(done.fidelity);
    expect(await storedReport(started.id)).toEqual(done.fidelity);
  });

  it('stores a PDF job’s report exactly as the engine returns it', async () => {
    const user = await signUp(app());
    const bytes = await makePdf(PDF_PAGES);
    const done = await settled(app(), user.cookie, (await translate(user.cookie, bytes, 'two.pdf')).id);
    expect(done.status).toBe('completed');
    expect(fidelityReportSchema.parse(done.fidelity)).toEqual(await engineReport(bytes, 'two.pdf'));
    expect(await storedReport(done.id)).toEqual(done.fidelity);
  });

  it('stores the report of a scanned PDF read by OCR as the engine returns it', async () => {
    const user = await signUp(app());
    const bytes = await makeScannedPdf();
    const done = await settled(app(), user.cookie, (await translate(user.cookie, bytes, 'scan.pdf')).id);
    expect(done.status).toBe('completed');
    expect(fidelityReportSchema.parse(done.fidelity)).toEqual(await engineReport(bytes, 'scan.pdf'));
    expect(done.fidelity?.ocrPages).toEqual([1]);
  });

  it('has no report while failed and the retried run’s report once it completes', async () => {
    const user = await signUp(app());
    google.mode = 'refuse';
    const started = await translate(user.cookie, NOTICE_TEXT, 'retry.txt', 'google');
    const failed = await settled(app(), user.cookie, started.id);
    expect(failed).toMatchObject({ status: 'failed', fidelity: null });
    google.mode = 'answer';
    const retried = await call<Translation>(app(), user.cookie, 'retryTranslation', {
      translationId: started.id,
    });
    expect(retried.body.result).toMatchObject({ status: 'queued', fidelity: null });
    const done = await settled(app(), user.cookie, started.id);
    expect(done.status).toBe('completed');
    expect(done.fidelity?.protectedSpans).toBeGreaterThanOrEqual(2);
  });
});
