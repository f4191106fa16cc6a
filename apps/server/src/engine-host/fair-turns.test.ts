import { describe, expect, it } from 'vitest';
import { fairTurns } from './fair-turns.ts';

/** A task that runs until released, recording when it starts. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => (log.push(name), done), release: () => release() };
}

describe('fair turns', () => {
  it('runs as many at once as there are slots, then lets each waiting owner take a turn', async () => {
    const inTurn = fairTurns({ slots: 2 });
    const started: string[] = [];
    const tasks = ['a1', 'a2', 'a3', 'a4', 'b1', 'a5', 'c1'].map((name) => ({
      name,
      ...gate(started, name),
    }));
    const results = tasks.map(({ name, task }) => inTurn(name[0]!, task));
    await Promise.resolve();
    expect(started).toEqual(['a1', 'a2']);
    for (const { release } of tasks) {
      release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(results);
    // b1 and c1 came after four of a's, and start before a's remaining ones.
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'a4', 'a5']);
  });

  it('lets other owners pass one at its own limit, and starts its next when it may', async () => {
    const inTurn = fairTurns({ slots: 2, perOwner: 1 });
    const started: string[] = [];
    const [a1, a2, b1] = ['a1', 'a2', 'b1'].map((name) => ({ name, ...gate(started, name) }));
    const results = [a1!, a2!, b1!].map(({ name, task }) => inTurn(name[0]!, task));
    await Promise.resolve();
    // a2 waits for a1 although a slot is free; b1 takes it.
    expect(started).toEqual(['a1', 'b1']);
    a1!.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'b1', 'a2']);
    b1!.release();
    a2!.release();
    await Promise.all(results);
  });
});
