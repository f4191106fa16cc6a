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
import { decodeSegment, encodeSegment } from './stream-format.ts';
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

  const pool = (mode: string) => {
    let found = pools.get(mode);
    if (!found) pools.set(mode, (found = new PipelinePool(mode, poolSize, { modesDir, timeoutMs, idleMs })));
    return found;
  };

  /** One batch through every step of the route (the second step starts as soon as the first ends). */
  async function translateBatch(
    route: readonly string[],
    batch: string[],
    format: SegmentFormat,
    turn: Turn,
  ): Promise<string[]> {
    let segments = batch;
    for (const mode of route) {
      const encoded = segments.map((segment) => encodeSegment(segment, format));
      const streams = await pool(mode).translate(encoded, turn);
      const sources = segments;
      segments = streams.map((stream, i) => decodeSegment(stream, format, sources[i] ?? ''));
    }
    return segments;
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
      for (const mode of route)
        void pool(mode)
          .warm()
          .catch(() => undefined);
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
      const modes = new Set<string>();
      const refused: EngineError[] = [];
      for (const { from, to } of pairs) {
        const route = from === 'auto' ? undefined : routeFor(table, from, to);
        if (route) for (const mode of route) modes.add(mode);
        else refused.push(unsupported(from, to));
      }
      await Promise.all([...modes].map((mode) => pool(mode).warm()));
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
