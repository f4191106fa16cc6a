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

/** Hears every user's events, and `missed` when some may not have arrived (a lost connection). */
export interface AllUsersListener {
  event(userId: string, event: UserEvent): void;
  missed(): void;
}

/**
 * Fan-out of per-user changes. The in-process bus serves one instance; the Postgres
 * LISTEN/NOTIFY bus (pg-bus.ts) carries the same events between instances.
 */
export interface EventBus {
  publish(userId: string, event: UserEvent): Promise<void>;
  subscribe(userId: string, listener: UserEventListener): () => void;
  subscribeAll(listener: AllUsersListener): () => void;
  close(): Promise<void>;
}

/** Delivers events to the listeners of this process. */
export class LocalEventBus implements EventBus {
  readonly #emitter = new EventEmitter();
  readonly #everyone = new Set<AllUsersListener>();

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
    for (const listener of this.#everyone) listener.event(userId, event);
  }

  /** Tells the listeners of every user that events may have been lost. */
  missed(): void {
    for (const listener of this.#everyone) listener.missed();
  }

  subscribe(userId: string, listener: UserEventListener): () => void {
    this.#emitter.on(userId, listener);
    return () => this.#emitter.off(userId, listener);
  }

  subscribeAll(listener: AllUsersListener): () => void {
    this.#everyone.add(listener);
    return () => this.#everyone.delete(listener);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
    this.#everyone.clear();
  }
}
