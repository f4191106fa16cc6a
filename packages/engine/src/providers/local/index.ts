// The `local` provider: Apertium from Debian, offline. One warm pipeline per mode, started on first
// use; pairs without a direct mode go through Spanish (en -> es -> pt) and say so in pairs().
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EngineError, type LanguagePair, type Provider, type TranslateRequest } from '../../types.ts';
import { splitIntoBatches, throwIfAborted } from '../batches.ts';
import { readModeTable, routeFor, type ModeTable } from './modes.ts';
import { ApertiumPipeline } from './pipeline.ts';
import { decodeSegment, encodeSegment } from './stream-format.ts';

export interface LocalProviderOptions {
  modesDir?: string;
  /** Bound for one batch through one pipeline. */
  timeoutMs?: number;
  /** Characters per batch written to a pipeline (keeps each timeout meaningful). */
  maxBatchChars?: number;
  /** Idle time after which a pipeline is stopped (default 10 minutes). */
  idleMs?: number;
}

const run = promisify(execFile);

export interface LocalProvider extends Provider {
  /** The warm pipelines' process ids by mode (process group leaders). */
  running(): { mode: string; pid: number }[];
}

export function createLocalProvider(options: LocalProviderOptions = {}): LocalProvider {
  const modesDir = options.modesDir ?? '/usr/share/apertium/modes';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxChars = options.maxBatchChars ?? 20_000;
  const idleMs = options.idleMs ?? 600_000;
  const pipelines = new Map<string, ApertiumPipeline>();
  let table: Promise<ModeTable> | undefined;
  const modeTable = () => (table ??= readModeTable(modesDir));

  const pipeline = (mode: string) => {
    let found = pipelines.get(mode);
    if (!found) pipelines.set(mode, (found = new ApertiumPipeline(mode, { modesDir, timeoutMs, idleMs })));
    return found;
  };

  async function translateStep(
    mode: string,
    segments: string[],
    request: TranslateRequest,
  ): Promise<string[]> {
    const out: string[] = [];
    for (const batch of splitIntoBatches(segments, { maxItems: 1000, maxChars })) {
      throwIfAborted(request.signal);
      const encoded = batch.map((segment) => encodeSegment(segment, request.format));
      const translated = await pipeline(mode).translate(encoded);
      out.push(...translated.map((stream, i) => decodeSegment(stream, request.format, batch[i] ?? '')));
    }
    return out;
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
      if (!route)
        throw new EngineError(
          'unsupported-pair',
          `The local engine cannot translate from "${request.from}" to "${request.to}".`,
        );
      let segments = request.segments.map((segment) => segment.trim());
      for (const mode of route) segments = await translateStep(mode, segments, request);
      return {
        translations: segments.map((translation, i) => {
          const source = request.segments[i] ?? '';
          return `${/^\s*/.exec(source)?.[0] ?? ''}${translation}${/\s*$/.exec(source)?.[0] ?? ''}`;
        }),
      };
    },
    running() {
      return [...pipelines.values()].flatMap((p) => (p.pid ? [{ mode: p.mode, pid: p.pid }] : []));
    },
    async close() {
      await Promise.all([...pipelines.values()].map((p) => p.close()));
      pipelines.clear();
    },
  };
}
