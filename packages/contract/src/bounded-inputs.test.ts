import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FUNCTIONS } from './functions.ts';

// Issue 32: every free-text field a callable accepts has a length limit, so nothing stores or
// works on a 60,000-character name. Read from each input's JSON Schema: a string must have a
// maxLength, be one of a list, or match a pattern anchored at both ends with no open repetition.

const bounded = (schema: Record<string, unknown>) =>
  schema.maxLength !== undefined ||
  schema.enum !== undefined ||
  schema.const !== undefined ||
  (typeof schema.pattern === 'string' &&
    /^\^[^*+]*\$$/.test(schema.pattern) &&
    !/\{\d+,\}/.test(schema.pattern));

function unboundedStrings(schema: unknown, path: string, found: string[]): string[] {
  if (typeof schema !== 'object' || schema === null) return found;
  const node = schema as Record<string, unknown>;
  if (node.type === 'string' && !bounded(node)) found.push(path);
  for (const [key, child] of Object.entries(node)) {
    if (Array.isArray(child))
      child.forEach((item, i) => unboundedStrings(item, `${path}.${key}[${i}]`, found));
    else unboundedStrings(child, `${path}.${key}`, found);
  }
  return found;
}

describe('callable inputs', () => {
  it('bound every string they accept', () => {
    const found = Object.entries(FUNCTIONS).flatMap(([name, fn]) =>
      unboundedStrings(z.toJSONSchema(fn.input, { io: 'input', unrepresentable: 'any' }), name, []),
    );
    expect(found).toEqual([]);
  });
});
