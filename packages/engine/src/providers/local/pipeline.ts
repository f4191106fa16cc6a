// One warm Apertium pipeline for one mode: the mode's shell pipeline, rewritten by
// apertium-wblank-mode with -z (null flush) on every stage, runs as one long-lived `sh -c` process
// group. Each segment is written terminated by "\0" and the pipeline answers one "\0"-terminated
// translation per segment, so a batch of N segments is done when N nulls came back.
// Every stage flushes its output on "\0" by itself (lttoolbox 3.7.1 included), so the stages keep
// their ordinary buffered output: unbuffered (`stdbuf -o0`) lt-proc stages made one write per
// character and cost about a quarter of the pipeline's time on large batches.
import { spawn, execFile, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { promisify } from 'node:util';
import { sandboxedOrPlain } from '../../safety/sandbox.ts';
import { EngineError } from '../../types.ts';
import { UPPER } from './stream-format.ts';

const run = promisify(execFile);

export interface PipelineOptions {
  modesDir: string;
  /** Upper bound for one batch; the process is killed and restarted on the next batch. */
  timeoutMs: number;
  /** A pipeline unused this long is stopped to give its memory back (it restarts on demand). */
  idleMs: number;
  /** Apertium marks the words it does not know (*, @, #): a pivot's last step (see stream-format.ts). */
  marks?: boolean;
}

/**
 * English hyphenated compounds (non-empty, two-column, well-known) are one token with no blank
 * inside; transfer reorders their parts and the generator writes them with nothing between
 * ("líneanovacía", "diseñodedos columnas"). A sed stage after postchunk puts a blank between two
 * lexical units that touch when the second starts with a letter (not a number, punctuation, a
 * currency sign or an escaped character: 2018-10-20 stays whole), except after opening punctuation
 * or a hyphen kept (Paris-Rocquencourt). A unit may carry a word-bound blank ([[t:…]], the inline
 * tags) before its ^; an escaped \$ is text, not a unit's end.
 */
const SEPARATE_TOUCHING_UNITS = [
  String.raw`s/(<(lpar|lquot|guio)>)\$(\[\[[^]]*\]\])?\^/\1$\3\x01/g`,
  String.raw`s/([^\\])\$\^(\*?[^[:punct:][:space:][:digit:]])/\1$ ^\2/g`,
  // Two units carrying the same word-bound blank were one source word: a blank between them too.
  String.raw`:a; s/(\[\[[^]]*\]\])(\^[^^$]*[^\\]\$)\1\^(\*?[^[:punct:][:space:][:digit:]])/\1\2 \1^\3/; ta`,
  String.raw`s/\x01/^/g`,
]
  .map((expression) => `-e '${expression}'`)
  .join(' ');

/**
 * RFC 2119's keywords in capitals are the modal verbs the RFC defines, whatever the tagger would
 * choose. The analyser reads capitals against every entry, lower or upper case: MAY is also the
 * month (Mayo), and MUST the grape must (mosto, chosen in "An implementation MUST support TLS",
 * in lower case too); after analysis, those noun readings go. SHALL, which Apertium makes the
 * next verb's future tense (where the capitals are lost, and the word itself when that verb is
 * unknown: "Clients SHALL retry" -> "Clientes retry"), is read as MUST, which RFC 2119 makes it equal to.
 * Lemmas in either case: eng-cat's analyser gives them as its dictionary has them (-w).
 * Perl, not sed: `sed -u` reads its input a byte at a time, and the analyses are the largest stream
 * of the pipeline (1.3 s against perl's 0.13 s on the benchmark's 300 kB); perl reads blocks and
 * writes each segment as soon as its NUL is read ($| = 1).
 */
const RFC_2119_ANALYSIS = `perl -pe '${[
  String.raw`BEGIN { $/ = "\0"; $| = 1 }`,
  String.raw`s{\^(MUST|MAY)/[^/<\$]+<n><sg>/}{^$1/}g;`,
  String.raw`s{\^SHALL/(?:SHALL|shall)<(vaux|vbmod)>}{^SHALL/must<$1>}g`,
].join(' ')}'`;

/**
 * After transfer: eng-spa's only Spanish for must and should is "tener que", which makes MUST NOT
 * "NO TIENEN QUE" (need not), the opposite of the keyword: in capitals they become deber (NO
 * DEBEN, DEBERÍAN), which the generator knows as a full verb. Its case comes from the capitals.
 */
const RFC_2119_SPANISH = String.raw`-e 's/(\[\[[^]]*${UPPER}[^]]*\]\]\^)tener<vbmod>((<[^>]*>)*)# que\$/\1deber<vblex>\2$/gI'`;

export async function pipelineCommand(mode: string, modesDir: string): Promise<string> {
  const { stdout } = await run('apertium-wblank-mode', ['-z', `${modesDir}/${mode}.mode`]);
  const command = stdout.trim();
  if (!mode.startsWith('eng-')) return command;
  // -z: segments end in NUL, like every other stage; -u: each is written as soon as it is done.
  // (Functions as replacements: the sed expressions hold "$", which a replacement string reads.)
  return command
    .replace(/^(lt-proc [^|]*)\|/u, (_, analyser: string) => `${analyser}| ${RFC_2119_ANALYSIS} |`)
    .replace(
      /(apertium-postchunk [^|]*)\|/u,
      (_, postchunk: string) => `${postchunk}| sed -u -z -E ${SEPARATE_TOUCHING_UNITS} ${RFC_2119_SPANISH} |`,
    );
}

export class ApertiumPipeline {
  readonly mode: string;
  #options: PipelineOptions;
  #child: ChildProcessWithoutNullStreams | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #onData: ((chunk: string) => void) | undefined;
  #onExit: ((reason: string) => void) | undefined;
  #stderr = '';
  #idle: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(mode: string, options: PipelineOptions) {
    this.mode = mode;
    this.#options = options;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Translates stream-format segments; requests on one pipeline run one after another. */
  translate(segments: readonly string[]): Promise<string[]> {
    const result = this.#queue.then(() => this.#run(segments));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Stops the pipeline for good: a batch in flight fails now rather than at its timeout, and one
   * still starting (a pool warms every pipeline of a pair at once) never gets a process, so
   * nothing keeps the caller's process alive.
   */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#idle);
    this.#onExit?.('stopped');
    this.#kill();
  }

  async #start(): Promise<ChildProcessWithoutNullStreams> {
    if (this.#child && this.#child.exitCode === null && !this.#child.killed) return this.#child;
    const command = await pipelineCommand(this.mode, this.#options.modesDir);
    if (this.#closed) throw new EngineError('provider-error', `Apertium (${this.mode}) was stopped.`);
    // $1: generator flag (-n: no * # @ marks on unknown words, as `apertium -u`; -g: marks); $2: tagger flag.
    // Sandboxed: a document's text reaches it, so it gets no network and no file beyond the system's.
    const generator = this.#options.marks ? '-g' : '-n';
    const wrapped = sandboxedOrPlain('sh', ['-c', command, 'apertium', generator, '']);
    const child = spawn(wrapped.command, wrapped.args, { detached: true });
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.#onData?.(chunk));
    child.stderr.on('data', (chunk: string) => {
      this.#stderr = (this.#stderr + chunk).slice(-2000);
    });
    child.stdin.on('error', () => undefined);
    // A pipeline stopped on purpose (idle, or after a failed request) is no longer #child: its
    // exit, which can come late, must not fail the request a newer pipeline is serving.
    child.on('exit', (code, signal) => {
      if (this.#child !== child) return;
      this.#child = undefined;
      this.#onExit?.(`exited (${signal ?? code})`);
    });
    child.on('error', (error) => {
      if (this.#child === child) this.#onExit?.(error.message);
    });
    this.#child = child;
    return child;
  }

  #kill(): void {
    const child = this.#child;
    this.#child = undefined;
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  async #run(segments: readonly string[]): Promise<string[]> {
    if (segments.length === 0) return [];
    clearTimeout(this.#idle);
    const child = await this.#start();
    try {
      return await this.#exchange(child, segments);
    } finally {
      this.#idle = setTimeout(() => this.#kill(), this.#options.idleMs);
      this.#idle.unref();
    }
  }

  #exchange(child: ChildProcessWithoutNullStreams, segments: readonly string[]): Promise<string[]> {
    return new Promise<string[]>((resolve, reject) => {
      const outputs: string[] = [];
      let pending = '';
      const finish = (error?: EngineError) => {
        clearTimeout(timer);
        this.#onData = undefined;
        this.#onExit = undefined;
        if (error) {
          this.#kill();
          reject(error);
        } else resolve(outputs);
      };
      const timer = setTimeout(
        () =>
          finish(
            new EngineError(
              'timeout',
              `Apertium (${this.mode}) took longer than ${this.#options.timeoutMs} ms.`,
            ),
          ),
        this.#options.timeoutMs,
      );
      this.#onData = (chunk) => {
        const parts = (pending + chunk).split('\0');
        pending = parts.pop() ?? '';
        outputs.push(...parts);
        if (outputs.length >= segments.length) finish();
      };
      this.#onExit = (reason) =>
        finish(
          new EngineError(
            'provider-error',
            `Apertium (${this.mode}) ${reason}: ${this.#stderr.trim() || 'no output'}`,
          ),
        );
      child.stdin.write(segments.map((segment) => `${segment}\0`).join(''));
    });
  }
}
