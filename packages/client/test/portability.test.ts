// The client runs in browsers and React Native-like webviews too: src may use web platform APIs only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

describe('client sources', () => {
  it('import nothing but their own files and @tolk/contract', () => {
    const imports = readdirSync(SRC)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(join(SRC, file), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1] ?? ''),
      );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((spec) => !spec.startsWith('./') && spec !== '@tolk/contract')).toEqual([]);
  });
});
