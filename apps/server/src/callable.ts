// What a callable function is, shared by the capabilities that define them and the HTTP router
// that runs them: it sits below both, so no capability imports from http/.

import type { FUNCTIONS, FunctionName, FunctionOutput } from '@tolk/contract';
import type { z } from 'zod';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

export interface CallContext {
  /** The signed-in caller; always set for handlers declared with `auth: true`. */
  user: SessionUser | null;
  /** Streams a progress message when the caller asked for text/event-stream; otherwise ignored. */
  emit(message: unknown): void;
  /** Aborted when the caller goes away. */
  signal: AbortSignal;
  /** True when the caller asked for text/event-stream, so emitted messages reach it. */
  streaming?: boolean;
}

/** A handler of one contract function: input already validated by the contract's schema. */
export interface Handler<N extends FunctionName> {
  auth: boolean;
  handle(input: z.output<(typeof FUNCTIONS)[N]['input']>, ctx: CallContext): Promise<FunctionOutput<N>>;
}

export type HandlerTable = { [N in FunctionName]?: Handler<N> };

/** What the router runs: the schema it validates with and an untyped handler. */
export interface RegisteredFunction {
  input: z.ZodType;
  auth: boolean;
  handle(input: unknown, ctx: CallContext): Promise<unknown>;
}

/** Narrows the signed-in caller for handlers declared with `auth: true`. */
export function signedIn(ctx: CallContext): SessionUser {
  if (!ctx.user) throw new Error('handler declared auth: true was called without a user');
  return ctx.user;
}
