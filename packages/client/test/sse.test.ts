import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../src/index.ts';

function parse(chunks: string[]): { events: SseEvent[]; retryMs: number | undefined } {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return { events, retryMs: parser.retryMs };
}

const STREAM =
  '\uFEFF: comment line\r\n' +
  'retry: 2500\r\n' +
  'event: first\r\ndata: {"message":1}\r\ndata: 2\r\n\r\n' +
  'event: progress\rid: 7\rdata: line one\rdata: line two\r\r' +
  'data:no-space\n\n' +
  'data\n\n' +
  ': keep-alive\n\n' +
  'data: {"result":"ünïcødé ✓"}\n\n';

const EXPECTED: SseEvent[] = [
  { type: 'first', data: '{"message":1}\n2', lastEventId: '' },
  { type: 'progress', data: 'line one\nline two', lastEventId: '7' },
  { type: 'message', data: 'no-space', lastEventId: '7' },
  { type: 'message', data: '', lastEventId: '7' },
  { type: 'message', data: '{"result":"ünïcødé ✓"}', lastEventId: '7' },
];

describe('createSseParser', () => {
  it('parses CRLF, CR and LF line ends, comments, event names, ids, multi-line data and retry', () => {
    const { events, retryMs } = parse([STREAM]);
    expect(events).toEqual(EXPECTED);
    expect(retryMs).toBe(2500);
  });

  it('gives the same events whichever position the stream is split at', () => {
    for (let i = 0; i <= STREAM.length; i++) {
      expect(parse([STREAM.slice(0, i), STREAM.slice(i)]).events, `split at ${i}`).toEqual(EXPECTED);
    }
  });

  it('gives the same events when fed one character at a time', () => {
    expect(parse([...STREAM]).events).toEqual(EXPECTED);
  });

  it('delivers a final event whose blank line never came, but not a half line', () => {
    expect(parse(['data: {"result":1}\n']).events).toEqual([
      { type: 'message', data: '{"result":1}', lastEventId: '' },
    ]);
    expect(parse(['data: {"result":1}']).events).toHaveLength(1);
    expect(parse([': only a comment']).events).toEqual([]);
  });
});
