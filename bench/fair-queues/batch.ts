// The mixed batch: big PDFs of premium users requested first, then one-page PDFs of free users,
// all within a second, as the live server saw them. Each translation's wait is timed from its
// translateDocument call to the moment its owner hears it start and settle on /api/events.
import type { Translation } from '@tolk/contract';
import { upload } from '../http-api/session.ts';
import { callAs, follow, type Account, type Timeline } from './accounts.ts';

export interface Person {
  label: string;
  account: Account;
  documents: { name: string; pdf: Uint8Array }[];
}

export interface PersonFigures {
  label: string;
  /** Medians over the person's translations, in ms from the request. */
  startMs: number;
  doneMs: number;
}

export interface BatchFigures {
  count: number;
  seconds: number;
  perMinute: number;
  failed: number;
  people: PersonFigures[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function translate(account: Account, uploadId: string): Promise<Translation> {
  return callAs<Translation>(account, 'translateDocument', {
    uploadId,
    langFrom: 'en',
    langTo: 'es',
    provider: 'local',
    bilingual: false,
    glossaryId: null,
  });
}

/** Uploads every document first (untimed), then requests them in `order` and waits for all. */
export async function runBatch(
  people: Person[],
  order: { person: number; document: number }[],
): Promise<BatchFigures> {
  const uploads = await Promise.all(
    people.map((person) =>
      Promise.all(person.documents.map((d) => upload(person.account, d.pdf, `${d.name}.pdf`))),
    ),
  );
  const timelines: Timeline[] = people.map((person) => follow(person.account));
  await new Promise((resolve) => setTimeout(resolve, 500)); // the event streams connect
  const requested = new Map<string, { person: number; at: number }>();
  const began = performance.now();
  for (const { person, document } of order) {
    const at = performance.now();
    const translation = await translate(people[person]!.account, uploads[person]![document]!);
    requested.set(translation.id, { person, at });
  }
  const ids = [...requested.keys()];
  const settledIn = (id: string) => timelines[requested.get(id)!.person]!.settled.get(id);
  for (const deadline = performance.now() + 30 * 60_000; ids.some((id) => !settledIn(id));) {
    if (performance.now() > deadline) throw new Error('the batch did not settle in 30 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ended = Math.max(...ids.map((id) => settledIn(id)!.at));
  for (const timeline of timelines) timeline.close();
  const seconds = (ended - began) / 1000;
  return {
    count: ids.length,
    seconds,
    perMinute: (ids.length / seconds) * 60,
    failed: ids.filter((id) => settledIn(id)!.status === 'failed').length,
    people: people.map((person, index) => {
      const mine = ids.filter((id) => requested.get(id)!.person === index);
      const since = (id: string, at: number | undefined) => (at ?? NaN) - requested.get(id)!.at;
      return {
        label: person.label,
        startMs: median(mine.map((id) => since(id, timelines[index]!.started.get(id)))),
        doneMs: median(mine.map((id) => since(id, settledIn(id)!.at))),
      };
    }),
  };
}
