// A stand-in engine thread for engine-pool.test.ts that misbehaves on request: the file name of an
// 'analyze' request says what to do. Speaks the engine thread's protocol (engine-protocol.ts).
import { parentPort } from 'node:worker_threads';
import type { AnalyzeRequest, EngineReply, WarmRequest } from './engine-protocol.ts';

const port = parentPort!;
const keep: unknown[] = [];
const reply = (message: EngineReply) => port.postMessage(message);
const answer = (id: number, words: number) =>
  reply({
    id,
    kind: 'analysis',
    result: { format: 'txt', pages: 1, characters: 1, words, needsOcr: false, detectedLanguage: null },
  });

port.on('message', (request: AnalyzeRequest | WarmRequest | { kind: 'close' }) => {
  if (request.kind === 'close') process.exit(0);
  if (request.kind === 'warm') {
    const started = Date.now();
    setTimeout(() => reply({ id: request.id, kind: 'warmed', result: { ms: started } }), 200);
    return;
  }
  const { id, fileName } = request;
  if (fileName === 'heap') for (;;) keep.push(Array.from({ length: 10_000 }, (_, i) => `text ${i}`));
  if (fileName === 'buffers') {
    // Buffers live outside the heap: only the memory watch stops these.
    const grow = () => {
      keep.push(new Uint8Array(32 * 1024 * 1024).fill(1));
      setTimeout(grow, 10);
    };
    grow();
    return;
  }
  if (fileName === 'spin') for (;;);
  const wait = /^wait:(\d+)$/.exec(fileName);
  if (wait) setTimeout(() => answer(id, Number(wait[1])), Number(wait[1]));
  else answer(id, 0);
});
