// The generated company (benchmarks) and the demo seed: consistent records, indexes intact after a bulk
// load, a real change-log chain, and a seed that refuses a database already in use.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../changelog/changelog.js';
import { createTestApp } from '../test/app.js';
import { addDays, dateInZone } from '../time/zone.js';
import { DEMO_PASSWORD, SeedRefused, checkSeedable, seedDemo, type DemoSummary } from './demo.js';
import { analyze, createCompany, generateHistory } from './generate.js';

const t = await createTestApp();
afterAll(() => t.close());

const ZONE = 'Europe/Paris';

/** Problems in the recorded time of some people: each query must find nothing. */
async function inconsistencies(userIds: number[]) {
  const overlaps = await sql<{ id: number }>`
    select a.id from working_times a join working_times b
      on a.user_id = b.user_id and a.id < b.id and a.start < b."end" and b.start < a."end"
    where a.user_id = any(${userIds}::int[])`.execute(t.db);
  const strayBreaks = await sql<{ id: number }>`
    select b.id from breaks b join working_times w on w.id = b.working_time_id
    where w.user_id = any(${userIds}::int[]) and (b.start < w.start or b."end" > w."end" or b."end" <= b.start)`.execute(t.db);
  const workOnAbsence = await sql<{ id: number }>`
    select w.id from working_times w join absences a on a.user_id = w.user_id
    where w.user_id = any(${userIds}::int[])
      and (w.start at time zone ${ZONE})::date between a.start_date and a.end_date`.execute(t.db);
  const clocklessPeriods = await sql<{ id: number }>`
    select w.id from working_times w
    where w.user_id = any(${userIds}::int[])
      and (select count(*) from clock_records c where c.working_time_id = w.id and c.kind = 'work') <> 2`.execute(t.db);
  return {
    overlaps: overlaps.rows.length,
    strayBreaks: strayBreaks.rows.length,
    workOnAbsence: workOnAbsence.rows.length,
    clocklessPeriods: clocklessPeriods.rows.length,
  };
}

