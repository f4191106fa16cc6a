import type { Translation } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { makePdf } from './documents.ts';
import { DATABASES, signUp, type TestServer } from './harness.ts';
import { translationServer } from './translation-server.ts';
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

const request = { langFrom: 'en', langTo: 'es', provider: 'google', bilingual: false, folderId: null };

describe.each(DATABASES)('fair, parallel translation queues on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await translationServer(kind));
  });
  const app = () => server.app;

  async function translate(cookie: string, bytes: Uint8Array, name: string) {
    const uploadId = await uploadFile(app(), cookie, bytes, name);
    const started = await call<Translation>(app(), cookie, 'translateDocument', { uploadId, ...request });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.result;
  }

  async function statusOf(cookie: string, translationId: string) {
    return (await call<Translation>(app(), cookie, 'getTranslation', { translationId })).body.result;
  }

  it("another user's one-page document completes while a 300-page PDF translates; the big one's owner waits in line", async () => {
    // Two users' documents at once first, so that both engine threads have started (at boot the
    // server warms them up; a test server starts each on its first job).
    const page = await makePdf(['The house is big and the garden is green.']);
    const warm = await Promise.all([signUp(app()), signUp(app())]);
    const warming = await Promise.all(warm.map((user) => translate(user.cookie, page, 'warm.pdf')));
    await Promise.all(warming.map((t, i) => settled(app(), warm[i]!.cookie, t.id)));

    const owner = await signUp(app());
    await server.database.db
      .update(users)
      .set({ freePageLimit: 1000, premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.userId, owner.userId));
    const big = await translate(owner.cookie, await longPdf(300), 'year-report.pdf');
    for (let i = 0; (await statusOf(owner.cookie, big.id)).status === 'queued'; i++) {
      expect(i, 'the big translation never started').toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The owner's next documents wait for their own first one (one running translation a user)...
    const events = await openStream(baseUrlOf(app()), { cookie: owner.cookie });
    const second = await translate(owner.cookie, page, 'second.pdf');
    const third = await translate(owner.cookie, page, 'third.pdf');
    // ...and another user's goes ahead of them, into the slot the big one leaves free.
    const other = await signUp(app());
    const small = await translate(other.cookie, page, 'one-page.pdf');
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

    const done = await Promise.all([big, second, third].map((t) => settled(app(), owner.cookie, t.id)));
    expect(done.map((t) => t.status)).toEqual(['completed', 'completed', 'completed']);
    expect(done[0]!.pages).toBe(300);
  });
});
