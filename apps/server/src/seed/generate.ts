// A realistic company, generated in the database with set-based SQL (insert … select … from
// generate_series), through the same Db interface on PGlite and PostgreSQL: one statement per table,
// never one request per row. The demo seed and the benchmarks share it.
//
// The company: one general manager, then `people` people in `teams` teams of equal size; the first
// person of each team manages it and is also a member (managers record their hours too). Every working
// day (Monday to Friday in the time zone) that is not an absence holds one clocked working period of
// about 8 hours with a lunch break, some days a short morning break, and the clock records that made it.
// Working periods come from the person's own clocking, which writes no change-log entry; the parts that
// do (absences, week validations, reviewed corrections) are generated only when asked for, for
// benchmark data, and the demo seed creates them through the real commands instead.
import { sql } from 'kysely';
import type { Db, Executor } from '../db/client.js';
import { addDays, mondayOf } from '../time/zone.js';

export interface CompanyOptions {
  /** People in teams (the general manager comes on top). */
  people: number;
  teams: number;
  /** The password hash every account gets: hash one password once and reuse it. */
  passwordHash: string;
  emailDomain: string;
  /** Create a general manager (the demo seed uses the existing first account instead). */
  generalManager: boolean;
}

export interface GeneratedPerson {
  id: number;
  email: string;
  name: string;
  role: 'employee' | 'manager' | 'general_manager';
  teamId: number | null;
}

export interface GeneratedTeam {
  id: number;
  name: string;
  managerId: number;
  memberIds: number[];
}

export interface Company {
  generalManagerId: number | null;
  people: GeneratedPerson[];
  teams: GeneratedTeam[];
}

export interface HistoryOptions {
  /** First and last calendar day of history (inclusive), in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** Vacation weeks, sick days and a few training days (benchmark data). */
  absences: boolean;
  /** Weeks validated by the team's manager, for every week that ended this many days before `to`. */
  validateWeeksOlderThanDays?: number;
  /** Correction requests on about 1.5% of the periods: pending when recent, else approved or rejected. */
  corrections: boolean;
  /** A general manager to review the managers' own requests. */
  generalManagerId?: number | null;
  /**
   * A bulk load into a database nobody uses meanwhile (benchmarks), the way pg_restore loads: the
   * secondary indexes of working_times, breaks and clock_records are dropped for the load and built
   * again afterwards (one sorted build is several times faster than row-by-row maintenance), and, where
   * the account may (a superuser), the per-row foreign-key triggers are skipped: every reference this
   * load writes points at a row it has just written or read. The tables stay locked until it commits.
   */
  bulk?: boolean;
  /** Told the duration of each step (the benchmark prints where loading time goes). */
  onStep?: (step: string, milliseconds: number) => void;
}

export interface HistoryCounts {
  workingTimes: number;
  breaks: number;
  clockRecords: number;
  absences: number;
  weekValidations: number;
  corrections: number;
}

const FIRST_NAMES = [
  'Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gabrielle', 'Hugo', 'Inès', 'Jules',
  'Karima', 'Louis', 'Manon', 'Nicolas', 'Océane', 'Paul', 'Quentin', 'Rose', 'Samuel', 'Théa',
  'Ugo', 'Valentine', 'William', 'Yasmine', 'Zoé', 'Adrien', 'Béatrice', 'Camille', 'Damien', 'Elise',
  'Florian', 'Gaëlle', 'Henri', 'Isabelle', 'Jérôme', 'Lina', 'Mathis', 'Nadia', 'Olivier', 'Pauline',
];
const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
  'Morel', 'Girard', 'Andre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'Francois', 'Martinez', 'Legrand',
  'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guerin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin',
  'Morin', 'Mathieu', 'Clement', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson',
];
const DEPARTMENTS = [
  'Assembly', 'Logistics', 'Maintenance', 'Quality', 'Customer Service', 'Accounting', 'Sales', 'Purchasing',
  'Research', 'Warehouse', 'Packaging', 'Planning', 'Facilities', 'Human Resources', 'IT Support', 'Marketing',
];
const CORRECTION_REASONS = [
  'Forgot to clock out',
  'Phone battery was empty when I left',
  'Stayed late for the inventory',
  'Clocked in on arrival but started earlier',
  'Badge reader was down in the morning',
];

function textArray(values: string[]) {
  return sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);
}

