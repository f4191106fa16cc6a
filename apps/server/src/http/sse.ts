import type { FastifyReply } from 'fastify';

export interface SseStream {
  /** Writes one event; `event` names it (omitted: the default "message" type). */
  send(data: unknown, event?: string): void;
  comment(text: string): void;
  end(): void;
  readonly closed: boolean;
}

export interface SseRegistry {
  /** Takes over the raw response and starts a text/event-stream. */
  start(reply: FastifyReply, onClose?: () => void): SseStream;
  /** Ends every open stream, so shutting the server down does not wait on them. */
  endAll(): void;
}

export function createSseRegistry(): SseRegistry {
  const open = new Set<SseStream>();
  return {
    endAll: () => [...open].forEach((stream) => stream.end()),
    start(reply, onClose) {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let closed = false;
      const stream: SseStream = {
        get closed() {
          return closed;
        },
        send(data, event) {
          if (!closed) raw.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
        },
        comment(text) {
          if (!closed) raw.write(`: ${text}\n\n`);
        },
        end() {
          if (closed) return;
          closed = true;
          open.delete(stream);
          raw.end();
          onClose?.();
        },
      };
      open.add(stream);
      raw.on('close', () => stream.end());
      // A client that left while the route was still checking its session: 'close' has passed.
      // Ended once the caller has registered what to release (it does so synchronously).
      if (!raw.socket || raw.socket.destroyed) queueMicrotask(() => stream.end());
      return stream;
    },
  };
}
