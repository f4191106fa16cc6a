import { Worker } from 'node:worker_threads';
import type { ProvidersConfig, Stage } from '@tolk/engine';
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
import { EngineLimitError, resourceLimits, watchMemory } from './engine-limits.ts';
import { bootWarmUp, trackWarmUp } from './engine-warm-up.ts';

/** An engine failure reported by the thread: EngineError's code (undefined: unexpected). */
export class EngineThreadError extends Error {
  readonly code: string | undefined;
  readonly budget: string | undefined;
  constructor(failure: EngineFailure) {
    super(failure.message);
    this.name = 'EngineThreadError';
    this.code = failure.code;
    this.budget = failure.budget;
  }
}

type EngineResult = AnalysisResult | TranslationResult | TextResult | WarmResult;
type Body =
  | Omit<AnalyzeRequest, 'id'>
  | Omit<TranslateRequest, 'id'>
  | Omit<TextRequest, 'id'>
  | Omit<WarmRequest, 'id'>;

interface Pending {
  resolve(value: EngineResult): void;
  reject(error: Error): void;
  onProgress?: (stage: Stage, progress: number) => void;
  timer?: ReturnType<typeof setTimeout>;
  /** The thread it was sent to: a thread that ends fails its own requests, not its successor's. */
  worker: Worker;
}

export interface RequestOptions {
  onProgress?: Pending['onProgress'];
  signal?: AbortSignal;
  /** Past this the thread is stopped (and started again for the next request): EngineLimitError. */
  timeLimitSeconds?: number;
}

export interface EngineThreadOptions {
  /** A thread that analyses uploads (the API's) warms that path alone. */
  analysisOnly?: boolean;
  /** The thread's heap and buffers together; past it the thread is stopped: EngineLimitError. */
  memoryMb?: number;
  /** The thread's module (tests give one that misbehaves on purpose); the engine by default. */
  script?: URL;
  /** The thread's nice value (thread-priority.ts): 0 keeps the server's priority. */
  nice?: number;
  /** false: not at construction even when main.ts asked for a warm-up; the owner calls warm(). */
  warmAtBoot?: boolean;
}

/**
 * One engine worker thread, started on first use and kept (warm providers); started again if it
 * dies or is stopped at a limit. Requests may overlap; the thread interleaves them on its own event
 * loop (EnginePool gives each of its threads one job at a time). When main.ts asked for a warm-up at
 * boot (engine-warm-up.ts), it starts at once and warms up in the background.
 */
export class EngineThread {
  readonly #providers: ProvidersConfig;
  readonly #memoryMb: number | undefined;
  readonly #script: URL;
  readonly #nice: number;
  readonly #analysisOnly: boolean;
  #worker: Worker | undefined;
  /** The warm-up under way: a job's time limit starts after it, not while the thread boots. */
  #warming: Promise<unknown> = Promise.resolve();
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  constructor(providers: ProvidersConfig, options: EngineThreadOptions = {}) {
    this.#providers = providers;
    this.#memoryMb = options.memoryMb;
    this.#script = options.script ?? new URL('./engine-thread.ts', import.meta.url);
    this.#nice = options.nice ?? 0;
    this.#analysisOnly = options.analysisOnly ?? false;
    const boot = bootWarmUp();
    const warming = options.warmAtBoot !== false && this.warm();
    if (boot && warming) trackWarmUp(warming, this.#analysisOnly ? 'analysis' : 'translation', boot.log);
  }

  /** Starts the thread and warms it up, when main.ts asked for warm-ups; undefined otherwise. */
  warm(): Promise<WarmResult> | undefined {
    const boot = bootWarmUp();
    if (!boot) return undefined;
    const analysisOnly = this.#analysisOnly;
    const warming = this.#request<WarmResult>({
      kind: 'warm',
      analysisOnly,
      pairs: analysisOnly ? [] : boot.pairs,
    });
    this.#warming = warming.catch(() => undefined);
    return warming;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const memoryMb = this.#memoryMb;
    const worker = new Worker(this.#script, {
      workerData: { providers: this.#providers, nice: this.#nice },
      ...(memoryMb ? { resourceLimits: resourceLimits(memoryMb) } : {}),
    });
    worker.unref();
    worker.on('message', (message: EngineReply) => this.#receive(message));
    const stopWatching = memoryMb
      ? watchMemory(
          worker,
          memoryMb,
          () => [...this.#pending.values()].some((pending) => pending.worker === worker),
          () => this.#stop(worker, new EngineLimitError('memory', memoryMb)),
        )
      : () => undefined;
    const fail = (error: Error) => {
      stopWatching();
      if (this.#worker === worker) this.#worker = undefined;
      this.#settleAll(worker, () => error);
    };
    worker.on('error', (error: Error & { code?: string }) =>
      fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' && memoryMb
          ? new EngineLimitError('memory', memoryMb)
          : error,
      ),
    );
    worker.on('exit', (code) => fail(new Error(`engine thread exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  /**
   * Ends the thread at once: `error` for `culprit` (every request when none is named), a plain
   * error for the others; the next request starts a new thread.
   */
  #stop(worker: Worker, error: EngineLimitError, culprit?: number): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    this.#settleAll(worker, (id) =>
      culprit === undefined || id === culprit ? error : new Error(error.message),
    );
    void worker.terminate();
  }

  /** Rejects every request sent to `worker` that is still waiting. */
  #settleAll(worker: Worker, errorFor: (id: number) => Error): void {
    for (const [id, pending] of this.#pending) {
      if (pending.worker !== worker) continue;
      this.#pending.delete(id);
      clearTimeout(pending.timer);
      pending.reject(errorFor(id));
    }
  }

  #receive(message: EngineReply): void {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    if (message.kind === 'progress') {
      pending.onProgress?.(message.stage, message.progress);
      return;
    }
    this.#pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.kind === 'error') pending.reject(new EngineThreadError(message.error));
    else pending.resolve(message.result);
  }

  #request<T extends EngineResult>(body: Body, options: RequestOptions = {}): Promise<T> {
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      const { timeLimitSeconds: seconds } = options;
      const pending: Pending = {
        resolve: resolve as Pending['resolve'],
        reject,
        onProgress: options.onProgress,
        worker,
      };
      this.#pending.set(id, pending);
      // Armed once the thread has warmed up: on a busy machine booting takes long, and that is not the job's.
      if (seconds)
        void this.#warming.then(() => {
          if (this.#pending.get(id) !== pending) return;
          pending.timer = setTimeout(
            () => this.#stop(worker, new EngineLimitError('time', seconds), id),
            seconds * 1000,
          );
        });
      options.signal?.addEventListener('abort', () => worker.postMessage({ id, kind: 'cancel' }), {
        once: true,
      });
      worker.postMessage({ ...body, id });
    });
  }

  analyze(
    bytes: Uint8Array,
    fileName: string,
    options: RequestOptions = {},
    fallbackFrom?: string,
  ): Promise<AnalysisResult> {
    return this.#request(
      { kind: 'analyze', bytes, fileName, ...(fallbackFrom ? { fallbackFrom } : {}) },
      options,
    );
  }

  translate(
    request: Omit<TranslateRequest, 'id' | 'kind'>,
    options: RequestOptions = {},
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
