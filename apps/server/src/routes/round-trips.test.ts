// Database round trips per request on the hot paths: at 9:00 on Monday everybody clocks in, and the
// cost of a request is mostly its round trips, each waiting on the network and, inside a transaction,
// holding the person's lock and a pool connection. A round trip is the statements sent together: BEGIN
// travels with a transaction's first statement, COMMIT with the clock's write (db/round-trips.ts).
// These budgets fail the build when a count grows; lower them when a path gets cheaper.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { RoundTrips } from '../test/round-trips.js';
import { TimeFactories } from '../test/time-factories.js';

const roundTrips = new RoundTrips();
let t: TestApp;
let tf: TimeFactories;
beforeAll(async () => {
  t = await createTestApp({ onRoundTrip: roundTrips.onRoundTrip });
  tf = new TimeFactories(t.db);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The round trips of one request (the statements of each), after checking it answered `status`. */
async function tripsOf(status: number, request: () => Promise<{ statusCode: number; body: string }>): Promise<string[][]> {
  let answered: { statusCode: number; body: string } | undefined;
  const trips = await roundTrips.during(async () => {
    answered = await request();
  });
  expect(answered!.statusCode, answered!.body).toBe(status);
  return trips;
}

describe('round trips per request', () => {
  it('clocking: the credentials; BEGIN with the statement that locks and reads; the write with COMMIT', async () => {
    const { user, headers } = await t.f.person();
    const url = `/clocks/${user.id}`;
    const clockIn = await tripsOf(201, () => t.send('POST', url, headers));
    expect(clockIn).toHaveLength(3);
    expect(clockIn[0]).toHaveLength(1);
    expect(clockIn[1]).toEqual(['begin', expect.stringMatching(/clock_facts/)]);
    expect(clockIn[2]).toEqual([expect.stringMatching(/^with .*insert into clock_records/s), 'commit']);

    expect(await tripsOf(201, () => t.send('POST', `${url}/break`, headers))).toHaveLength(3);
    expect(await tripsOf(201, () => t.send('POST', `${url}/break`, headers, { action: 'end' }))).toHaveLength(3);
    expect(await tripsOf(201, () => t.send('POST', `${url}/break`, headers, { action: 'start' }))).toHaveLength(3);
    // Out with a break open: the break, the working time and the record in the one write.
    expect(await tripsOf(201, () => t.send('POST', url, headers, { action: 'out' }))).toHaveLength(3);
  });

  it('clocking with a client_id, a replay, a rejected clock and a back-dated one notified to the managers', async () => {
    const { user, headers } = await t.f.person();
    const manager = await t.f.person('manager');
    await t.f.buildTeam({ manager: manager.user, members: [user] });
    const url = `/clocks/${user.id}`;
    const clientId = randomUUID();
    const backdated = await tripsOf(201, () => t.send('POST', url, headers, { client_id: clientId, time: ago(60 * MINUTE) }));
    expect(backdated).toHaveLength(3);
    expect(backdated[2]![0]).toMatch(/insert into notifications/);
    // A replay: nothing to write, so COMMIT goes alone.
    expect(await tripsOf(200, () => t.send('POST', url, headers, { client_id: clientId }))).toEqual([
      [expect.any(String)],
      ['begin', expect.stringMatching(/clock_facts/)],
      ['commit'],
    ]);
    // Refused by a rule: the facts, then ROLLBACK.
    const refused = await tripsOf(409, () => t.send('POST', url, headers, { action: 'in' }));
    expect(refused).toHaveLength(3);
    expect(refused[2]).toEqual(['rollback']);
  });

  it('reading: who am I, the latest clock, a month of working times', async () => {
    const { user, headers } = await t.f.person();
    expect(await tripsOf(200, () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers }))).toHaveLength(1);
    expect(await tripsOf(200, () => t.app.inject({ method: 'GET', url: `/api/clocks/${user.id}`, headers }))).toHaveLength(2);

    const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= 28; n += 1) {
      await tf.workingTime(user, { start: `${day(n)}T08:00:00Z`, end: `${day(n)}T16:00:00Z`, breaks: [{ start: `${day(n)}T12:00:00Z`, end: `${day(n)}T12:30:00Z` }] });
    }
    const month = await tripsOf(200, () =>
      t.app.inject({ method: 'GET', url: `/api/workingtime/${user.id}?start=2026-10-01&end=2026-10-31`, headers }),
    );
    expect(month.length).toBeLessThanOrEqual(MONTH_OF_WORKING_TIMES);
    expect(month.flat().length).toBe(month.length);

    // About someone else, the access check reads the subject's managers: one more.
    const manager = await t.f.person('manager');
    await t.f.buildTeam({ manager: manager.user, members: [user] });
    const asManager = await tripsOf(200, () =>
      t.app.inject({ method: 'GET', url: `/api/clocks/${user.id}`, headers: manager.headers }),
    );
    expect(asManager).toHaveLength(3);
  });
});

/** The credentials, the page of working times, their breaks, the total. */
const MONTH_OF_WORKING_TIMES = 4;
