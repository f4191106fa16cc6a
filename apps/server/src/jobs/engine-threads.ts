import { Worker } from 'node:worker_threads';
import type { Stage } from '@tolk/engine';
import type { ProvidersConfig } from '@tolk/engine';
import type {
  AnalysisResult,
  AnalyzeRequest,
  EngineFailure,
  EngineReply,
  TextRequest,
  TextResult,
  TranslateRequest,
  TranslationResult,
  WarmRequest,
  WarmResult,
} from './engine-protocol.ts';
import { bootWarmUp, trackWarmUp } from './engine-warm-up.ts';

/** An engine failure reported by the thread: EngineError's code (undefined: unexpected). */
export class EngineThreadError extends Error {
  readonly code: string | undefined;
  constructor(failure: EngineFailure) {
    super(failure.message);
    this.name = 'EngineThreadError';
    this.code = failure.code;
  }
}

type EngineResult = AnalysisResult | TranslationResult | TextResult | WarmResult;

interface Pending {
  resolve(value: EngineResult): void;
  reject(error: Error): void;
  onProgress?: (stage: Stage, progress: number) => void;
}

/**
 * One engine worker thread, started on first use and kept (warm providers); started again if it
 * dies. Requests may overlap; the thread interleaves them on its own event loop. When main.ts asked
 * for a warm-up at boot (engine-warm-up.ts), it starts at once and warms up in the background.
 */
export class EngineThread {
  readonly #providers: ProvidersConfig;
  #worker: Worker | undefined;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  /** analysisOnly: a thread that analyses uploads (the API's) warms that path alone. */
  constructor(providers: ProvidersConfig, options: { analysisOnly?: boolean } = {}) {
    this.#providers = providers;
    const boot = bootWarmUp();
    if (!boot) return;
    const analysisOnly = options.analysisOnly ?? false;
    trackWarmUp(
      this.#request({ kind: 'warm', analysisOnly, pairs: analysisOnly ? [] : boot.pairs }),
      analysisOnly ? 'analysis' : 'translation',
      boot.log,
    );
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./engine-thread.ts', import.meta.url), {
      workerData: { providers: this.#providers },
    });
    worker.unref();
    worker.on('message', (message: EngineReply) => this.#receive(message));
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`engine thread exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  #receive(message: EngineReply): void {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    if (message.kind === 'progress') {
      pending.onProgress?.(message.stage, message.progress);
      return;
    }
    this.#pending.delete(message.id);
    if (message.kind === 'error') pending.reject(new EngineThreadError(message.error));
    else pending.resolve(message.result);
  }

  #request<T extends EngineResult>(
    body:
      | Omit<AnalyzeRequest, 'id'>
      | Omit<TranslateRequest, 'id'>
      | Omit<TextRequest, 'id'>
      | Omit<WarmRequest, 'id'>,
    options: { onProgress?: Pending['onProgress']; signal?: AbortSignal } = {},
  ): Promise<T> {
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, {
        resolve: resolve as Pending['resolve'],
        reject,
        onProgress: options.onProgress,
      });
      options.signal?.addEventListener('abort', () => worker.postMessage({ id, kind: 'cancel' }), {
        once: true,
      });
      worker.postMessage({ ...body, id });
    });
  }

  analyze(bytes: Uint8Array, fileName: string): Promise<AnalysisResult> {
    return this.#request({ kind: 'analyze', bytes, fileName });
  }

  translate(
    request: Omit<TranslateRequest, 'id' | 'kind'>,
    options: { onProgress?: Pending['onProgress']; signal?: AbortSignal } = {},
  ): Promise<TranslationResult> {
    return this.#request({ kind: 'translate', ...request }, options);
  }

  /** Live camera text through the thread's warm provider; aborting the signal cancels it. */
  translateText(request: Omit<TextRequest, 'id' | 'kind'>, signal?: AbortSignal): Promise<TextResult> {
    return this.#request({ kind: 'text', ...request }, { signal });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ kind: 'close' });
    const timer = setTimeout(() => void worker.terminate(), 3000);
    await exited;
    clearTimeout(timer);
  }
}
