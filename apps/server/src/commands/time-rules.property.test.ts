// The time rules (docs/api.md#time-recording), as properties over generated times, through the real HTTP routes
// and database: a clock's `time` is refused more than 2 minutes ahead or more than 7 days old, never before
// the person's latest clock; a working time's end comes after its start, at most 24 hours later, never in
// the future, and its breaks lie inside it without overlapping.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
let managerHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  managerHeaders = (await t.f.person('general_manager')).headers;
});
afterAll(() => t.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Times this close to a limit are left out: the request takes a moment, and "now" moves. */
const MARGIN = 15 * SECOND;

const iso = (ms: number) => new Date(ms).toISOString();

describe('clock times', () => {
  it('are accepted from 7 days ago to 2 minutes ahead, and refused outside with the right code', async () => {
    const offsets = fc
      .integer({ min: -8 * DAY, max: 10 * MINUTE })
      .filter((offset) => Math.abs(offset - 2 * MINUTE) > MARGIN && Math.abs(offset + 7 * DAY) > MARGIN);
    await fc.assert(
      fc.asyncProperty(offsets, async (offset) => {
        const { user, headers } = await t.f.person();
        const res = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in', time: iso(Date.now() + offset) });
        if (offset > 2 * MINUTE) expect(codes(res)).toEqual({ time: ['in_future'] });
        else if (offset < -7 * DAY) expect(codes(res)).toEqual({ time: ['too_old'] });
        else expect(res.statusCode).toBe(201);
      }),
      { numRuns: 30 },
    );
  });

  it('never go back before the latest clock, and a clock-out comes after its clock-in', async () => {
    const times = fc.tuple(fc.integer({ min: 1, max: 6 * DAY }), fc.integer({ min: 1, max: 6 * DAY }));
    await fc.assert(
      fc.asyncProperty(times, fc.boolean(), async ([firstAgo, secondAgo], sameInstant) => {
        const { user, headers } = await t.f.person();
        const now = Date.now();
        const first = now - firstAgo;
        const second = sameInstant ? first : now - secondAgo;
        expect((await t.send('POST', `/clocks/${user.id}`, headers, { action: 'in', time: iso(first) })).statusCode).toBe(201);
        const res = await t.send('POST', `/clocks/${user.id}`, headers, { action: 'out', time: iso(second) });
        if (second < first) expect(codes(res)).toEqual({ time: ['before_last_clock'] });
        else if (second === first) expect(res.statusCode).toBe(422);
        else expect(res.statusCode).toBe(201);
      }),
      { numRuns: 30 },
    );
  });
});

describe('working times', () => {
  const minutes = (min: number, max: number) => fc.integer({ min, max }).map((value) => value * MINUTE);
  const shapes = fc.record({
    startAgo: minutes(-120, 3 * 24 * 60),
    length: minutes(-60, 30 * 60),
    breaks: fc.array(fc.tuple(minutes(-60, 26 * 60), minutes(-30, 180)), { maxLength: 3 }),
  });

  /** The documented rules, written out independently of the command. */
  function expectedCodes(start: number, end: number, breaks: [number, number][], now: number): string[] {
    const found = new Set<string>();
    if (start > now) found.add('in_future');
    if (end <= start) found.add('before_start');
    else if (end - start > DAY) found.add('too_long');
    if (end > now) found.add('in_future');
    const sorted = [...breaks].sort((a, b) => a[0] - b[0]);
    sorted.forEach(([breakStart, breakEnd], index) => {
      if (breakEnd <= breakStart) found.add('before_start');
      if (breakStart < start || breakStart > end || breakEnd > end) found.add('invalid');
      if (index > 0 && breakStart < Math.max(...sorted.slice(0, index).map(([, e]) => e))) found.add('overlaps');
    });
    return [...found];
  }

  it('are created exactly when the shape rules hold, and refused with their codes otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(shapes, async ({ startAgo, length, breaks }) => {
        const person = await t.f.buildUser();
        const now = Math.floor(Date.now() / MINUTE) * MINUTE;
        const start = now - startAgo;
        const end = start + length;
        const absolute = breaks.map(([offset, duration]): [number, number] => [start + offset, start + offset + duration]);
        // Too close to "now" to be decided the same way by the test and by the service a moment later.
        const nearNow = [start, end, ...absolute.flat()].some((instant) => Math.abs(instant - now) < 2 * MINUTE);
        fc.pre(!nearNow);
        const res = await t.send('POST', `/workingtime/${person.id}`, managerHeaders, {
          start: iso(start),
          end: iso(end),
          breaks: absolute.map(([breakStart, breakEnd]) => ({ start: iso(breakStart), end: iso(breakEnd) })),
        });
        const expected = expectedCodes(start, end, absolute, Date.now());
        if (expected.length === 0) {
          expect(res.statusCode, res.body).toBe(201);
        } else {
          expect(res.statusCode, res.body).toBe(422);
          const answered = new Set(Object.values(codes(res)).flat());
          for (const code of expected) expect([...answered], res.body).toContain(code);
        }
      }),
      { numRuns: 40 },
    );
  });
});
