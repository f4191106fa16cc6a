import pg from 'pg';
import type { Logger } from '../logger.ts';
import {
  LocalEventBus,
  type AllUsersListener,
  type EventBus,
  type UserEvent,
  type UserEventListener,
} from './bus.ts';

const CHANNEL = 'tolk_user_events';
// NOTIFY payloads must stay under 8000 bytes; bigger events go out without their data, which
// clients treat as "this changed, fetch it again".
const MAX_PAYLOAD = 7500;
const RECONNECT_MS = 1000;

interface Envelope {
  userId: string;
  event: UserEvent;
}

/**
 * Carries user events between every API instance on one PostgreSQL database with
 * LISTEN/NOTIFY. Each instance holds one listening connection and delivers what it hears
 * to its own subscribers, including the events it published itself.
 */
export class PgEventBus implements EventBus {
  readonly #local = new LocalEventBus();
  readonly #pool: pg.Pool;
  readonly #connectionString: string;
  readonly #log: Logger;
  #listener: pg.Client | undefined;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #listenedBefore = false;

  private constructor(connectionString: string, pool: pg.Pool, log: Logger) {
    this.#connectionString = connectionString;
    this.#pool = pool;
    this.#log = log;
  }

  static async start(connectionString: string, pool: pg.Pool, log: Logger): Promise<PgEventBus> {
    const bus = new PgEventBus(connectionString, pool, log);
    await bus.#listen();
    return bus;
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    client.on('notification', (message) => this.#receive(message.payload));
    client.on('error', (error) => {
      this.#log.warn({ err: error }, 'event bus listener lost its connection; reconnecting');
      this.#reconnect(client);
    });
    client.on('end', () => this.#reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    // Whatever was published while no connection listened is lost; once more after listening again.
    if (this.#listenedBefore) this.#local.missed();
    this.#listenedBefore = true;
    this.#listener = client;
  }

  #reconnect(client: pg.Client): void {
    if (this.#closed || this.#listener !== client) return;
    this.#listener = undefined;
    this.#local.missed();
    client.end().catch(() => undefined);
    this.#retry = setTimeout(() => {
      this.#listen().catch((error: unknown) => {
        this.#log.error({ err: error }, 'event bus could not listen');
        this.#reconnect(client);
      });
    }, RECONNECT_MS);
  }

  #receive(payload: string | undefined): void {
    if (!payload) return;
    try {
      const { userId, event } = JSON.parse(payload) as Envelope;
      this.#local.deliver(userId, event);
    } catch (error) {
      this.#log.warn({ err: error }, 'ignored a malformed event notification');
    }
  }

  async publish(userId: string, event: UserEvent): Promise<void> {
    let payload = JSON.stringify({ userId, event } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD)
      payload = JSON.stringify({ userId, event: { type: event.type, data: null } } satisfies Envelope);
    await this.#pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  subscribe(userId: string, listener: UserEventListener): () => void {
    return this.#local.subscribe(userId, listener);
  }

  subscribeAll(listener: AllUsersListener): () => void {
    return this.#local.subscribeAll(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.#local.close();
  }
}
