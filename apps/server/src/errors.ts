import {
  reasonMessage,
  type ErrorCode,
  type Reason,
  type ReasonArgs,
  type ReasonDetails,
  type ReasonParams,
} from '@tolk/contract';

/**
 * A failure a caller should see: a SPEC.md §8 code and a reason of the contract's closed list,
 * whose English message (with the params filled in) is the user-facing message. The body carries
 * `details: {reason, ...params}` so the app can say it in the UI language.
 */
export class AppError<R extends Reason = Reason> extends Error {
  readonly code: ErrorCode;
  readonly reason: R;
  readonly params: ReasonParams<R>;

  constructor(code: ErrorCode, reason: R, ...args: ReasonArgs<R>) {
    super(reasonMessage(reason, ...args));
    this.name = 'AppError';
    this.code = code;
    this.reason = reason;
    this.params = (args[0] ?? {}) as ReasonParams<R>;
  }

  get details(): ReasonDetails<R> {
    return { reason: this.reason, ...this.params } as ReasonDetails<R>;
  }
}
