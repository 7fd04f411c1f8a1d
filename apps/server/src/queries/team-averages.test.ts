// The team report, computed by hand. The application runs with APP_TIMEZONE=Europe/Paris (the route
// test at the end); the query is called directly with an explicit zone and "now" elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { TimeFactories } from '../test/time-factories.js';
import { parseDayRange } from '../schemas/day-range.js';
import { teamAverages } from './team-averages.js';

let t: TestApp;
let manager: UserRow;
let alice: UserRow;
let bob: UserRow;
let carol: UserRow;
let teamId: number;

/** A working time with its breaks (UTC wall times), written straight to the database. */
async function work(user: UserRow, start: string, end: string | null, breaks: [string, string | null][] = []) {
  await new TimeFactories(t.db).workingTime(user, {
    start,
    end,
    breaks: breaks.map(([breakStart, breakEnd]) => ({ start: breakStart, end: breakEnd })),
  });
}

const NOW = new Date('2026-03-06T12:00:00Z');

function report(start: string, end: string, options: { zone?: string; team?: number; now?: Date } = {}) {
  return teamAverages(t.db, {
    teamId: options.team ?? teamId,
    range: parseDayRange({ start, end }),
    zone: options.zone ?? 'UTC',
    now: options.now ?? NOW,
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: 'Europe/Paris' } });
  manager = await t.f.buildUser({ role: 'manager' });
  alice = await t.f.buildUser({ name: 'Alice' });
  bob = await t.f.buildUser({ name: 'Bob' });
  carol = await t.f.buildUser({ name: 'Carol' });
  const outsider = await t.f.buildUser({ name: 'Outsider' });
  teamId = (await t.f.buildTeam({ manager, members: [alice, bob, carol] })).id;

  // Alice. Monday 2 March: 08:00-12:00 with a 30-minute break → 3.5 h.
  await work(alice, '2026-03-02T08:00:00', '2026-03-02T12:00:00', [['2026-03-02T10:00:00', '2026-03-02T10:30:00']]);
  // Across the start of the week: 1 March 20:00 - 2 March 02:00 → 2 h inside (on the 2nd).
  await work(alice, '2026-03-01T20:00:00', '2026-03-02T02:00:00');
  // Across midnight with a break across midnight: 3 March 22:00 - 4 March 06:00, break 23:30-00:30
  // → 3 March: 2 h - 30 min = 1.5 h; 4 March: 6 h - 30 min = 5.5 h.
  await work(alice, '2026-03-03T22:00:00', '2026-03-04T06:00:00', [['2026-03-03T23:30:00', '2026-03-04T00:30:00']]);
  // Across the end of the week: 8 March 21:00 - 9 March 03:00 → 3 h inside (on the 8th).
  await work(alice, '2026-03-08T21:00:00', '2026-03-09T03:00:00');
  // Outside the week entirely.
  await work(alice, '2026-02-28T08:00:00', '2026-02-28T09:00:00');
  await work(alice, '2026-03-10T08:00:00', '2026-03-10T09:00:00');

  // Bob: clocked in on 6 March at 09:00, on a break since 11:30, and "now" is 12:00 → 3 h - 30 min.
  await work(bob, '2026-03-06T09:00:00', null, [['2026-03-06T11:30:00', null]]);

  // Carol has no hours. The outsider's hours belong to no member.
  await work(outsider, '2026-03-02T08:00:00', '2026-03-02T18:00:00');
});
afterAll(() => t.close());

