// The demo company of `npm run seed`: three teams, their managers and employees, three months of clocked
// hours with breaks, and, through the real commands (so the change log's chain and the notifications
// are the real ones), absences, managers' edits, correction requests in every state, validated weeks
// and a reopened one. Some people are clocked in right now when it is a working day.
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { clock } from '../commands/clocks.js';
import { createAbsences, type AbsenceInput } from '../commands/absences.js';
import { createHoliday } from '../commands/holidays.js';
import { createSchedule } from '../commands/schedules.js';
import { approveCorrection, rejectCorrection, requestCorrection } from '../commands/corrections.js';
import { reopenWeek, validateWeek } from '../commands/week-validations.js';
import { createWorkingTime, deleteWorkingTime, updateWorkingTime } from '../commands/working-times.js';
import type { Db, Tx } from '../db/client.js';
import type { Actor } from '../policies/rules.js';
import { addDays, dateInZone, isoWeekday, mondayOf, startOfDay } from '../time/zone.js';
import { defaultScheduleSeconds } from '../queries/schedules.js';
import { seedLeave, type LeaveSummary } from './leave.js';
import { createCompany, generateHistory, type Company, type GeneratedPerson, type HistoryCounts } from './generate.js';

export const DEMO_PASSWORD = 'timetrack-demo';
export const DEMO_DOMAIN = 'example.com';

export class SeedRefused extends Error {}

export interface DemoSummary {
  company: Company;
  history: HistoryCounts;
  absences: number;
  edits: number;
  corrections: { pending: number; approved: number; rejected: number };
  validatedWeeks: number;
  reopenedWeeks: number;
  clockedIn: number;
  changes: number;
  notifications: number;
  /** Schedule versions, company days off, and late shifts that break the daily rest (docs/api.md#working-time-accounts). */
  schedules: number;
  companyDaysOff: number;
  lateShifts: number;
  /** Leave requests by status (docs/api.md#time-off). */
  leaveRequests: LeaveSummary;
}

/**
 * Refuses a database that holds more than the first general manager, unless `force`; refuses in any
 * case when the demo accounts are already there.
 */
export async function checkSeedable(db: Db, force: boolean): Promise<void> {
  const accounts = await db.selectFrom('users').select(db.fn.countAll<number>().as('n')).where('status', '<>', 'deleted').executeTakeFirstOrThrow();
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, 'like', `%@${DEMO_DOMAIN}`)
    .where('role', '<>', 'general_manager')
    .where('status', '<>', 'deleted')
    .limit(1)
    .executeTakeFirst();
  if (demo) throw new SeedRefused(`The demo company is already in this database (accounts @${DEMO_DOMAIN} exist): nothing to do.`);
  if (Number(accounts.n) > 1 && !force) {
    throw new SeedRefused(
      `This database already has ${Number(accounts.n)} accounts: the seed fills a new service, which has only its first ` +
        'general manager. Run `npm run seed -- --force` to add the demo company to it anyway.',
    );
  }
}

function at(date: string, time: string, zone: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(startOfDay(date, zone).getTime() + (h * 60 + m) * 60_000);
}

/** A few people work four days a week, Monday to Thursday. */
const isPartTimer = (index: number) => index % 6 === 4;

/** Working days (Monday to Friday) from `from` to `to`, both included. */
function workingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isoWeekday(day) <= 5) days.push(day);
  return days;
}

