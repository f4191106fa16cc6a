import { describe, expect, it } from 'vitest';
import { runBoot, type BootModule } from './boot';

describe('runBoot', () => {
  it('finishes start-up when a module fails, loading the others and logging the failure', async () => {
    const loaded: string[] = [];
    const logged: Array<[string, unknown]> = [];
    const broken = new Error('no card payment today');
    const modules: BootModule[] = [
      { name: 'notifications', load: async () => void loaded.push('notifications') },
      { name: 'cardPayment', load: async () => Promise.reject(broken) },
      {
        name: 'icons',
        load: () => {
          throw new Error('sync failure');
        },
      },
      { name: 'translation', load: () => void loaded.push('translation') },
    ];
    const results = await runBoot(modules, (message, error) => logged.push([message, error]));
    expect(results).toEqual([
      { name: 'notifications', ok: true },
      { name: 'cardPayment', ok: false },
      { name: 'icons', ok: false },
      { name: 'translation', ok: true },
    ]);
    expect(loaded.sort()).toEqual(['notifications', 'translation']);
    expect(logged.map(([message]) => message)).toEqual([
      'Start-up module "cardPayment" failed',
      'Start-up module "icons" failed',
    ]);
    expect(logged[0]?.[1]).toBe(broken);
  });

  it('starts all modules before any of them finishes (parallel, not one after another)', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = (name: string): BootModule => ({
      name,
      load: async () => {
        started.push(name);
        await gate;
      },
    });
    const done = runBoot([slow('auth'), slow('native'), slow('icons')]);
    await Promise.resolve();
    expect(started).toEqual(['auth', 'native', 'icons']);
    release();
    expect((await done).every((r) => r.ok)).toBe(true);
  });
});
