// A stream's writes: the events handed to it in one tick leave in one write to the socket, in order, and what is
// written after goes on as usual.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EventStream } from './stream.js';

/** A socket that records each write it is asked to make (one or several chunks at once). */
function recordingSocket(): { socket: Writable; writes: string[][] } {
  const writes: string[][] = [];
  const socket = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push([chunk.toString()]);
      done();
    },
    writev(chunks, done) {
      writes.push(chunks.map(({ chunk }) => (chunk as Buffer).toString()));
      done();
    },
  });
  return { socket, writes };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a live event stream', () => {
  it('writes the events of one tick to its socket at once, in order', async () => {
    const { socket, writes } = recordingSocket();
    const stream = new EventStream(socket, { id: 1, role: 'general_manager' }, 'session');
    stream.open(3000);
    stream.release([]);
    await tick();
    writes.length = 0;

    for (const id of [7, 8, 9]) stream.deliver({ id, kind: 'clock', data: { user_id: 2 } });
    await tick();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((text) => /^id: (\d+)/.exec(text)?.[1])).toEqual(['7', '8', '9']);

    stream.deliver({ id: 10, kind: 'clock', data: { user_id: 2 } });
    await tick();
    expect(writes).toHaveLength(2);
    expect(writes[1]!.join('')).toBe('id: 10\nevent: clock\ndata: {"user_id":2}\n\n');
  });
});
