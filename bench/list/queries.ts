// The SQL the server sends while a request runs, so the bench can show the plan of the one it
// ran for a list (EXPLAIN ANALYZE with the same text and parameters).
import type pg from 'pg';
import { percentiles, type Percentiles } from './latency.ts';

export interface SentQuery {
  text: string;
  values: unknown[];
}

/** Records every query sent through `pool.query` while `work` runs. */
export async function queriesOf(pool: pg.Pool, work: () => Promise<unknown>): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const recording = (config: unknown, values?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    if (text) sent.push({ text, values: Array.isArray(values) ? values : [] });
    return original(config, values);
  };
  Object.assign(pool, { query: recording });
  try {
    await work();
  } finally {
    Reflect.deleteProperty(pool, 'query');
  }
  return sent;
}

export async function explainAnalyze(pool: pg.Pool, query: SentQuery): Promise<string> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off) ${query.text}`,
    query.values,
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The reads of `queries` sent again one after another, without HTTP, auth or JSON: the database's share. */
export async function replayReads(
  pool: pg.Pool,
  queries: SentQuery[],
  { warmup, count }: { warmup: number; count: number },
): Promise<Percentiles> {
  const reads = queries.filter((query) => /^\s*select\b/i.test(query.text));
  const samples: number[] = [];
  for (let round = 0; round < warmup + count; round++) {
    const started = performance.now();
    for (const query of reads) await pool.query(query.text, query.values);
    if (round >= warmup) samples.push(performance.now() - started);
  }
  return percentiles(samples);
}
