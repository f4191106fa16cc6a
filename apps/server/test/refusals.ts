import { CallableError } from '@tolk/client';
import { reasonMessage, wireStatus, type ErrorCode, type Reason, type ReasonArgs } from '@tolk/contract';
import { expect } from 'vitest';

/** The `error` of a refused call's body: its code's wire name, the reason's English message and `details`. */
export function refusal<R extends Reason>(code: ErrorCode, reason: R, ...args: ReasonArgs<R>) {
  return {
    status: wireStatus(code),
    message: reasonMessage(reason, ...args),
    details: { reason, ...args[0] },
  };
}

/** The CallableError a call through the callable client ends with, as the web app sees it. */
export async function callError(call: Promise<unknown>): Promise<CallableError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}
