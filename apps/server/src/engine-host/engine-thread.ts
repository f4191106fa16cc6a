// Runs in a worker thread: the engine's CPU-heavy work stays off the server's event loop. Providers
// are created once per thread and reused, so the local (Apertium) pipelines stay warm across jobs.
import { parentPort, workerData } from 'node:worker_threads';
import {
  analyzeFile,
  createProvider,
  EngineError,
  translateFile,
  type Provider,
  type ProvidersConfig,
} from '@tolk/engine';
import type { EngineReply, EngineRequest, TranslateRequest } from './engine-protocol.ts';
import { translateTexts } from './engine-text.ts';
import { warmUpEngine } from './engine-thread-warm-up.ts';
import { imageBlocksOf } from './image-blocks.ts';
import { lowerThreadPriority } from './thread-priority.ts';
import { renderThumbnail } from './thumbnail.ts';

const { providers: config, nice } = workerData as { providers: ProvidersConfig; nice: number };
lowerThreadPriority(nice);
const providers = new Map<string, Provider>();
const running = new Map<number, AbortController>();

function provider(name: TranslateRequest['provider']): Provider {
  let existing = providers.get(name);
  if (!existing) {
    existing = createProvider(name, config);
    providers.set(name, existing);
  }
  return existing;
}

const port = parentPort;
if (!port) throw new Error('engine-thread.ts must run as a worker thread');
const reply = (message: EngineReply) => port.postMessage(message);

async function run(request: Exclude<EngineRequest, { kind: 'cancel' }>): Promise<void> {
  if (request.kind === 'analyze') {
    const analysis = await analyzeFile(request.bytes, {
      fileName: request.fileName,
      ...(request.fallbackFrom ? { fallbackFrom: request.fallbackFrom } : {}),
    });
    reply({
      id: request.id,
      kind: 'analysis',
      result: {
        format: analysis.format,
        pages: analysis.pages,
        characters: analysis.characters,
        words: analysis.words,
        needsOcr: analysis.needsOcr,
        detectedLanguage: analysis.detectedLanguage ?? null,
      },
    });
    return;
  }
  if (request.kind === 'warm') {
    reply({ id: request.id, kind: 'warmed', result: await warmUpEngine(request, provider) });
    return;
  }
  const controller = new AbortController();
  running.set(request.id, controller);
  try {
    if (request.kind === 'text') {
      const result = await translateTexts(provider(request.provider), request, controller.signal);
      reply({ id: request.id, kind: 'text', result });
      return;
    }
    const result = await translateFile(request.bytes, {
      fileName: request.fileName,
      from: request.from,
      to: request.to,
      provider: provider(request.provider),
      ...(request.glossary ? { glossary: request.glossary } : {}),
      ...(request.analysis ? { analysis: request.analysis } : {}),
      ...(request.fallbackFrom ? { fallbackFrom: request.fallbackFrom } : {}),
      ...(request.pageRange ? { pageRange: request.pageRange } : {}),
      bilingual: request.bilingual,
      signal: controller.signal,
      onProgress: ({ stage, progress }) => reply({ id: request.id, kind: 'progress', stage, progress }),
    });
    // A source sharp cannot read (HEIC, translated into a JPEG) is shown by its translation.
    const thumbnail = request.thumbnail
      ? // A range's thumbnail is of its own first page, which the whole file's first page is not.
        await renderThumbnail(result.format, request.pageRange ? result.output : request.bytes)
          .catch(() => renderThumbnail(result.format, result.output))
          .catch(() => null)
      : null;
    // Copied, not transferred: engine buffers may be views on a shared pool.
    reply({
      id: request.id,
      kind: 'translation',
      result: {
        format: result.format,
        output: result.output,
        bilingual: result.bilingual ?? null,
        thumbnail,
        detectedLanguage: result.detectedLanguage ?? null,
        pages: result.pages,
        blocks: await imageBlocksOf(result),
        fidelity: result.fidelity,
        usage: result.usage,
      },
    });
  } finally {
    running.delete(request.id);
  }
}

port.on('message', (request: EngineRequest | { kind: 'close' }) => {
  if (request.kind === 'close') {
    // Ends the providers' child processes (Apertium pipelines) before the thread goes.
    void Promise.allSettled([...providers.values()].map((p) => p.close?.())).then(() => process.exit(0));
    return;
  }
  if (request.kind === 'cancel') {
    running.get(request.id)?.abort();
    return;
  }
  run(request).catch((error: unknown) => {
    const failure =
      error instanceof EngineError
        ? { code: error.code, message: error.message, budget: error.budget }
        : { code: undefined, message: error instanceof Error ? error.message : String(error) };
    reply({ id: request.id, kind: 'error', error: failure });
  });
});
