import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '@tolk/contract';
import { createNotificationStore, type Scheduler } from './store';

/** A scheduler whose timers fire only when the test says so. */
function manualScheduler() {
  let handle = 0;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const scheduler: Scheduler = {
    set(callback, ms) {
      handle += 1;
      pending.set(handle, { callback, ms });
      return handle;
    },
    clear(h) {
      pending.delete(h as number);
    },
  };
  const fire = (ms: number) => {
    for (const [h, timer] of [...pending]) {
      if (timer.ms !== ms) continue;
      pending.delete(h);
      timer.callback();
    }
  };
  return { scheduler, pending, fire };
}

const messages = (store: ReturnType<typeof createNotificationStore>) =>
  store.getSnapshot().map((n) => n.message);

describe('notification store', () => {
  it('shows the newest first and keeps at most three, dropping the oldest', () => {
    const { scheduler, pending } = manualScheduler();
    const store = createNotificationStore(scheduler);
    ['one', 'two', 'three', 'four', 'five'].forEach((m) => store.notify(m));
    expect(NOTIFICATIONS.maxVisible).toBe(3);
    expect(messages(store)).toEqual(['five', 'four', 'three']);
    // Timers of the dropped ones are cancelled, so they cannot fire later.
    expect(pending.size).toBe(3);
  });

  it('uses 3000 ms and type info by default', () => {
    const { scheduler, pending } = manualScheduler();
    const store = createNotificationStore(scheduler);
    store.notify('hello');
    expect(store.getSnapshot()[0]).toMatchObject({ message: 'hello', type: 'info', duration: 3000 });
    expect([...pending.values()].map((t) => t.ms)).toEqual([3000]);
  });

  it('removes a notification when its duration has passed', () => {
    const { scheduler, fire } = manualScheduler();
    const store = createNotificationStore(scheduler);
    store.notify('short', { duration: 1000 });
    store.notify('long', { duration: 5000, type: 'negative' });
    fire(1000);
    expect(messages(store)).toEqual(['long']);
    fire(5000);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a notification with duration 0 or less until it is closed', () => {
    const { scheduler, pending } = manualScheduler();
    const store = createNotificationStore(scheduler);
    const sticky = store.notify('sticky', { duration: 0 });
    store.notify('negative duration', { duration: -1, type: 'warning' });
    expect(pending.size).toBe(0);
    expect(messages(store)).toEqual(['negative duration', 'sticky']);
    store.dismiss(sticky);
    expect(messages(store)).toEqual(['negative duration']);
  });

  it('tells subscribers about every change and stops after unsubscribe', () => {
    const { scheduler } = manualScheduler();
    const store = createNotificationStore(scheduler);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    const id = store.notify('a');
    store.dismiss(id);
    store.dismiss(id);
    expect(calls).toBe(2);
    unsubscribe();
    store.notify('b');
    expect(calls).toBe(2);
  });

  it('clear removes everything and cancels timers', () => {
    const { scheduler, pending } = manualScheduler();
    const store = createNotificationStore(scheduler);
    store.notify('a');
    store.notify('b', { type: 'positive' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(pending.size).toBe(0);
  });
});
