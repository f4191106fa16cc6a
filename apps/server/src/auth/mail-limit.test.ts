import { describe, expect, it } from 'vitest';
import { inboxOf } from './mail-limit.ts';
import { boundedName } from './field-guard.ts';

describe('inboxOf', () => {
  it.each([
    ['Ann.Lee@Example.com', 'ann.lee@example.com'],
    ['  ann+tolk@example.com ', 'ann@example.com'],
    ['ann+a+b@example.com', 'ann@example.com'],
    ['Ann.Lee+x@Gmail.com', 'annlee@gmail.com'],
    ['a.n.n@googlemail.com', 'ann@gmail.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s is the inbox %s', (address, inbox) => {
    expect(inboxOf(address)).toBe(inbox);
  });
});

describe('boundedName', () => {
  it('keeps a name to 80 characters without splitting one', () => {
    expect(boundedName('Ann')).toBe('Ann');
    expect([...boundedName('😀'.repeat(100))]).toHaveLength(80);
    expect(boundedName('😀'.repeat(100)).isWellFormed()).toBe(true);
  });
});
