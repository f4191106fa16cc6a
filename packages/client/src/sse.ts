/** One server-sent event (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  type: string;
  data: string;
  /** The last `id:` seen on this stream so far, '' if none. */
  lastEventId: string;
}

export interface SseParser {
  /** Feeds decoded text; chunk boundaries may fall anywhere, including between CR and LF. */
  push(text: string): void;
  /** Ends the stream, see below. */
  end(): void;
  /** The last `retry:` value in milliseconds, if the server sent one. */
  readonly retryMs: number | undefined;
}

/**
 * Incremental event-stream parser. Lines end in LF, CRLF or CR; lines starting with ':' are
 * comments; `data:` lines join with LF. Deviation from the standard, on purpose: when the stream
 * ends right after a complete `data:` line without the blank line, that event is still delivered,
 * so a server that forgets the final blank line does not lose its result.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let started = false;
  let type = '';
  let data: string[] = [];
  let lastEventId = '';
  let retryMs: number | undefined;

  const dispatch = (): void => {
    if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n'), lastEventId });
    type = '';
    data = [];
  };

  const processLine = (line: string): void => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  const drain = (final: boolean): void => {
    let start = 0;
    const lineEnd = /\r\n|\r|\n/g;
    for (let match = lineEnd.exec(buffer); match; match = lineEnd.exec(buffer)) {
      // A CR as the very last character may be the first half of a CRLF still in flight.
      if (match[0] === '\r' && match.index === buffer.length - 1 && !final) break;
      processLine(buffer.slice(start, match.index));
      start = match.index + match[0].length;
    }
    buffer = buffer.slice(start);
  };

  return {
    push(text: string): void {
      buffer += text;
      if (!started && buffer !== '') {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      drain(false);
    },
    end(): void {
      drain(true);
      if (buffer !== '') processLine(buffer);
      buffer = '';
      dispatch();
    },
    get retryMs() {
      return retryMs;
    },
  };
}

/**
 * Reads a response body into the parser (UTF-8, characters split across chunks kept whole) until
 * the body ends or `isDone` says the reader has what it needs, which cancels the rest.
 */
export async function pumpSse(
  body: ReadableStream<Uint8Array>,
  parser: SseParser,
  isDone: () => boolean = () => false,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (isDone()) {
        await reader.cancel();
        return;
      }
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
