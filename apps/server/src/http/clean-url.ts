import { textProblem } from '@tolk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from '../error-body.ts';

/** Why a request URL is malformed once percent-decoded, or undefined when it is fine. */
export function urlProblem(url: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return 'The URL is malformed: its percent-encoding is not UTF-8';
  }
  const problem = textProblem(decoded);
  return problem && `The URL is malformed: ${problem}`;
}

/**
 * Ids in paths and queries (files, uploads, function names) reach the database, which cannot
 * store U+0000: a URL that decodes to NUL, a lone surrogate or no text at all is refused (400)
 * before any route sees it.
 */
export function cleanUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const problem = urlProblem(request.url);
    if (problem)
      return sendError(reply, new AppError('invalid-argument', 'REQUEST_INVALID', { detail: problem }));
  });
}
