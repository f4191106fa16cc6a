import path from 'node:path';
import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * The screens a visitor lands on first, by the modules their route loads: /welcome, and / (the
 * main layout around Home).
 */
const FIRST_SCREENS = {
  welcome: ['src/screens/welcome/WelcomeScreen.tsx'],
  home: ['src/screens/main/MainLayout.tsx', 'src/screens/home/HomeScreen.tsx'],
} as const;
type FirstScreen = keyof typeof FIRST_SCREENS;

/**
 * Code-splitting groups that bundle what a first screen needs beyond the shell into one file (and
 * its stylesheet) rather than the dozens of small shared chunks the automatic splitting makes of
 * Mantine's components and the icons (issue 13): on a phone network each request waits for a free
 * connection, and those round trips, not the bytes, held back the first paint. What both first
 * screens need is a third file, so neither loads the other's code. A later screen that shares a
 * module with a first screen loads that file (some KB it may not need, once; cached after).
 *
 * Which modules a screen needs is read from a first build in memory with automatic splitting: the
 * modules of the chunks its route loads. Following imports instead would take every component
 * behind a library's index file, where tree-shaking keeps only those used.
 */
export async function firstScreenGroups(config: InlineConfig, root: string) {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  });
  const chunks = [result]
    .flat()
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

  function modulesOf(entries: readonly string[]): Set<string> {
    const ids = new Set(entries.map((entry) => path.join(root, entry)));
    const pending = chunks.filter((chunk) => chunk.facadeModuleId && ids.has(chunk.facadeModuleId));
    const seen = new Set<Rolldown.OutputChunk>();
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (seen.has(chunk) || chunk.isEntry) continue;
      seen.add(chunk);
      pending.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
    }
    return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
  }
  const needs: Record<FirstScreen, Set<string>> = {
    welcome: modulesOf(FIRST_SCREENS.welcome),
    home: modulesOf(FIRST_SCREENS.home),
  };
  return [
    { name: 'first-screens', test: (id: string) => needs.welcome.has(id) && needs.home.has(id) },
    { name: 'welcome', test: (id: string) => needs.welcome.has(id) },
    { name: 'home', test: (id: string) => needs.home.has(id) },
  ];
}
