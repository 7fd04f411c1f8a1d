// The event-stream parser against the standard's reading: line ends (CRLF, LF, CR, split across chunks),
// comments, multi-line data, ids kept across events, `retry`, and events with a type but no data.
import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_CAP_MS } from './live.js';
import { EventStreamParser, type StreamEvent } from './sse.js';

function parse(chunks: readonly string[]): { events: StreamEvent[]; parser: EventStreamParser } {
  const events: StreamEvent[] = [];
  const parser = new EventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return { events, parser };
}

const STREAM =
  '\uFEFF: hello\r\n' +
  'retry: 2500\r\n' +
  '\r\n' +
  'id: 7\r\n' +
  'event: clock\r\n' +
  'data: {"user_id":1,\r\n' +
  'data:"status":true}\r\n' +
  '\r\n' +
  ': heartbeat\n' +
  'event: notification\r' +
  'data: {"id":3}\r' +
  '\r' +
  'id: 9\n' +
  'event: reset\n' +
  '\n' +
  'data\n' +
  'data: two\n' +
  'unknown: field\n' +
  '\n';

const EXPECTED: StreamEvent[] = [
  { type: 'clock', data: '{"user_id":1,\n"status":true}', lastEventId: '7', hasId: true },
  { type: 'notification', data: '{"id":3}', lastEventId: '7', hasId: false },
  { type: 'reset', data: '', lastEventId: '9', hasId: true },
  { type: 'message', data: '\ntwo', lastEventId: '9', hasId: false },
];

describe('EventStreamParser', () => {
  it('reads CRLF, CR and LF line ends, comments, multi-line data, ids and retry', () => {
    const { events, parser } = parse([STREAM]);
    expect(events).toEqual(EXPECTED);
    expect(parser.lastEventId).toBe('9');
    expect(parser.retryMs).toBe(2500);
  });

  it('reads the same events whatever the chunks (every split point, and one character at a time)', () => {
    for (let at = 0; at <= STREAM.length; at += 1) {
      expect(parse([STREAM.slice(0, at), STREAM.slice(at)]).events, `split at ${at}`).toEqual(EXPECTED);
    }
    expect(parse([...STREAM]).events).toEqual(EXPECTED);
  });

  it('keeps an unfinished event until its blank line, and ignores ids holding NUL and bad retries', () => {
    const { events, parser } = parse(['id: 1\ndata: a\n\nid: 2\0x\nretry: soon\ndata: b\n', '']);
    expect(events).toEqual([{ type: 'message', data: 'a', lastEventId: '1', hasId: true }]);
    parser.push('\n');
    expect(events[1]).toEqual({ type: 'message', data: 'b', lastEventId: '1', hasId: false });
    expect(parser.retryMs).toBeUndefined();
  });

  it('drops a blank event and an empty id resets the last id', () => {
    const { events, parser } = parse(['id: 4\ndata: x\n\n\n\nid\ndata: y\n\n']);
    expect(events.map((e) => [e.data, e.lastEventId])).toEqual([
      ['x', '4'],
      ['y', ''],
    ]);
    expect(parser.lastEventId).toBe('');
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to 30 s, jittered over the upper half', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => reconnectDelay(n, 1000, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(1, 1000, () => 0)).toBe(500);
    expect(reconnectDelay(20, 1000, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });
});
