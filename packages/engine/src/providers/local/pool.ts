// The warm pipelines of one Apertium mode. Batches go to whichever pipeline is free, so one large
// request keeps every core busy, and requests take turns batch by batch, so a one-line request is
// not kept waiting behind every batch of a large one. A pipeline runs one batch at a time (its
// answer is the next N nulls, so batches must not mix).
import { EngineError } from '../../types.ts';
import { throwIfAborted } from '../batches.ts';
import { ApertiumPipeline, type PipelineOptions } from './pipeline.ts';

/** One request's share of the pool: its batches wait together and its signal stops them. */
export interface Turn {
  signal?: AbortSignal | undefined;
}

interface Job {
  segments: readonly string[];
  resolve: (translations: string[]) => void;
  reject: (error: unknown) => void;
}

/** What a pipeline is sent to start it: an empty segment, answered once every stage has loaded. */
const PROBE = [''];

export class PipelinePool {
  readonly mode: string;
  readonly #pipelines: ApertiumPipeline[];
  /** Free pipelines, least recently used first: taking turns keeps all of them warm together. */
  readonly #free: ApertiumPipeline[];
  /** Waiting batches by request, in the order the requests came. */
  readonly #waiting = new Map<Turn, Job[]>();
  /** When each request last had a batch sent, in batches sent by the pool so far. */
  readonly #servedAt = new WeakMap<Turn, number>();
  #sent = 0;

  constructor(mode: string, size: number, options: PipelineOptions) {
    this.mode = mode;
    this.#pipelines = Array.from({ length: size }, () => new ApertiumPipeline(mode, options));
    this.#free = [...this.#pipelines];
  }

  /** Process ids of the pipelines running now. */
  pids(): number[] {
    return this.#pipelines.flatMap((pipeline) => (pipeline.pid ? [pipeline.pid] : []));
  }

  /**
   * Starts every stopped pipeline that is free, all at once, and resolves when each has answered
   * (busy ones are already running or starting for their batch).
   */
  async warm(): Promise<void> {
    const stopped = this.#free.filter((pipeline) => pipeline.pid === undefined);
    for (const pipeline of stopped) this.#free.splice(this.#free.indexOf(pipeline), 1);
    await Promise.all(stopped.map((pipeline) => this.#use(pipeline, PROBE)));
  }

  /** Translates one batch of stream-format segments of a request on the next pipeline free. */
  translate(segments: readonly string[], turn: Turn): Promise<string[]> {
    return new Promise<string[]>((resolve, reject) => {
      const jobs = this.#waiting.get(turn);
      if (jobs) jobs.push({ segments, resolve, reject });
      else this.#waiting.set(turn, [{ segments, resolve, reject }]);
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    const stopped = new EngineError('provider-error', `Apertium (${this.mode}) was stopped.`);
    for (const jobs of this.#waiting.values()) for (const job of jobs) job.reject(stopped);
    this.#waiting.clear();
    await Promise.all(this.#pipelines.map((pipeline) => pipeline.close()));
  }

  /** The first waiting batch of the request served longest ago (one never served first). */
  #next(): [Job, Turn] | undefined {
    const servedAt = (turn: Turn) => this.#servedAt.get(turn) ?? -1;
    let chosen: Turn | undefined;
    for (const turn of this.#waiting.keys())
      if (chosen === undefined || servedAt(turn) < servedAt(chosen)) chosen = turn;
    const jobs = chosen && this.#waiting.get(chosen);
    const job = jobs?.shift();
    if (!chosen || !job) return undefined;
    if (jobs?.length === 0) this.#waiting.delete(chosen);
    this.#servedAt.set(chosen, ++this.#sent);
    return [job, chosen];
  }

  #dispatch(): void {
    while (this.#free.length > 0) {
      const next = this.#next();
      const pipeline = this.#free.shift();
      if (!next || !pipeline) {
        if (pipeline) this.#free.unshift(pipeline);
        return;
      }
      const [job, turn] = next;
      try {
        // A batch whose request was cancelled or already failed is not worth translating.
        throwIfAborted(turn.signal);
      } catch (error) {
        this.#free.unshift(pipeline);
        job.reject(error);
        continue;
      }
      this.#use(pipeline, job.segments).then(job.resolve, job.reject);
    }
  }

  async #use(pipeline: ApertiumPipeline, segments: readonly string[]): Promise<string[]> {
    try {
      return await pipeline.translate(segments);
    } finally {
      this.#free.push(pipeline);
      this.#dispatch();
    }
  }
}
