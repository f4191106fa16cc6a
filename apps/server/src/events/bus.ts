import { EventEmitter } from 'node:events';

/**
 * Kinds of change a signed-in user's clients hear about on GET /api/events, and
 * 'session-ended' (data `{sessionId}`), which ends the streams of that one session instead.
 */
export type UserEventType =
  | 'preferences'
  | 'quota'
  | 'profile'
  | 'translation'
  | 'folder'
  | 'entitlement'
  | 'account-export'
  | 'session-ended';

export interface UserEvent {
  type: UserEventType;
  data: unknown;
}

export type UserEventListener = (event: UserEvent) => void;

/**
 * Fan-out of per-user changes. The in-process bus serves one instance; the Postgres
 * LISTEN/NOTIFY bus (pg-bus.ts) carries the same events between instances.
 */
export interface EventBus {
  publish(userId: string, event: UserEvent): Promise<void>;
  subscribe(userId: string, listener: UserEventListener): () => void;
  close(): Promise<void>;
}

/** Delivers events to the listeners of this process. */
export class LocalEventBus implements EventBus {
  readonly #emitter = new EventEmitter();

  constructor() {
    // Every open /api/events stream is one listener; there is no meaningful small cap.
    this.#emitter.setMaxListeners(0);
  }

  async publish(userId: string, event: UserEvent): Promise<void> {
    this.deliver(userId, event);
  }

  /** Hands an event to this process's listeners without forwarding it anywhere. */
  deliver(userId: string, event: UserEvent): void {
    this.#emitter.emit(userId, event);
  }

  subscribe(userId: string, listener: UserEventListener): () => void {
    this.#emitter.on(userId, listener);
    return () => this.#emitter.off(userId, listener);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}
