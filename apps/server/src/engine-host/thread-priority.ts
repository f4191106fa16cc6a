import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority (its Linux nice value), so that when the machine is
 * short of CPU the server's own thread (HTTP, the embedded database) goes before engine work; the
 * processes the thread starts (Apertium, Tesseract) inherit it. Where threads have no nice value of
 * their own, or it may not be changed, the thread keeps the process's.
 */
export function lowerThreadPriority(nice: number): void {
  if (nice <= 0 || process.platform !== 'linux') return;
  try {
    // "<pid>/task/<tid>": on Linux a thread is a task with its own scheduling priority.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // No /proc, or not allowed: the engine runs at the server's priority, as before.
  }
}
