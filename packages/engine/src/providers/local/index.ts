// The `local` provider: Apertium from Debian, offline. Warm pipelines per mode (one per CPU by
// default), all started on the mode's first use or by warm(); a large request is cut into batches
// spread over them. Pairs without a direct mode go through Spanish (en -> es -> pt) and say so in pairs().
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { EngineError, type Lang, type LanguagePair, type Provider, type SegmentFormat } from '../../types.ts';
import { splitIntoBatches, throwIfAborted } from '../batches.ts';
import { readModeTable, routeFor, type ModeTable } from './modes.ts';
import { PipelinePool, type Turn } from './pool.ts';
import {
  decodeSegment,
  encodeSegment,
  relaySegment,
  sourceOf,
  unknownWords,
  wordSources,
  type Numbering,
} from './stream-format.ts';
import { restoreSentenceCase } from './sentence-case.ts';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defineProvider } from '../define.ts';

export interface LocalProviderOptions {
  modesDir?: string;
  /** Bound for one batch through one pipeline. */
  timeoutMs?: number;
  /** Characters per batch written to a pipeline (keeps each timeout meaningful). */
  maxBatchChars?: number;
  /** Idle time after which a pipeline is stopped (default 10 minutes). */
  idleMs?: number;
  /**
   * Warm pipelines per Apertium mode (a direct pair; a pivoted pair uses its two modes' pipelines).
   * Default: the number of CPUs, at most 4. Each costs about 100 MB (eng-spa).
   */
  pipelinesPerPair?: number;
}

const run = promisify(execFile);

const MAX_DEFAULT_PIPELINES = 4;
/** Below this, a request is not split further across pipelines: a batch costs one round trip. */
const MIN_SPLIT_CHARS = 2_000;
/** Batches per pipeline a large request is cut into, so a pipeline that finishes early takes more. */
const BATCHES_PER_PIPELINE = 2;
/** How a pivot's first step numbers source words to find those of a leftover (see pivotSources). */
const GROUPINGS = [
  [1, 0],
  [2, 0],
  [2, 1],
] as const;

export interface LocalProvider extends Provider {
  /** The warm pipelines' process ids by mode (process group leaders). */
  running(): { mode: string; pid: number }[];
  warm(pairs: readonly { from: Lang; to: Lang }[]): Promise<void>;
}

function unsupported(from: Lang, to: Lang): EngineError {
  return new EngineError('unsupported-pair', `The local engine cannot translate from "${from}" to "${to}".`);
}