export async function seedDemo(
  db: Db,
  options: { admin: Actor; zone: string; now?: Date; region?: string | undefined; leaveYearStart?: string },
): Promise<DemoSummary> {
  const { admin, zone } = options;
  const now = options.now ?? new Date();
  const today = dateInZone(now, zone);
  const yesterday = addDays(today, -1);
  const from = addDays(mondayOf(today), -13 * 7);

  const company = await createCompany(db, {
    people: 18,
    teams: 3,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    emailDomain: DEMO_DOMAIN,
    generalManager: false,
  });
  const byId = new Map(company.people.map((p) => [p.id, p]));
  const managerOf = (person: GeneratedPerson): Actor => {
    const team = company.teams.find((t) => t.id === person.teamId)!;
    // A manager never edits their own hours: the general manager does.
    return team.managerId === person.id ? admin : { id: team.managerId, role: 'manager' };
  };
  const inTransaction = <T>(work: (trx: Tx) => Promise<T>) => db.transaction().execute(work);
  // Everyone started on the first day of the history (docs/api.md#start-date), as in a company that began
  // recording then: nothing is owed before it, so the balances read what each person worked against their
  // schedule, not weeks of debt from before they were there.
  await db
    .updateTable('users')
    .set({ start_date: mondayOf(from) })
    .where(
      'id',
      'in',
      company.people.map((person) => person.id),
    )
    .execute();

  // Absences first, so that the clocked history leaves their days free: a past vacation week for a
  // third of the people, a sick day for a few, and vacation planned next month for some.
  let absences = 0;
  const lastMonday = mondayOf(today);
  for (const [index, person] of company.people.entries()) {
    const inputs: AbsenceInput[] = [];
    if (index % 3 === 0) {
      const monday = addDays(lastMonday, -7 * (3 + (index % 7)));
      inputs.push({ type: 'vacation', start_date: monday, end_date: addDays(monday, 4), note: 'Family holiday' });
    }
    if (index % 5 === 1) {
      const day = addDays(mondayOf(addDays(today, -10 - index)), index % 5);
      inputs.push({ type: 'sick', start_date: day, end_date: day, note: null });
    }
    if (index % 4 === 2) {
      const monday = addDays(lastMonday, 21 + 7 * (index % 3));
      inputs.push({ type: 'vacation', start_date: monday, end_date: addDays(monday, 4), note: null });
    }
    if (index === 7) {
      const day = addDays(lastMonday, -5 * 7 + 2);
      inputs.push({ type: 'training', start_date: day, end_date: day, note: 'Forklift licence' });
    }
    const distinct = inputs.filter((a, i) => inputs.findIndex((b) => b.start_date <= a.end_date && b.end_date >= a.start_date) === i);
    if (distinct.length === 0) continue;
    await inTransaction((trx) => createAbsences(trx, managerOf(person), person.id, distinct));
    absences += distinct.length;
  }

  const leaveRequests = await seedLeave(db, company, {
    context: {
      zone,
      region: options.region,
      defaultSeconds: await defaultScheduleSeconds(db),
      leaveYearStart: options.leaveYearStart ?? '01-01',
      now,
    },
    managerOf,
    admin,
    from,
  });

  // The people's own clocking: every working day of the last three months, up to yesterday.
  const history = await generateHistory(db, company, {
    from,
    to: yesterday,
    timeZone: zone,
    absences: false,
    corrections: false,
  });
  // The part-timers (a four-day week, below) do not come in on Fridays: the history clocks everyone Monday
  // to Friday, so their Fridays go, or their balances would show a day of overtime every week.
  const partTimers = company.people.filter((_, index) => isPartTimer(index)).map((person) => person.id);
  const fridays = sql`select w.id from working_times w
    where w.user_id = any(${partTimers}::int[]) and extract(isodow from w.start at time zone ${zone}) = 5`;
  await sql`delete from clock_records where working_time_id in (${fridays})`.execute(db);
  const removed = await sql`delete from working_times where id in (${fridays})`.execute(db);
  history.workingTimes -= Number(removed.numAffectedRows ?? 0);

  const periodsOf = async (userId: number, day: string) =>
    db
      .selectFrom('working_times')
      .select(['id', 'start', 'end'])
      .where('user_id', '=', userId)
      .where('start', '>=', startOfDay(day, zone))
      .where('start', '<', startOfDay(addDays(day, 1), zone))
      .execute();
  const employees = company.people.filter((p) => p.role === 'employee');
  const recentDays = workingDays(addDays(today, -12), yesterday);
  const olderDays = workingDays(addDays(from, 7), addDays(today, -30));

  // Managers' edits, each logged and notified: a forgotten clock-out fixed, a day recorded by hand, a
  // duplicate removed.
  let edits = 0;
  for (const [index, person] of employees.slice(0, 4).entries()) {
    const day = olderDays[(index * 5 + 3) % olderDays.length]!;
    const [period] = await periodsOf(person.id, day);
    const manager = managerOf(person);
    if (index % 2 === 0 && period) {
      await inTransaction((trx) => updateWorkingTime(trx, manager, period.id, { end: new Date(period.end!.getTime() + 45 * 60_000) }));
      edits += 1;
    } else if (period) {
      await inTransaction((trx) => deleteWorkingTime(trx, manager, period.id));
      await inTransaction((trx) =>
        createWorkingTime(trx, manager, person.id, {
          start: at(day, '08:00', zone),
          end: at(day, '16:30', zone),
          breaks: [{ start: at(day, '12:00', zone), end: at(day, '12:45', zone) }],
        }),
      );
      edits += 2;
    }
  }

  // Correction requests from the people themselves, on recent days: some approved, some rejected, the
  // rest waiting for their manager.
  const corrections = { pending: 0, approved: 0, rejected: 0 };
  for (const [index, person] of employees.slice(4, 12).entries()) {
    const day = recentDays[(index * 3) % recentDays.length]!;
    const [period] = await periodsOf(person.id, day);
    if (!period?.end) continue;
    const actor: Actor = { id: person.id, role: 'employee' };
    const { correction } = await requestCorrection(db, actor, {
      workingTimeId: period.id,
      start: period.start.toISOString(),
      end: new Date(period.end.getTime() + 30 * 60_000).toISOString(),
      reason: index % 2 === 0 ? 'Forgot to clock out after the late delivery' : 'Phone battery was empty when I left',
    });
    const reviewer = managerOf(byId.get(person.id)!);
    if (index % 3 === 0) {
      await approveCorrection(db, reviewer, correction.id, 'Confirmed with the delivery log.');
      corrections.approved += 1;
    } else if (index % 3 === 1) {
      await rejectCorrection(db, reviewer, correction.id, 'The badge log shows the usual time.');
      corrections.rejected += 1;
    } else {
      corrections.pending += 1;
    }
  }

  // Accounts of hours: a schedule version for everyone from the start of the history (full time, or four
  // days for a few part-timers), a move to 8-hour days six weeks ago for one person, and a company day off.
  let schedules = 0;
  const fullTime = { mon: 25_200, tue: 25_200, wed: 25_200, thu: 25_200, fri: 25_200, sat: 0, sun: 0 };
  for (const [index, person] of company.people.entries()) {
    const weekly = isPartTimer(index) ? { ...fullTime, fri: 0 } : fullTime;
    await inTransaction((trx) => createSchedule(trx, managerOf(person), person.id, { valid_from: mondayOf(from), weekly }));
    schedules += 1;
  }
  const longer = employees[1]!;
  await inTransaction((trx) =>
    createSchedule(trx, managerOf(longer), longer.id, {
      valid_from: addDays(lastMonday, -6 * 7),
      weekly: { mon: 28_800, tue: 28_800, wed: 28_800, thu: 28_800, fri: 28_800, sat: 0, sun: 0 },
    }),
  );
  schedules += 1;
  await inTransaction((trx) => createHoliday(trx, admin, { date: addDays(lastMonday, 14 + 4), name: 'Company day off' }));

  // A few late shifts entered by the managers (an evening stock-take): less than 11 hours of rest before
  // the next morning, and a long day, so the legal checks have something to flag.
  let lateShifts = 0;
  for (const [index, person] of employees.slice(12, 15).entries()) {
    const candidates = recentDays.filter((day) => recentDays.includes(addDays(day, 1)));
    for (const day of [...candidates.slice(index), ...candidates.slice(0, index)]) {
      const [period] = await periodsOf(person.id, day);
      const [nextMorning] = await periodsOf(person.id, addDays(day, 1));
      const start = at(day, '19:30', zone);
      if (!period?.end || !nextMorning || period.end.getTime() >= start.getTime()) continue;
      await inTransaction((trx) => createWorkingTime(trx, managerOf(person), person.id, { start, end: at(day, '23:30', zone), breaks: [] }));
      lateShifts += 1;
      break;
    }
  }

  // Weeks validated by the managers, except the last three; one reopened for a late correction.
  let validatedWeeks = 0;
  const lastValidated = addDays(lastMonday, -21);
  let reopenedWeeks = 0;
  for (const person of company.people) {
    const validator = managerOf(person);
    for (let monday = mondayOf(from); monday <= lastValidated; monday = addDays(monday, 7)) {
      const week = await inTransaction((trx) => validateWeek(trx, validator, person.id, monday, zone, now));
      validatedWeeks += 1;
      if (person.id === employees[0]!.id && monday === lastValidated) {
        await inTransaction((trx) => reopenWeek(trx, validator, week.id, now));
        reopenedWeeks += 1;
      }
    }
  }

  // A working day: most employees clocked in this morning, one of them on a break.
  let clockedIn = 0;
  if (isoWeekday(today) <= 5) {
    for (const [index, person] of employees.entries()) {
      if (index % 4 === 3) continue;
      const arrival = at(today, `0${7 + (index % 2)}:${String(15 + ((index * 7) % 40)).padStart(2, '0')}`, zone);
      if (arrival.getTime() > now.getTime()) continue;
      await inTransaction((trx) => clock(trx, person.id, { kind: 'work', action: 'in', time: arrival }, now));
      clockedIn += 1;
      if (index === 0 && now.getTime() - arrival.getTime() > 2 * 3600_000) {
        await inTransaction((trx) => clock(trx, person.id, { kind: 'break', action: 'start', time: new Date(now.getTime() - 10 * 60_000) }, now));
      }
    }
  }

  const count = async (table: 'changes' | 'notifications') =>
    Number((await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    company,
    history,
    absences,
    edits,
    corrections,
    validatedWeeks,
    reopenedWeeks,
    clockedIn,
    changes: await count('changes'),
    notifications: await count('notifications'),
    schedules,
    companyDaysOff: 1,
    lateShifts,
    leaveRequests,
  };
}