const indexNames = async () =>
  (
    await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename in ('working_times', 'breaks', 'clock_records') order by indexname`.execute(t.db)
  ).rows.map((r) => r.indexname);

describe('the generated company', () => {
  it('loads consistent history in bulk and puts every index back', async () => {
    const indexesBefore = await indexNames();
    const company = await createCompany(t.db, {
      people: 9,
      teams: 3,
      passwordHash: 'not a real hash',
      emailDomain: 'generated.test',
      generalManager: true,
    });
    expect(company.teams).toHaveLength(3);
    expect(company.teams.every((team) => team.memberIds.length === 3 && team.memberIds[0] === team.managerId)).toBe(true);
    expect(company.people.filter((p) => p.role === 'general_manager')).toHaveLength(1);

    const to = '2026-06-30';
    const from = addDays(to, -120);
    const counts = await generateHistory(t.db, company, {
      from,
      to,
      timeZone: ZONE,
      absences: true,
      validateWeeksOlderThanDays: 14,
      corrections: true,
      bulk: true,
    });
    await analyze(t.db);
    expect(await indexNames()).toEqual(indexesBefore);

    const ids = company.people.map((p) => p.id);
    // 10 people × 87 weekdays, less the absences.
    expect(counts.workingTimes).toBeGreaterThan(600);
    expect(counts.workingTimes).toBeLessThanOrEqual(10 * 87);
    expect(counts.breaks).toBeGreaterThanOrEqual(counts.workingTimes);
    expect(counts.clockRecords).toBe(2 * counts.workingTimes + 2 * counts.breaks);
    expect(counts.weekValidations).toBeGreaterThan(0);
    expect(await inconsistencies(ids)).toEqual({ overlaps: 0, strayBreaks: 0, workOnAbsence: 0, clocklessPeriods: 0 });
    // Clock records were written in the order they happened, as the clock command writes them.
    const outOfOrder = await sql<{ n: number }>`
      select count(*)::int as n from (
        select time, lag(time) over (partition by user_id order by id) as previous
        from clock_records where user_id = any(${ids}::int[])
      ) r where r.previous > r.time`.execute(t.db);
    expect(outOfOrder.rows[0]!.n).toBe(0);

    const days = await sql<{ weekday: number; first: string; last: string }>`
      select distinct extract(isodow from start at time zone ${ZONE})::int as weekday,
        min((start at time zone ${ZONE})::date)::text as first, max((start at time zone ${ZONE})::date)::text as last
      from working_times where user_id = any(${ids}::int[]) group by 1`.execute(t.db);
    expect(days.rows.map((r) => r.weekday).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(days.rows.every((r) => r.first >= from && r.last <= to)).toBe(true);

    // A validated week holds the instants of its Monday-to-Monday span, and none is recent.
    const weeks = await sql<{ bad: number }>`
      select count(*)::int as bad from week_validations
      where user_id = any(${ids}::int[])
        and (starts_at <> (week_start::timestamp at time zone ${ZONE}) or week_start > ${addDays(to, -14)}::date)`.execute(t.db);
    expect(weeks.rows[0]!.bad).toBe(0);
  });
});

describe('the demo seed', () => {
  let summary: DemoSummary;

  it('refuses a database with more than its first general manager, unless forced', async () => {
    // The generated company above is already in this database.
    await expect(checkSeedable(t.db, false)).rejects.toBeInstanceOf(SeedRefused);
    await expect(checkSeedable(t.db, true)).resolves.toBeUndefined();
  });

  it('seeds a living company through the real commands', async () => {
    const admin = await t.f.buildUser({ role: 'general_manager' });
    // A Wednesday at 11:00 in Paris: people are at work.
    const now = new Date('2026-11-18T10:00:00Z');
    summary = await seedDemo(t.db, { admin: { id: admin.id, role: 'general_manager' }, zone: ZONE, now });
    expect(summary.company.teams).toHaveLength(3);
    expect(summary.history.workingTimes).toBeGreaterThan(800);
    expect(summary.absences).toBeGreaterThan(5);
    expect(summary.corrections.pending).toBeGreaterThan(0);
    expect(summary.corrections.approved).toBeGreaterThan(0);
    expect(summary.corrections.rejected).toBeGreaterThan(0);
    expect(summary.validatedWeeks).toBeGreaterThan(18 * 5);
    expect(summary.reopenedWeeks).toBe(1);
    expect(summary.clockedIn).toBeGreaterThan(5);
    expect(summary.schedules).toBe(19);
    expect(summary.lateShifts).toBeGreaterThan(0);
    expect(summary.leaveRequests.approved).toBeGreaterThan(2);
    expect(summary.leaveRequests.pending).toBeGreaterThan(0);
    expect(summary.leaveRequests).toMatchObject({ rejected: 1, cancelled: 1 });

    const ids = summary.company.people.map((p) => p.id);
    const problems = await inconsistencies(ids);
    // Periods not made by clocking: those clocked in now (one record so far) and those managers entered.
    const entered = await t.db
      .selectFrom('changes')
      .select('id')
      .where('action', '=', 'create')
      .where('subject_type', '=', 'working_time')
      .where('user_id', 'in', ids)
      .execute();
    expect(entered.length).toBeGreaterThan(0);
    expect(problems.clocklessPeriods).toBe(summary.clockedIn + entered.length);
    expect({ ...problems, clocklessPeriods: 0 }).toEqual({ overlaps: 0, strayBreaks: 0, workOnAbsence: 0, clocklessPeriods: 0 });
    expect(dateInZone(now, ZONE)).toBe('2026-11-18');
  });

  it('leaves a valid change-log chain and notifications for every person it changed', async () => {
    const people = await t.db
      .selectFrom('changes')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', summary.company.people.map((p) => p.id))
      .execute();
    expect(people.length).toBe(summary.company.people.length);
    for (const { user_id } of people) {
      const chain = await verifyChain(t.db, user_id);
      expect(chain.valid).toBe(true);
      const notified = await t.db.selectFrom('notifications').select('id').where('user_id', '=', user_id).limit(1).execute();
      expect(notified).toHaveLength(1);
    }
  });

  it('shows schedules, balances and breaches', async () => {
    const person = summary.company.people.find((p) => p.role === 'employee')!;
    const manager = summary.company.people.find((p) => p.teamId === person.teamId && p.role === 'manager')!;
    const headers = await t.f.signIn({ id: manager.id });
    const range = 'start=2026-08-24&end=2026-11-17';
    const balance = await t.app.inject({ method: 'GET', url: `/api/users/${person.id}/balance?${range}`, headers });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().data.expected_seconds).toBeGreaterThan(0);
    expect(balance.json().data.running_balance_seconds).not.toBeNull();
    // Everyone starts on the history's first Monday: balances owe nothing from before anyone was there, and
    // read as a real company's, some overtime or some hours short, never a tenth of the quarter's hours.
    const starts = await t.db.selectFrom('users').select('start_date').distinct().where('id', 'in', summary.company.people.map((p) => p.id)).execute();
    expect(starts).toEqual([{ start_date: '2026-08-17' }]);
    const team = await t.app.inject({ method: 'GET', url: `/api/teams/${person.teamId}/balances?${range}`, headers });
    const members = team.json().data as { user_id: number; running_since: string; running_balance_seconds: number; to_date: { expected_seconds: number } }[];
    expect(members.length).toBeGreaterThan(3);
    for (const member of members) {
      expect(member.running_since).toBe('2026-08-17');
      expect(member.to_date.expected_seconds).toBeGreaterThan(0);
      expect(Math.abs(member.running_balance_seconds)).toBeLessThan(member.to_date.expected_seconds / 10);
    }
    const breaches = await t.app.inject({ method: 'GET', url: `/api/teams/${person.teamId}/compliance?${range}`, headers });
    expect(breaches.statusCode).toBe(200);
    const all = await Promise.all(
      summary.company.teams.map(async (team) => {
        const own = await t.f.signIn({ id: team.managerId });
        return (await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/compliance?${range}`, headers: own })).json().data.breaches;
      }),
    );
    expect(all.flat().some((b: { rule: string }) => b.rule === 'daily_rest')).toBe(true);
  });

  it('lets the demo accounts sign in with the printed password, and refuses to seed twice', async () => {
    const manager = summary.company.people.find((p) => p.role === 'manager')!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: manager.email, password: DEMO_PASSWORD, client: 'mobile' },
    });
    expect(login.statusCode).toBe(200);
    await expect(checkSeedable(t.db, true)).rejects.toThrow(/already in this database/);
  });
});