function ascii(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * Accounts and teams. Names are drawn from fixed lists so that first.last@domain stays unique
 * (every (first, last) pair is used at most once below 2,000 people).
 */
export async function createCompany(db: Executor, options: CompanyOptions): Promise<Company> {
  const { people, teams } = options;
  if (teams < 1 || people < teams) throw new Error('a company needs at least one person per team');
  const teamSize = Math.ceil(people / teams);
  const rows: { idx: number; email: string; name: string; role: GeneratedPerson['role']; team: number | null }[] = [];
  if (options.generalManager) {
    rows.push({ idx: 0, email: `hr.director@${options.emailDomain}`, name: 'Hélène Director', role: 'general_manager', team: null });
  }
  for (let idx = 1; idx <= people; idx += 1) {
    const a = idx % FIRST_NAMES.length;
    const b = (Math.floor(idx / FIRST_NAMES.length) + a * 3) % LAST_NAMES.length;
    const first = FIRST_NAMES[a]!;
    const last = LAST_NAMES[b]!;
    const unique = idx < FIRST_NAMES.length * LAST_NAMES.length ? '' : String(idx);
    const team = Math.floor((idx - 1) / teamSize);
    rows.push({
      idx,
      email: `${ascii(first)}.${ascii(last)}${unique}@${options.emailDomain}`,
      name: `${first} ${last}`,
      role: (idx - 1) % teamSize === 0 ? 'manager' : 'employee',
      team: team < teams ? team : teams - 1,
    });
  }

  // One statement for all accounts: the rows travel as parallel arrays and are unnested in the database.
  const inserted = await sql<{ id: number; email: string }>`
    insert into users (email, name, role, status, password_hash, created_at)
    select e, n, r, 'active', ${options.passwordHash}, now() - interval '3 years'
    from unnest(${rows.map((r) => r.email)}::text[], ${rows.map((r) => r.name)}::text[], ${rows.map((r) => r.role)}::text[])
      as t(e, n, r)
    returning id, email`.execute(db);
  const idByEmail = new Map(inserted.rows.map((r) => [r.email, r.id]));
  const personOf = (row: (typeof rows)[number]) => idByEmail.get(row.email)!;

  // Team names are unique: names already in use are skipped.
  const taken = new Set((await db.selectFrom('teams').select('name').execute()).map((t) => t.name.toLowerCase()));
  const names: string[] = [];
  for (let n = 0; names.length < teams; n += 1) {
    const base = DEPARTMENTS[n % DEPARTMENTS.length]!;
    const name = n < DEPARTMENTS.length ? base : `${base} ${Math.floor(n / DEPARTMENTS.length) + 1}`;
    if (!taken.has(name.toLowerCase())) names.push(name);
  }
  const teamRows = names.map((name, k) => {
    const manager = rows.find((r) => r.team === k && r.role === 'manager')!;
    return { k, name, managerId: personOf(manager) };
  });
  const insertedTeams = await sql<{ id: number; name: string }>`
    insert into teams (name, manager_id, created_at)
    select n, m, now() - interval '3 years'
    from unnest(${teamRows.map((t) => t.name)}::text[], ${teamRows.map((t) => t.managerId)}::int[]) as t(n, m)
    returning id, name`.execute(db);
  const teamIdByName = new Map(insertedTeams.rows.map((t) => [t.name, t.id]));
  const teamIds = teamRows.map((t) => teamIdByName.get(t.name)!);

  const members = rows.filter((r) => r.team !== null);
  await sql`
    insert into team_members (team_id, user_id, created_at)
    select t, u, now() - interval '3 years'
    from unnest(${members.map((r) => teamIds[r.team!]!)}::int[], ${members.map(personOf)}::int[]) as m(t, u)`.execute(db);

  const gm = rows.find((r) => r.role === 'general_manager');
  return {
    generalManagerId: gm ? personOf(gm) : null,
    people: rows.map((r) => ({
      id: personOf(r),
      email: r.email,
      name: r.name,
      role: r.role,
      teamId: r.team === null ? null : teamIds[r.team]!,
    })),
    teams: teamRows.map((t, k) => ({
      id: teamIds[k]!,
      name: t.name,
      managerId: t.managerId,
      memberIds: members.filter((r) => r.team === k).map(personOf),
    })),
  };
}

/**
 * Two years (or any span) of recorded time for the people of a company, in one transaction.
 * Days already covered by an absence of the person (for instance one the seed created through the
 * absence command) get no working period.
 */
export async function generateHistory(db: Db, company: Company, options: HistoryOptions): Promise<HistoryCounts> {
  const zone = options.timeZone;
  const from = options.from;
  const to = options.to;
  const managerOf = new Map<number, number>();
  for (const team of company.teams) for (const id of team.memberIds) managerOf.set(id, team.managerId);
  const reviewerFallback = options.generalManagerId ?? company.generalManagerId;
  const peopleIds = company.people.map((p) => p.id);
  // Whoever enters a person's absences and validates their weeks: the team's manager; for a manager
  // (who never edits their own hours) the general manager.
  const editorIds = company.people.map((p) => {
    const manager = managerOf.get(p.id);
    return manager !== undefined && manager !== p.id ? manager : (reviewerFallback ?? manager ?? p.id);
  });

  let clock = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    options.onStep?.(name, now - clock);
    clock = now;
  };

  return db.transaction().execute(async (trx) => {
    // Bulk statements over millions of rows outlast the time limits meant for requests (DATABASE_TIMEOUT_MS).
    await sql`set local statement_timeout = 0`.execute(trx);
    // Repeatable data: the same company on every run, so that runs compare.
    await sql`select setseed(0.4242)`.execute(trx);
    await sql`
      create temp table gen_people (user_id integer primary key, editor_id integer not null) on commit drop`.execute(trx);
    await sql`
      insert into gen_people select u, e from unnest(${peopleIds}::int[], ${editorIds}::int[]) as p(u, e)`.execute(trx);

    let absences = 0;
    if (options.absences) {
      // About five vacation weeks a year (Monday to Friday), then sick spells of one to three days
      // within a week without vacation, and now and then a training day.
      const vacation = await sql`
        insert into absences (user_id, type, start_date, end_date, note, created_by, created_at)
        select user_id, 'vacation', greatest(monday, ${from}::date), least(monday + 4, ${to}::date), null, editor_id,
               (monday - 30)::timestamp at time zone ${zone}
        from (
          select p.user_id, p.editor_id, m::date as monday, random() as r
          from gen_people p
          cross join generate_series(${mondayOf(from)}::date, ${to}::date, interval '7 days') m
        ) w
        where r < 0.1 and least(monday + 4, ${to}::date) >= greatest(monday, ${from}::date)`.execute(trx);
      const sick = await sql`
        insert into absences (user_id, type, start_date, end_date, note, created_by, created_at)
        select user_id, kind, day, least(day + len - 1, monday + 4, ${to}::date), note, editor_id,
               (day + 1)::timestamp at time zone ${zone}
        from (
          select s.*, row_number() over (partition by s.user_id, s.monday order by s.day) as nth
          from (
            select p.user_id, p.editor_id, d::date as day, date_trunc('week', d)::date as monday,
                   case when random() < 0.85 then 'sick' else 'training' end as kind,
                   1 + floor(random() * 3)::int as len, random() as r
            from gen_people p
            cross join generate_series(${from}::date, ${to}::date, interval '1 day') d
            where extract(isodow from d) < 6
          ) s
          where s.r < 0.008
            and not exists (
              select 1 from absences a
              where a.user_id = s.user_id and a.type = 'vacation' and a.start_date = greatest(s.monday, ${from}::date))
        ) x
        cross join lateral (select case when x.kind = 'training' then 'First-aid course' end as note) n
        where nth = 1`.execute(trx);
      absences = Number(vacation.numAffectedRows ?? 0) + Number(sick.numAffectedRows ?? 0);
      step('absences');
    }

    // The days nobody works: every absence of these people in the range, one row per day.
    await sql`create temp table gen_absent (user_id integer, day date, primary key (user_id, day)) on commit drop`.execute(trx);
    await sql`
      insert into gen_absent
      select distinct a.user_id, d::date
      from absences a
      join gen_people p on p.user_id = a.user_id
      cross join generate_series(greatest(a.start_date, ${from}::date), least(a.end_date, ${to}::date), interval '1 day') d`.execute(trx);
    step('absent days');

    if (options.bulk) {
      const role = await sql<{ super: boolean }>`select rolsuper as super from pg_roles where rolname = current_user`.execute(trx);
      if (role.rows[0]?.super) await sql`set local session_replication_role = replica`.execute(trx);
    }
    // Constraint-backed indexes (primary keys, unique constraints) stay; the others are built afterwards.
    const indexes = options.bulk
      ? (
          await sql<{ name: string; definition: string }>`
            select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
            from pg_index i
            where i.indrelid in ('working_times'::regclass, 'breaks'::regclass, 'clock_records'::regclass)
              and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(trx)
        ).rows
      : [];
    for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(trx);

    const before = await sql<{ last: number | null }>`select max(id) as last from working_times`.execute(trx);
    const lastId = before.rows[0]?.last ?? 0;

    // Arrival between 07:30 and 09:30 local time, 7.5 to 9 hours on site, in chronological order.
    const periods = await sql`
      insert into working_times (user_id, start, "end", created_at, updated_at)
      select user_id, start, start + len, start + len, start + len
      from (
        select p.user_id,
               (d::date + time '07:30' + floor(random() * 121) * interval '1 minute')::timestamp at time zone ${zone} as start,
               interval '7 hours 30 minutes' + floor(random() * 91) * interval '1 minute' as len
        from gen_people p
        cross join generate_series(${from}::date, ${to}::date, interval '1 day') d
        where extract(isodow from d) < 6
          and not exists (select 1 from gen_absent x where x.user_id = p.user_id and x.day = d::date)
      ) w
      order by start, user_id`.execute(trx);
    step('working times');

    // Lunch (30 to 60 minutes, starting 3.5 to 4.5 hours after arrival), and on three days in ten a
    // quarter of an hour two hours after arrival.
    const lunches = await sql`
      insert into breaks (working_time_id, start, "end")
      select id, s, s + floor(30 + random() * 31) * interval '1 minute'
      from (
        select w.id, w.start + interval '3 hours 30 minutes' + floor(random() * 61) * interval '1 minute' as s
        from working_times w where w.id > ${lastId}
      ) b`.execute(trx);
    const coffees = await sql`
      insert into breaks (working_time_id, start, "end")
      select id, start + interval '2 hours', start + interval '2 hours 15 minutes'
      from (select w.id, w.start, random() as r from working_times w where w.id > ${lastId}) b
      where r < 0.3`.execute(trx);
    step('breaks');

    // The clock records that made these periods: in and out, start and end of every break, written in
    // the order they happened, as the clock command writes them (the order of ids is the order of a
    // person's clock states).
    const clocks = await sql`
      insert into clock_records (user_id, kind, status, time, client_id, received_at, working_time_id)
      select user_id, kind, status, time, gen_random_uuid(), time, working_time_id
      from (
        select w.user_id, 'work' as kind, s.status, s.time, w.id as working_time_id
        from working_times w
        cross join lateral (values (true, w.start), (false, w."end")) as s(status, time)
        where w.id > ${lastId}
        union all
        select w.user_id, 'break', s.status, s.time, w.id
        from working_times w
        join breaks b on b.working_time_id = w.id
        cross join lateral (values (true, b.start), (false, b."end")) as s(status, time)
        where w.id > ${lastId}
      ) c
      order by time, user_id`.execute(trx);
    step('clock records');
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
    if (indexes.length > 0) step('indexes');

    let weekValidations = 0;
    if (options.validateWeeksOlderThanDays !== undefined) {
      const lastMonday = addDays(mondayOf(addDays(to, -options.validateWeeksOlderThanDays)), -7);
      const validated = await sql`
        insert into week_validations (user_id, week_start, status, validated_by, validated_at, starts_at, ends_at)
        select p.user_id, m::date, 'validated', p.editor_id,
               (m::date + 7)::timestamp at time zone ${zone} + interval '9 hours',
               m::date::timestamp at time zone ${zone}, (m::date + 7)::timestamp at time zone ${zone}
        from gen_people p
        cross join generate_series(${mondayOf(from)}::date, ${lastMonday}::date, interval '7 days') m`.execute(trx);
      weekValidations = Number(validated.numAffectedRows ?? 0);
      step('week validations');
    }

    let corrections = 0;
    if (options.corrections) {
      const recent = addDays(to, -14);
      const requested = await sql`
        insert into corrections (user_id, working_time_id, changes_working_time, start, "end", reason, status, reviewer_id,
                                 reviewed_at, review_comment, created_at)
        select c.user_id, c.id, true, c.start, c."end" + interval '30 minutes', ${textArray(CORRECTION_REASONS)}[1 + floor(c.r2 * 5)::int],
               c.status, case when c.status <> 'pending' then c.editor_id end,
               case when c.status <> 'pending' then c."end" + interval '1 day 2 hours' end,
               case when c.status = 'rejected' then 'The badge log shows the usual time.' end,
               c."end" + interval '1 day'
        from (
          select w.id, w.user_id, w.start, w."end", p.editor_id, random() as r2,
                 case when w.start >= ${recent}::date::timestamp at time zone ${zone} then 'pending'
                      when random() < 0.7 then 'approved' else 'rejected' end as status
          from (select w.*, random() as r from working_times w where w.id > ${lastId}) w
          join gen_people p on p.user_id = w.user_id
          where w.r < 0.015
        ) c`.execute(trx);
      corrections = Number(requested.numAffectedRows ?? 0);
      step('corrections');
    }

    return {
      workingTimes: Number(periods.numAffectedRows ?? 0),
      breaks: Number(lunches.numAffectedRows ?? 0) + Number(coffees.numAffectedRows ?? 0),
      clockRecords: Number(clocks.numAffectedRows ?? 0),
      absences,
      weekValidations,
      corrections,
    };
  });
}

/** Fresh planner statistics after a bulk load, so the first queries get the plans they will keep. */
export async function analyze(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    await sql`analyze`.execute(trx);
  });
}
