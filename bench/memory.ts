// Peak memory of process trees, read from /proc (Linux): VmHWM is each process's own peak RSS.
import { readdirSync, readFileSync } from 'node:fs';

function children(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

export function tree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(tree)];
}

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Sum of the peaks of every process in the tree, in MB (an upper bound of the tree's peak). */
export function peakTreeMb(pid: number): number {
  return tree(pid).reduce((sum, p) => sum + statusKb(p, 'VmHWM'), 0) / 1024;
}

/** Samples the tree's current RSS until stopped; returns the highest sum seen, in MB. */
export function sampleTree(pid: number, everyMs = 25): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, tree(pid).reduce((sum, p) => sum + statusKb(p, 'VmRSS'), 0) / 1024);
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
