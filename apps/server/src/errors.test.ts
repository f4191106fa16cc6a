import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isReason, reasonMessage } from '@tolk/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAppError } from './error-body.ts';
import { AppError } from './errors.ts';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

/** Every `new AppError(...)` in the server's source, with the text of its arguments. */
function constructions() {
  const found: { where: string; args: ts.NodeArray<ts.Expression> | undefined }[] = [];
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ where: `${file}:${line + 1}`, args: node.arguments });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('AppError', () => {
  it('is constructed everywhere with a reason of the contract (a literal one, or a variable typed Reason)', () => {
    const all = constructions();
    expect(all.length).toBeGreaterThan(80);
    for (const { where, args } of all) {
      const reason = args?.[1];
      expect(reason, where).toBeDefined();
      if (reason && ts.isStringLiteral(reason)) expect(isReason(reason.text), where).toBe(true);
      else
        expect(
          reason && ts.isIdentifier(reason),
          `${where}: the reason must be a literal or a typed name`,
        ).toBe(true);
    }
  });

  it('sends no error body built by hand: every one goes through an AppError', () => {
    for (const { file, text } of sources) {
      if (file === 'error-body.ts') continue;
      expect(text, file).not.toMatch(/\berrorBody\(/);
      expect(text, file).not.toMatch(/\.send\(\s*\{\s*error\s*:/);
    }
  });

  it('carries its reason and params as details, and their English message', () => {
    const error = new AppError('resource-exhausted', 'NOT_ENOUGH_PAGES', { needed: 2, left: 1, limit: 5 });
    expect(error.details).toEqual({ reason: 'NOT_ENOUGH_PAGES', needed: 2, left: 1, limit: 5 });
    expect(error.message).toBe(reasonMessage('NOT_ENOUGH_PAGES', { needed: 2, left: 1, limit: 5 }));
    expect(new AppError('not-found', 'DOCUMENT_NOT_FOUND').details).toEqual({ reason: 'DOCUMENT_NOT_FOUND' });
  });

  it('is what anything else thrown becomes: validation errors and unexpected ones have reasons too', () => {
    const invalid = toAppError(z.object({ name: z.string() }).safeParse({ name: 1 }).error);
    expect(invalid.details).toMatchObject({ reason: 'INVALID_DATA', issues: [{ path: 'name' }] });
    expect(toAppError(new Error('disk on fire'))).toMatchObject({
      code: 'internal',
      message: 'Internal error',
      details: { reason: 'INTERNAL' },
    });
  });
});
