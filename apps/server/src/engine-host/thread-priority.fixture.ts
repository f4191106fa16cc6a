// For thread-priority.test.ts: lowers this worker thread's priority, then reports its nice value
// as the kernel has it (field 19 of /proc/thread-self/stat) and its child process's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from './thread-priority.ts';

const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
lowerThreadPriority((workerData as { nice: number }).nice);
parentPort!.postMessage({
  thread: niceOf(readFileSync('/proc/thread-self/stat', 'utf8')),
  child: niceOf(execFileSync('cat', ['/proc/self/stat'], { encoding: 'utf8' })),
});
