import type { ProvidersConfig } from '@tolk/engine';
import type {
  AnalysisResult,
  TextRequest,
  TextResult,
  TranslateRequest,
  TranslationResult,
  WarmResult,
} from './engine-protocol.ts';
import { EngineThread, type RequestOptions } from './engine-threads.ts';
import { bootWarmUp, trackWarmUp } from './engine-warm-up.ts';
import { fairTurns } from './fair-turns.ts';

export interface EnginePoolOptions {
  /** Threads, each running one job at a time. */
  size: number;
  /** Jobs of one owner (a user) running at once; the owner's others wait, other owners' go ahead. */
  perOwner: number;
  /** Per thread: heap and buffers together. */
  memoryMb: number;
  /** Per job: past it the thread is stopped and the job fails with EngineLimitError. */
  timeLimitSeconds: number;
  /** A pool that analyses uploads (the API's) warms that path alone. */
  analysisOnly?: boolean;
  /** The threads' module (tests); the engine by default. */
  script?: URL;
  /** The threads' nice value: engine work yields the CPU to the server's own thread. */
  nice?: number;
}

interface Slot {
  thread: EngineThread;
  busy: boolean;
}

/**
 * Engine threads that each run one job at a time, so CPU-heavy documents run in parallel rather
 * than interleaved on one thread's event loop, and a runaway document takes down only its own
 * thread (stopped at its memory or time limit and started again for the next job). Jobs past the
 * free threads wait, their owners taking turns (fair-turns.ts), and an owner already at `perOwner`
 * running jobs lets the others pass: one user's batch of analyses cannot occupy every thread.
 */
export class EnginePool {
  readonly #slots: Slot[];
  readonly #options: EnginePoolOptions;
  readonly #inTurn: ReturnType<typeof fairTurns>;

  constructor(providers: ProvidersConfig, options: EnginePoolOptions) {
    this.#options = options;
    this.#inTurn = fairTurns({ slots: options.size, perOwner: options.perOwner });
    this.#slots = Array.from({ length: options.size }, () => ({
      thread: new EngineThread(providers, {
        analysisOnly: options.analysisOnly,
        memoryMb: options.memoryMb,
        nice: options.nice ?? 0,
        warmAtBoot: false,
        ...(options.script ? { script: options.script } : {}),
      }),
      busy: false,
    }));
    const boot = bootWarmUp();
    if (boot) trackWarmUp(this.#warmInTurn(), options.analysisOnly ? 'analysis' : 'translation', boot.log);
  }

  /**
   * One thread after another: the first is ready soonest (jobs go to the first free thread), and
   * the machine is not asked to start every thread's engine and pipelines at once.
   */
  async #warmInTurn(): Promise<WarmResult> {
    let ms = 0;
    let failure: unknown;
    for (const slot of this.#slots) {
      try {
        ms += (await slot.thread.warm())?.ms ?? 0;
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return { ms };
  }

  #run<T>(owner: string, task: (thread: EngineThread) => Promise<T>): Promise<T> {
    return this.#inTurn(owner, async () => {
      // Its turn means a thread is free; the first free one, so that a quiet pool stays warm.
      const slot = this.#slots.find((s) => !s.busy)!;
      slot.busy = true;
      try {
        return await task(slot.thread);
      } finally {
        slot.busy = false;
      }
    });
  }

  get size(): number {
    return this.#slots.length;
  }

  analyze(
    owner: string,
    bytes: Uint8Array,
    fileName: string,
    fallbackFrom?: string,
  ): Promise<AnalysisResult> {
    const timeLimitSeconds = this.#options.timeLimitSeconds;
    return this.#run(owner, (thread) => thread.analyze(bytes, fileName, { timeLimitSeconds }, fallbackFrom));
  }

  translate(
    owner: string,
    request: Omit<TranslateRequest, 'id' | 'kind'>,
    options: Pick<RequestOptions, 'onProgress' | 'signal'> = {},
  ): Promise<TranslationResult> {
    const timeLimitSeconds = this.#options.timeLimitSeconds;
    return this.#run(owner, (thread) => thread.translate(request, { ...options, timeLimitSeconds }));
  }

  /**
   * Live camera text: a few short texts, mostly waiting on the provider, so it takes no turn; it
   * goes to a free thread when there is one (else the first) and interleaves with its job.
   */
  translateText(request: Omit<TextRequest, 'id' | 'kind'>, signal?: AbortSignal): Promise<TextResult> {
    const slot = this.#slots.find((s) => !s.busy) ?? this.#slots[0]!;
    return slot.thread.translateText(request, signal);
  }

  async close(): Promise<void> {
    await Promise.all(this.#slots.map((slot) => slot.thread.close()));
  }
}
