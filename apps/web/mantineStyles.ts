import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const STYLES = path.join(path.dirname(require.resolve('@mantine/core')), '..', 'styles');
/** A Mantine component's class names, e.g. …/esm/components/Button/Button.module.mjs. */
const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const VIRTUAL = 'virtual:mantine-styles';
const BASE = ['baseline', 'default-css-variables', 'global'];

/**
 * Mantine's CSS per component instead of all of `@mantine/core/styles.css` at start-up (issue 13):
 * the module that holds a component's class names imports that component's stylesheet, so every
 * chunk carries the CSS of exactly the Mantine components it bundles and a lazy screen brings its
 * own. `virtual:mantine-styles` (imported once by main.tsx) is the base: reset, CSS variables and
 * global classes. The `.layer.css` files put all of Mantine in `@layer mantine`, so the app's own
 * styles win whatever order the chunks' stylesheets arrive in. The dev server pre-bundles
 * dependencies without this transform, so there the base is the whole stylesheet.
 */
export function mantineStyles(): Plugin {
  let serve = false;
  return {
    name: 'tolk-mantine-styles',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      if (serve) return "import '@mantine/core/styles.layer.css';";
      return BASE.map((name) => `import '@mantine/core/styles/${name}.layer.css';`).join('\n');
    },
    transform(code, id) {
      const name = CLASS_MODULE.exec(id)?.[1];
      if (!name || !existsSync(path.join(STYLES, `${name}.layer.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
    },
  };
}
