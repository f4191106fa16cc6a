import type { z } from 'zod';

// Text no callable accepts: PostgreSQL cannot store U+0000, and a lone surrogate is not Unicode
// (it would be stored as U+FFFD, silently changing what was sent).

export const NUL_IN_TEXT = 'Text cannot contain the NUL character (U+0000)';
export const BROKEN_TEXT = 'Text must be valid Unicode (it contains a lone surrogate)';

/** Why the text is refused, or undefined when it is fine. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_IN_TEXT;
  if (!text.isWellFormed()) return BROKEN_TEXT;
  return undefined;
}

interface Step {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Step | undefined;
}

const pathOf = (step: Step | undefined): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at = step; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
};

/** The first string (object keys included) that textProblem refuses, with where it is. */
export function findBadText(value: unknown): { path: PropertyKey[]; message: string } | undefined {
  // Iterative, with paths built only for the answer, so deep nesting costs neither stack nor time.
  const pending: Step[] = [{ value, key: undefined, parent: undefined }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    if (typeof step.value === 'string') {
      const message = textProblem(step.value);
      if (message) return { path: pathOf(step), message };
    } else if (typeof step.value === 'object' && step.value !== null) {
      const isArray = Array.isArray(step.value);
      for (const [key, child] of Object.entries(step.value)) {
        const message = textProblem(key);
        if (message) return { path: pathOf(step), message };
        pending.push({ value: child, key: isArray ? Number(key) : key, parent: step });
      }
    }
  }
  return undefined;
}

/** The schema, refusing NUL and lone surrogates in every string of what it accepts. */
export function withCleanText<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const bad = findBadText(value);
    if (bad) ctx.addIssue({ code: 'custom', message: bad.message, path: bad.path });
  });
}