export function createLocalProvider(options: LocalProviderOptions = {}): LocalProvider {
  const modesDir = options.modesDir ?? '/usr/share/apertium/modes';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxChars = options.maxBatchChars ?? 20_000;
  const idleMs = options.idleMs ?? 600_000;
  const poolSize = Math.max(
    1,
    Math.floor(options.pipelinesPerPair ?? Math.min(availableParallelism(), MAX_DEFAULT_PIPELINES)),
  );
  const pools = new Map<string, PipelinePool>();
  let table: Promise<ModeTable> | undefined;
  const modeTable = () => (table ??= readModeTable(modesDir));

  /** `marks`: the pipelines of a pivot's last step, which mark the words they do not know. */
  const pool = (mode: string, marks = false) => {
    const key = marks ? `${mode} marks` : mode;
    let found = pools.get(key);
    if (!found)
      pools.set(key, (found = new PipelinePool(mode, poolSize, { modesDir, timeoutMs, idleMs, marks })));
    return found;
  };
  /** The pools of a route's steps, in order. */
  const poolsOf = (route: readonly string[]) =>
    route.map((mode, step) => pool(mode, route.length > 1 && step === route.length - 1));

  /** One batch through every step of the route (the second step starts as soon as the first ends). */
  async function translateBatch(
    route: readonly string[],
    batch: string[],
    format: SegmentFormat,
    turn: Turn,
  ): Promise<string[]> {
    let streams = batch.map((segment) => encodeSegment(segment, format));
    for (const [step, stepPool] of poolsOf(route).entries())
      streams = await stepPool.translate(step === 0 ? streams : streams.map(relaySegment), turn);
    if (route.length === 1) return streams.map((stream, i) => decodeSegment(stream, format, batch[i] ?? ''));
    const sources = await pivotSources(route[0] ?? '', batch, streams, format, turn);
    return streams.map((stream, i) =>
      decodeSegment(stream, format, batch[i] ?? '', (word) => {
        const found = sources[i];
        return (found && sourceOf(found, word)) ?? word;
      }),
    );
  }

  /**
   * For a pivot: the source words of the words its last step did not know, by segment. A word of
   * the source segment itself needs none; for the others, the pivot language's, the segment goes
   * through the first step again with its words numbered, one by one, then two by two (a multiword
   * unit the first numbering split: "agree to" -> "apalabras"), until each is found.
   */
  async function pivotSources(
    first: string,
    batch: string[],
    streams: string[],
    format: SegmentFormat,
    turn: Turn,
  ): Promise<(Map<string, string> | undefined)[]> {
    const sources: Map<string, string>[] = [];
    const missing = batch.map((segment, i) => {
      const own = new Set([...segment.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map(([word]) => word.toLowerCase()));
      return unknownWords(streams[i] ?? '').filter((word) => !own.has(word.toLowerCase()));
    });
    for (const [size, offset] of GROUPINGS) {
      const pending = missing.flatMap((words, i) =>
        words.some((word) => !sources[i] || sourceOf(sources[i], word) === undefined) ? [i] : [],
      );
      if (pending.length === 0) break;
      const numberings = pending.map((): Numbering => ({ words: [], size, offset }));
      const numbered = await pool(first).translate(
        pending.map((i, n) => encodeSegment(batch[i] ?? '', format, numberings[n])),
        turn,
      );
      pending.forEach((i, n) => {
        const found = wordSources(numbered[n] ?? '', numberings[n]?.words ?? []);
        // Earlier numberings, finer, win.
        for (const [word, source] of sources[i] ?? []) found.set(word, source);
        sources[i] = found;
      });
    }
    return sources;
  }

  /** Cuts a request into batches within the limits and small enough to keep every pipeline busy. */
  function batchesOf(segments: string[]): string[][] {
    const total = segments.reduce((sum, segment) => sum + segment.length, 0);
    const share = Math.ceil(total / (poolSize * BATCHES_PER_PIPELINE));
    return splitIntoBatches(segments, {
      maxItems: 1000,
      maxChars: Math.min(maxChars, Math.max(MIN_SPLIT_CHARS, share)),
    });
  }

  return {
    name: 'local',
    async available() {
      try {
        await run('sh', ['-c', 'command -v apertium && command -v apertium-wblank-mode']);
        return (await modeTable()).pairs.length > 0;
      } catch {
        return false;
      }
    },
    async pairs(): Promise<LanguagePair[]> {
      return (await modeTable()).pairs;
    },
    async translate(request) {
      if (request.from === 'auto')
        throw new EngineError(
          'unsupported-pair',
          'The local engine needs a source language; detect it first.',
        );
      const route = routeFor(await modeTable(), request.from, request.to);
      if (!route) throw unsupported(request.from, request.to);
      throwIfAborted(request.signal);
      // First use of the pair (or after an idle stop): start all of its pipelines together.
      for (const stepPool of poolsOf(route)) void stepPool.warm().catch(() => undefined);
      // A failed batch stops the request's batches still waiting for a pipeline.
      const failed = new AbortController();
      const turn: Turn = {
        signal: request.signal ? AbortSignal.any([request.signal, failed.signal]) : failed.signal,
      };
      const batches = batchesOf(request.segments.map((segment) => segment.trim()));
      const translated = await Promise.all(
        batches.map((batch) =>
          translateBatch(route, batch, request.format, turn).catch((error: unknown) => {
            failed.abort(error);
            throw error;
          }),
        ),
      );
      return {
        translations: translated.flat().map((translation, i) => {
          const source = request.segments[i] ?? '';
          const cased = restoreSentenceCase(source, translation);
          return `${/^\s*/.exec(source)?.[0] ?? ''}${cased}${/\s*$/.exec(source)?.[0] ?? ''}`;
        }),
      };
    },
    /** Starts every pipeline the pairs need and resolves when all have answered (at server start). */
    async warm(pairs) {
      const table = await modeTable();
      const needed = new Set<PipelinePool>();
      const refused: EngineError[] = [];
      for (const { from, to } of pairs) {
        const route = from === 'auto' ? undefined : routeFor(table, from, to);
        if (route) for (const stepPool of poolsOf(route)) needed.add(stepPool);
        else refused.push(unsupported(from, to));
      }
      await Promise.all([...needed].map((stepPool) => stepPool.warm()));
      if (refused[0]) throw refused[0];
    },
    running() {
      return [...pools.values()].flatMap((p) => p.pids().map((pid) => ({ mode: p.mode, pid })));
    },
    async close() {
      await Promise.all([...pools.values()].map((p) => p.close()));
      pools.clear();
    },
  };
}

function onPath(command: string, searchPath: string): boolean {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(path.join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** Apertium on this machine: offline, no key; usable wherever the apertium command is on the PATH. */
export const localProvider = defineProvider({
  env: {
    TOLK_LOCAL_PIPELINES: z.coerce.number().int().min(1).max(16).optional(),
  },
  fromEnv: (env): LocalProviderOptions | undefined =>
    env.TOLK_LOCAL_PIPELINES ? { pipelinesPerPair: env.TOLK_LOCAL_PIPELINES } : undefined,
  envHelp: 'TOLK_LOCAL_PIPELINES (Apertium pipelines per language pair)',
  usable: (_options, searchPath) => onPath('apertium', searchPath),
  secrets: () => [],
  create: (options) => createLocalProvider(options),
});
