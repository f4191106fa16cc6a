import { reasonMessage, type ErrorCode, type Reason, type ReasonArgs } from '@tolk/contract';

/** The `error` of a refused call's body: its code, the reason's English message and `details`. */
export function refusal<R extends Reason>(status: ErrorCode, reason: R, ...args: ReasonArgs<R>) {
  return { status, message: reasonMessage(reason, ...args), details: { reason, ...args[0] } };
}
