// The credentials' query is written as text and prepared on each connection (db/prepared.ts), so it names
// the account's columns: it must name all of them, and stay one round trip however often it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { RoundTrips } from '../../test/round-trips.js';
import { authenticate } from './authentication.js';

const roundTrips = new RoundTrips();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoundTrip: roundTrips.onRoundTrip });
});
afterAll(() => t.close());

describe('authentication', () => {
  it("reads every column of the account, with and without the managers of the account's teams", async () => {
    const { user, headers } = await t.f.person();
    const manager = await t.f.person('manager');
    await t.f.buildTeam({ manager: manager.user, members: [user] });
    const stored = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const request = { headers, cookies: {} } as unknown as Parameters<typeof authenticate>[1];

    const withManagers = await authenticate(t.app, request, true);
    expect(withManagers?.user).toEqual(stored);
    expect(withManagers?.person).toEqual({ type: 'person', id: user.id, managerIds: [manager.user.id] });
    const alone = await authenticate(t.app, request, false);
    expect(alone?.user).toEqual(stored);
    expect(alone?.person).toBeNull();
  });

  it('stays one round trip per request, on every pooled connection', async () => {
    const { headers } = await t.f.person();
    const trips = await roundTrips.during(() =>
      Promise.all(Array.from({ length: 30 }, () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers }))).then((answers) => {
        for (const answer of answers) expect(answer.statusCode).toBe(200);
      }),
    );
    expect(trips).toHaveLength(30);
  });
});