describe('team averages', () => {
  it('sums a week: periods across midnight and the range edges, breaks, an open period, an empty member', async () => {
    const alice2 = 12_600 + 7_200; // 2 March
    const alice3 = 5_400; // 3 March
    const alice4 = 19_800; // 4 March
    const alice8 = 10_800; // 8 March
    const aliceTotal = alice2 + alice3 + alice4 + alice8; // 55 800 over 4 days
    expect(await report('2026-03-02', '2026-03-08')).toEqual({
      team_id: teamId,
      start: '2026-03-02',
      end: '2026-03-08',
      days: 7,
      members: [
        {
          user_id: alice.id,
          name: 'Alice',
          worked_seconds: aliceTotal,
          worked_days: 4,
          daily_average_seconds: 13_950,
          weekly_average_seconds: 55_800,
        },
        {
          user_id: bob.id,
          name: 'Bob',
          worked_seconds: 9_000,
          worked_days: 1,
          daily_average_seconds: 9_000,
          weekly_average_seconds: 9_000,
        },
        {
          user_id: carol.id,
          name: 'Carol',
          worked_seconds: 0,
          worked_days: 0,
          daily_average_seconds: 0,
          weekly_average_seconds: 0,
        },
      ],
      // Means of the members' averages: (13 950 + 9 000 + 0) / 3 and (55 800 + 9 000 + 0) / 3.
      team: { worked_seconds: 64_800, daily_average_seconds: 7_650, weekly_average_seconds: 21_600 },
      series: [
        { date: '2026-03-02', worked_seconds: alice2 },
        { date: '2026-03-03', worked_seconds: alice3 },
        { date: '2026-03-04', worked_seconds: alice4 },
        { date: '2026-03-05', worked_seconds: 0 },
        { date: '2026-03-06', worked_seconds: 9_000 },
        { date: '2026-03-07', worked_seconds: 0 },
        { date: '2026-03-08', worked_seconds: alice8 },
      ],
    });
  });

  it('scales the weekly average to the length of the range: one day', async () => {
    const result = await report('2026-03-04', '2026-03-04');
    expect(result.days).toBe(1);
    expect(result.members.map((m) => [m.worked_seconds, m.worked_days, m.daily_average_seconds, m.weekly_average_seconds])).toEqual([
      [19_800, 1, 19_800, 138_600],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(result.team).toEqual({ worked_seconds: 19_800, daily_average_seconds: 6_600, weekly_average_seconds: 46_200 });
    expect(result.series).toEqual([{ date: '2026-03-04', worked_seconds: 19_800 }]);
  });

  it('rounds the averages', async () => {
    // 2-6 March (5 days). Alice: 19 800 + 5 400 + 19 800 = 45 000 s over 3 days → daily 15 000, weekly
    // 45 000 × 7 / 5 = 63 000. Bob, with "now" at 11:00:01 (before his break): 7 201 s → weekly 10 081.4 → 10 081.
    const result = await report('2026-03-02', '2026-03-06', { now: new Date('2026-03-06T11:00:01Z') });
    expect(result.members[0]).toMatchObject({ worked_seconds: 45_000, daily_average_seconds: 15_000, weekly_average_seconds: 63_000 });
    expect(result.members[1]).toMatchObject({ worked_seconds: 7_201, daily_average_seconds: 7_201, weekly_average_seconds: 10_081 });
    // Means: (15 000 + 7 201 + 0) / 3 = 7 400.33 → 7 400; (63 000 + 10 081 + 0) / 3 = 24 360.33 → 24 360.
    expect(result.team).toEqual({ worked_seconds: 52_201, daily_average_seconds: 7_400, weekly_average_seconds: 24_360 });
  });

  it('counts an open period up to now, also when it was left open for days', async () => {
    const forgetful = await t.f.buildUser({ name: 'Forgetful' });
    const team = await t.f.buildTeam({ manager, members: [forgetful] });
    await work(forgetful, '2026-03-05T08:00:00', null);
    const result = await report('2026-03-06', '2026-03-07', { team: team.id, now: new Date('2026-03-07T10:00:00Z') });
    expect(result.members[0]).toMatchObject({ worked_seconds: 86_400 + 36_000, worked_days: 2 });
    expect(result.series).toEqual([
      { date: '2026-03-06', worked_seconds: 86_400 },
      { date: '2026-03-07', worked_seconds: 36_000 },
    ]);
    // Started more than 24 hours before the range: still found.
    const later = await report('2026-03-07', '2026-03-07', { team: team.id, now: new Date('2026-03-07T10:00:00Z') });
    expect(later.members[0]).toMatchObject({ worked_seconds: 36_000, worked_days: 1 });
  });

  it('counts a closed period longer than 24 hours that started more than 24 hours before the range', async () => {
    // A forgotten clock-out closed the next day: 4 March 20:00 - 6 March 02:00 (30 hours), with a break
    // 6 March 01:00-01:30. The report of 6 March starts 28 hours after the period.
    const late = await t.f.buildUser({ name: 'Late' });
    const team = await t.f.buildTeam({ manager, members: [late] });
    await work(late, '2026-03-04T20:00:00', '2026-03-06T02:00:00', [['2026-03-06T01:00:00', '2026-03-06T01:30:00']]);
    const result = await report('2026-03-06', '2026-03-06', { team: team.id });
    expect(result.members[0]).toMatchObject({ worked_seconds: 5_400, worked_days: 1 });
    expect(result.series).toEqual([{ date: '2026-03-06', worked_seconds: 5_400 }]);
    // The whole of 5 March lies inside it.
    const before = await report('2026-03-05', '2026-03-06', { team: team.id });
    expect(before.series).toEqual([
      { date: '2026-03-05', worked_seconds: 86_400 },
      { date: '2026-03-06', worked_seconds: 5_400 },
    ]);
  });

  it('cuts days at local midnight, also on a daylight-saving day', async () => {
    // Europe/Paris: UTC+1 until Sunday 29 March 2026 02:00, then UTC+2; that day has 23 hours.
    const dora = await t.f.buildUser({ name: 'Dora' });
    const team = await t.f.buildTeam({ manager, members: [dora] });
    // 28 March 22:30 UTC = 23:30 local, to 29 March 01:00 UTC = 03:00 local (CEST): 30 min on the 28th, 2 h on the 29th.
    await work(dora, '2026-03-28T22:30:00', '2026-03-29T01:00:00');
    // 29 March 21:00 UTC = 23:00 CEST to 23:00 UTC = 01:00 on the 30th: 1 h on the 29th, 1 h on the 30th.
    await work(dora, '2026-03-29T21:00:00', '2026-03-29T23:00:00');
    const result = await report('2026-03-28', '2026-03-30', { team: team.id, zone: 'Europe/Paris' });
    expect(result.series).toEqual([
      { date: '2026-03-28', worked_seconds: 1_800 },
      { date: '2026-03-29', worked_seconds: 10_800 },
      { date: '2026-03-30', worked_seconds: 3_600 },
    ]);
    expect(result.members[0]).toMatchObject({ worked_seconds: 16_200, worked_days: 3, daily_average_seconds: 5_400 });
  });

  it('answers zeros for a team without members', async () => {
    const team = await t.f.buildTeam({ manager });
    const result = await report('2026-03-01', '2026-03-02', { team: team.id });
    expect(result.members).toEqual([]);
    expect(result.team).toEqual({ worked_seconds: 0, daily_average_seconds: 0, weekly_average_seconds: 0 });
    expect(result.series).toEqual([
      { date: '2026-03-01', worked_seconds: 0 },
      { date: '2026-03-02', worked_seconds: 0 },
    ]);
  });

  it('uses APP_TIMEZONE through the route', async () => {
    // In Paris (UTC+1), 3 March runs from 2 March 23:00 UTC to 3 March 23:00 UTC: of Alice's night
    // shift only 22:00-23:00 UTC falls in it (her break starts at 23:30 UTC).
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${teamId}/averages?start=2026-03-03&end=2026-03-03`,
      headers: await t.f.signIn(manager),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.members[0]).toMatchObject({ user_id: alice.id, worked_seconds: 3_600, worked_days: 1 });
    expect(data.series).toEqual([{ date: '2026-03-03', worked_seconds: 3_600 }]);
  });
});
