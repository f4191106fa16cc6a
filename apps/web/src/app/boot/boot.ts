/** One start-up module of SPEC.md §1 (notifications, translation, icons, auth, native, payment). */
export interface BootModule {
  name: string;
  load: () => Promise<unknown> | unknown;
}

export interface BootResult {
  name: string;
  ok: boolean;
}

/**
 * Loads every module in parallel and resolves once all have settled. A module that fails (throws
 * or rejects) is only logged; start-up continues with the others.
 */
export async function runBoot(
  modules: readonly BootModule[],
  logError: (message: string, error: unknown) => void = console.error,
): Promise<BootResult[]> {
  const settled = await Promise.allSettled(modules.map(async (module) => module.load()));
  return settled.map((outcome, index) => {
    const name = modules[index]?.name ?? `module ${index}`;
    if (outcome.status === 'rejected') logError(`Start-up module "${name}" failed`, outcome.reason);
    return { name, ok: outcome.status === 'fulfilled' };
  });
}
