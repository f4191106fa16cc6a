import { isReason, reasonMessage, type Reason, type ReasonArgs, type ReasonDetails } from '@tolk/contract';

/** better-auth's shape for a refusal ({code, message}, which its clients read) with our `details`. */
export interface AuthRefusal {
  code: string;
  message: string;
  details: ReasonDetails;
}

/** A refusal the app's own auth guards answer, in better-auth's shape, with its reason and params. */
export function authRefusal<R extends Reason>(code: string, reason: R, ...args: ReasonArgs<R>): AuthRefusal {
  const details = { reason, ...args[0] } as ReasonDetails;
  return { code, message: reasonMessage(reason, ...args), details };
}

/**
 * The reason of an error better-auth answered itself: its code when that is one of ours (the ones
 * the app says in the user's language, e.g. INVALID_EMAIL_OR_PASSWORD), its rate limit's 429 as
 * TOO_MANY_REQUESTS, anything else AUTH_FAILED with the code kept as a param.
 */
export function betterAuthDetails(code: unknown, status: number): ReasonDetails {
  if (isReason(code)) return { reason: code } as ReasonDetails;
  if (status === 429) return { reason: 'TOO_MANY_REQUESTS' };
  return typeof code === 'string' ? { reason: 'AUTH_FAILED', code } : { reason: 'AUTH_FAILED' };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** better-auth's JSON error response with `details: {reason, ...}` added, unless it has them. */
export async function withReason(response: Response): Promise<Response> {
  if (response.status < 400 || !/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (!isObject(body) || (isObject(body.details) && typeof body.details.reason === 'string')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const details = betterAuthDetails(body.code, response.status);
  return new Response(JSON.stringify({ ...body, details }), { status: response.status, headers });
}
