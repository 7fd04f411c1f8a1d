// Importing people (general managers): many invited accounts at once, with their teams and schedules.
// Every row is checked first; with any invalid row nothing is written. Otherwise accounts, new teams,
// memberships, schedules, invitation links and their e-mails are written in one transaction, one
// set-based statement per table, so that thousands of rows take a few statements, not thousands.
import { sql } from 'kysely';
import { hashToken, randomToken } from '../../auth/tokens.js';
import type { Db, Executor } from '../../db/client.js';
import { LANGUAGES, type Language, type Role } from '../../db/schema.js';
import { BADGE_PATTERN } from '../../db/vocabulary.js';
import { enqueueMails, type OutgoingMail } from '../../mail/outbox.js';
import type { Actor } from '../../policies/rules.js';
import { instant } from '../../presenters/time.js';
import { Email, NAME_FORBIDDEN } from '../../schemas/common.js';
import { makeAjv } from '../../schemas/validation.js';
import { leaveYearOf } from '../../queries/leave.js';
import { isDayInWindow } from '../../time/calendar-window.js';
import { dateInZone, isCalendarDate } from '../../time/zone.js';
import { INVITATION_TTL_SECONDS, normalizeEmail, type LinkSettings } from './links.js';

export const IMPORT_COLUMNS = [
  'email',
  'name',
  'role',
  'team',
  'team_manager',
  'language',
  'weekly_hours',
  'badge',
  'employee_number',
  'start_date',
  'leave_days',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** One row as sent: text from a CSV file, or JSON values (numbers allowed for `weekly_hours` and `leave_days`). */
export type ImportRowInput = Partial<Record<ImportColumn, unknown>>;

export const MAX_IMPORT_ROWS = 5000;
/** Mon-Fri may hold at most a full day each. */
export const MAX_WEEKLY_HOURS = 120;
const MAX_NAME_LENGTH = 200;
const MAX_TEAM_NAME_LENGTH = 100;
/** A badge number: 1 to 20 digits (as `PUT /users/{id}/badge` takes it). */
const BADGE = new RegExp(BADGE_PATTERN);

export type ImportFieldCode = 'required' | 'invalid' | 'duplicate' | 'not_a_manager' | 'taken';
export type ImportRowStatus = 'created' | 'existing' | 'invalid';

export interface ImportRowResult {
  row: number;
  email: string;
  status: ImportRowStatus;
  errors?: Partial<Record<ImportColumn, { code: ImportFieldCode }[]>>;
}

export interface ImportResult {
  dry_run: boolean;
  created: number;
  existing: number;
  invalid: number;
  rows: ImportRowResult[];
}

export interface ImportSettings extends LinkSettings {
  timeZone: string;
  /** LEAVE_YEAR_START: `leave_days` is the allowance of the current leave year. */
  leaveYearStart: string;
}

const ROLES: readonly Role[] = ['employee', 'manager', 'general_manager'];
const MANAGING_ROLES: readonly Role[] = ['manager', 'general_manager'];
const isEmail = makeAjv({ coerce: false }).compile(Email);

/** A row's values once read: text trimmed, defaults applied, or why not. */
interface CheckedRow {
  row: number;
  email: string;
  name: string;
  role: Role;
  team: string | undefined;
  teamManager: string | undefined;
  language: Language | undefined;
  dailySeconds: number | undefined;
  /** The badge number for the shared terminals (docs/api.md#shared-clocking-terminals). */
  badge: string | undefined;
  /** The number the payroll software knows the person by (docs/api.md#payroll). */
  employeeNumber: string | undefined;
  /** The day the person starts (docs/api.md#start-date), `YYYY-MM-DD`. */
  startDate: string | undefined;
  /** The allowance of the first tracked leave type for the current leave year (docs/api.md#time-off). */
  leaveDays: number | undefined;
  errors: Partial<Record<ImportColumn, { code: ImportFieldCode }[]>>;
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Hours as `37.5` or `37,5` (a French sheet); seconds per weekday Monday to Friday, whole. */
function dailySecondsOf(value: string): number | undefined {
  if (!/^\d{1,3}([.,]\d{1,4})?$/.test(value)) return undefined;
  const hours = Number(value.replace(',', '.'));
  if (!(hours >= 0 && hours <= MAX_WEEKLY_HOURS)) return undefined;
  return Math.round((hours * 3600) / 5);
}

/** Days as `25`, `25.5` or `25,5`: halves only, at most 366. */
function leaveDaysOf(value: string): number | undefined {
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(value)) return undefined;
  const days = Number(value.replace(',', '.'));
  if (!(days >= 0 && days <= 366) || !Number.isInteger(days * 2)) return undefined;
  return days;
}

function checkRow(input: ImportRowInput, row: number): CheckedRow {
  const errors: CheckedRow['errors'] = {};
  const fail = (field: ImportColumn, code: ImportFieldCode) => (errors[field] ??= []).push({ code });
  const values = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, text(input[column])])) as Record<ImportColumn, string | undefined>;
  for (const column of IMPORT_COLUMNS) if (values[column] === undefined) fail(column, 'invalid');

  const email = normalizeEmail(values.email ?? '');
  if (values.email === '') fail('email', 'required');
  else if (values.email !== undefined && !isEmail(email)) fail('email', 'invalid');

  const name = values.name ?? '';
  if (values.name === '') fail('name', 'required');
  else if (name.length > MAX_NAME_LENGTH || NAME_FORBIDDEN.test(name)) fail('name', 'invalid');
  if (values.team !== undefined && NAME_FORBIDDEN.test(values.team)) fail('team', 'invalid');

  const roleText = (values.role ?? '').toLowerCase();
  const role = roleText === '' ? 'employee' : (ROLES.find((known) => known === roleText) ?? 'employee');
  if (roleText !== '' && !ROLES.includes(roleText as Role)) fail('role', 'invalid');

  const team = values.team || undefined;
  if (team !== undefined && team.length > MAX_TEAM_NAME_LENGTH) fail('team', 'invalid');

  const teamManager = values.team_manager ? normalizeEmail(values.team_manager) : undefined;
  // A manager without a team names nothing to manage.
  if (teamManager !== undefined && (!isEmail(teamManager) || team === undefined)) fail('team_manager', 'invalid');

  const languageText = (values.language ?? '').toLowerCase();
  const language = LANGUAGES.find((known) => known === languageText);
  if (languageText !== '' && language === undefined) fail('language', 'invalid');

  const dailySeconds = values.weekly_hours ? dailySecondsOf(values.weekly_hours) : undefined;
  if (values.weekly_hours && dailySeconds === undefined) fail('weekly_hours', 'invalid');

  const badge = values.badge || undefined;
  if (badge !== undefined && !BADGE.test(badge)) fail('badge', 'invalid');

  const employeeNumber = values.employee_number || undefined;
  // eslint-disable-next-line no-control-regex
  if (employeeNumber !== undefined && (employeeNumber.length > 32 || /[\u0000-\u001f\u007f]/.test(employeeNumber))) fail('employee_number', 'invalid');

  // A day as `PUT /users/{id}` takes it: a real `YYYY-MM-DD` of the years 1970 to 2200.
  const startDate = values.start_date || undefined;
  if (startDate !== undefined && !(isCalendarDate(startDate) && isDayInWindow(startDate))) fail('start_date', 'invalid');

  const leaveDays = values.leave_days ? leaveDaysOf(values.leave_days) : undefined;
  if (values.leave_days && leaveDays === undefined) fail('leave_days', 'invalid');

  return { row, email, name, role, team, teamManager, language, dailySeconds, badge, employeeNumber, startDate, leaveDays, errors };
}

/** What the database already holds for the file's e-mail addresses, team names and badge numbers. */
async function lookUp(db: Executor, emails: string[], teamNames: string[], badges: string[], employeeNumbers: string[]) {
  const accounts =
    emails.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'email', 'role'])
          .where(({ fn }) => fn('lower', ['email']), 'in', emails)
          .where('status', '<>', 'deleted')
          .execute();
  const teams =
    teamNames.length === 0
      ? []
      : await db
          .selectFrom('teams')
          .select(['id', 'name'])
          .where(({ fn }) => fn('lower', ['name']), 'in', teamNames)
          .execute();
  const badgeHolders =
    badges.length === 0
      ? []
      : await db.selectFrom('users').select('badge').where('badge', 'in', badges).where('status', '<>', 'deleted').execute();
  const numberHolders =
    employeeNumbers.length === 0
      ? []
      : await db.selectFrom('users').select('employee_number').where('employee_number', 'in', employeeNumbers).where('status', '<>', 'deleted').execute();
  return {
    takenEmployeeNumbers: new Set(numberHolders.map((holder) => holder.employee_number!)),
    accounts: new Map(accounts.map((account) => [normalizeEmail(account.email!), account])),
    teams: new Map(teams.map((team) => [team.name.toLowerCase(), team.id])),
    takenBadges: new Set(badgeHolders.map((holder) => holder.badge!)),
  };
}

/**
 * Checks every row and, unless `dryRun` or a row is invalid, writes the import in one transaction. The
 * answer is the same either way: each row's status and errors, and the counts.
 */
export async function importPeople(
  db: Db,
  settings: ImportSettings,
  actor: Actor,
  inputs: readonly ImportRowInput[],
  options: { dryRun: boolean; now?: Date },
): Promise<ImportResult> {
  const now = options.now ?? new Date();
  const rows = inputs.map((input, index) => checkRow(input, index + 1));

  const seen = new Map<string, number>();
  for (const row of rows) if (row.email !== '') seen.set(row.email, (seen.get(row.email) ?? 0) + 1);
  for (const row of rows) if ((seen.get(row.email) ?? 0) > 1) (row.errors.email ??= []).push({ code: 'duplicate' });
  const badgeRows = new Map<string, number>();
  for (const row of rows) if (row.badge !== undefined && !row.errors.badge) badgeRows.set(row.badge, (badgeRows.get(row.badge) ?? 0) + 1);
  for (const row of rows) if (row.badge !== undefined && (badgeRows.get(row.badge) ?? 0) > 1) (row.errors.badge ??= []).push({ code: 'duplicate' });

  const numberRows = new Map<string, number>();
  for (const row of rows) {
    if (row.employeeNumber !== undefined && !row.errors.employee_number) numberRows.set(row.employeeNumber, (numberRows.get(row.employeeNumber) ?? 0) + 1);
  }
  for (const row of rows) {
    if (row.employeeNumber !== undefined && (numberRows.get(row.employeeNumber) ?? 0) > 1) (row.errors.employee_number ??= []).push({ code: 'duplicate' });
  }

  const emails = [...new Set([...rows.map((row) => row.email), ...rows.map((row) => row.teamManager ?? '')].filter((email) => email !== ''))];
  const teamNames = [...new Set(rows.flatMap((row) => (row.team ? [row.team.toLowerCase()] : [])))];

  return db.transaction().execute(async (trx) => {
    const known = await lookUp(trx, emails, teamNames, [...badgeRows.keys()], [...numberRows.keys()]);
    const isExisting = (row: CheckedRow) => !row.errors.email && known.accounts.has(row.email);
    // A badge another account already holds (an existing account's own row is left unchanged anyway).
    for (const row of rows) {
      if (row.badge !== undefined && !row.errors.badge && !isExisting(row) && known.takenBadges.has(row.badge)) {
        (row.errors.badge ??= []).push({ code: 'taken' });
      }
      if (row.employeeNumber !== undefined && !row.errors.employee_number && !isExisting(row) && known.takenEmployeeNumbers.has(row.employeeNumber)) {
        (row.errors.employee_number ??= []).push({ code: 'taken' });
      }
    }
    // `leave_days` sets the allowance of the first tracked leave type: without one, it cannot be.
    if (rows.some((row) => row.leaveDays !== undefined)) {
      const tracked = await firstTrackedType(trx);
      if (tracked === undefined) for (const row of rows) if (row.leaveDays !== undefined) (row.errors.leave_days ??= []).push({ code: 'invalid' });
    }
    const toCreate = (row: CheckedRow) => Object.keys(row.errors).length === 0 && !known.accounts.has(row.email);
    // Managers named by a row: an account that manages (manager or general manager), or a row of this file
    // creating one.
    const newManagers = new Set(rows.filter((row) => !isExisting(row) && MANAGING_ROLES.includes(row.role)).map((row) => row.email));
    for (const row of rows) {
      if (row.teamManager === undefined || row.errors.team_manager) continue;
      const account = known.accounts.get(row.teamManager);
      const manages = account ? MANAGING_ROLES.includes(account.role) : newManagers.has(row.teamManager);
      if (!manages) (row.errors.team_manager ??= []).push({ code: 'not_a_manager' });
    }
    // A new team has one manager: rows naming different ones for the same new team are all invalid.
    const namedManagers = new Map<string, Set<string>>();
    for (const row of rows) {
      if (!row.team || !row.teamManager || known.teams.has(row.team.toLowerCase())) continue;
      const names = namedManagers.get(row.team.toLowerCase()) ?? new Set<string>();
      names.add(row.teamManager);
      namedManagers.set(row.team.toLowerCase(), names);
    }
    for (const row of rows) {
      if (row.team && row.teamManager && (namedManagers.get(row.team.toLowerCase())?.size ?? 0) > 1 && !row.errors.team_manager) {
        (row.errors.team_manager ??= []).push({ code: 'invalid' });
      }
    }

    const results: ImportRowResult[] = rows.map((row) => {
      const hasErrors = Object.keys(row.errors).length > 0;
      // An e-mail that already has an account is left as it is, whatever else its row says.
      const status: ImportRowStatus = isExisting(row) && !row.errors.email ? 'existing' : hasErrors ? 'invalid' : 'created';
      return { row: row.row, email: row.email, status, ...(status === 'invalid' ? { errors: row.errors } : {}) };
    });
    const counts = { created: 0, existing: 0, invalid: 0 };
    for (const result of results) counts[result.status] += 1;
    const answer = (dryRun: boolean): ImportResult => ({ dry_run: dryRun, ...counts, rows: results });
    if (options.dryRun) return answer(true);
    if (counts.invalid > 0) return answer(false);

    await writeImport(trx, settings, actor, rows.filter(toCreate), known.teams, known.accounts, now);
    return answer(false);
  });
}

async function firstTrackedType(db: Executor): Promise<number | undefined> {
  const type = await db.selectFrom('leave_types').select('id').where('tracked', '=', true).where('active', '=', true).orderBy('id').executeTakeFirst();
  return type?.id;
}

async function writeImport(
  trx: Executor,
  settings: ImportSettings,
  actor: Actor,
  rows: CheckedRow[],
  existingTeams: Map<string, number>,
  accounts: Map<string, { id: number }>,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const created = await sql<{ id: number; email: string }>`
    insert into users (email, name, role, status, language, badge, employee_number, start_date)
    select r.email, r.name, r.role, 'invited', coalesce(r.language, 'en'), r.badge, r.employee_number, r.start_date
    from jsonb_to_recordset(${JSON.stringify(
      rows.map(({ email, name, role, language, badge, employeeNumber, startDate }) => ({
        email,
        name,
        role,
        language: language ?? null,
        badge: badge ?? null,
        employee_number: employeeNumber ?? null,
        start_date: startDate ?? null,
      })),
    )}::jsonb)
      as r(email text, name text, role text, language text, badge text, employee_number text, start_date date)
    returning id, email`.execute(trx);
  const idOf = new Map(created.rows.map((user) => [user.email, user.id]));
  const userId = (email: string) => idOf.get(email) ?? accounts.get(email)!.id;

  // New teams, each managed by the manager its rows name, else by the caller.
  const newTeams = new Map<string, { name: string; manager_id: number }>();
  for (const row of rows) {
    if (!row.team || existingTeams.has(row.team.toLowerCase())) continue;
    const team = newTeams.get(row.team.toLowerCase());
    const managerId = row.teamManager ? userId(row.teamManager) : undefined;
    if (!team) newTeams.set(row.team.toLowerCase(), { name: row.team, manager_id: managerId ?? actor.id });
    else if (managerId !== undefined) team.manager_id = managerId;
  }
  const teamIds = new Map(existingTeams);
  if (newTeams.size > 0) {
    const inserted = await sql<{ id: number; name: string }>`
      insert into teams (name, manager_id)
      select t.name, t.manager_id from jsonb_to_recordset(${JSON.stringify([...newTeams.values()])}::jsonb) as t(name text, manager_id integer)
      returning id, name`.execute(trx);
    for (const team of inserted.rows) teamIds.set(team.name.toLowerCase(), team.id);
  }

  const memberships = rows.flatMap((row) => (row.team ? [{ team_id: teamIds.get(row.team.toLowerCase())!, user_id: idOf.get(row.email)! }] : []));
  if (memberships.length > 0) {
    await sql`
      insert into team_members (team_id, user_id)
      select m.team_id, m.user_id from jsonb_to_recordset(${JSON.stringify(memberships)}::jsonb) as m(team_id integer, user_id integer)`.execute(trx);
  }

  const today = dateInZone(now, settings.timeZone);
  const schedules = rows.flatMap((row) => (row.dailySeconds === undefined ? [] : [{ user_id: idOf.get(row.email)!, seconds: row.dailySeconds }]));
  if (schedules.length > 0) {
    await sql`
      insert into schedules (user_id, valid_from, weekly_seconds, created_by)
      select s.user_id, ${today}::date, array[s.seconds, s.seconds, s.seconds, s.seconds, s.seconds, 0, 0], ${actor.id}::integer
      from jsonb_to_recordset(${JSON.stringify(schedules)}::jsonb) as s(user_id integer, seconds integer)`.execute(trx);
  }

  const allowances = rows.flatMap((row) => (row.leaveDays === undefined ? [] : [{ user_id: idOf.get(row.email)!, days: row.leaveDays }]));
  if (allowances.length > 0) {
    const typeId = (await firstTrackedType(trx))!;
    const year = leaveYearOf(today, settings.leaveYearStart);
    await sql`
      insert into leave_allowances (user_id, leave_type_id, year, days, updated_by)
      select a.user_id, ${typeId}::integer, ${year}::integer, a.days, ${actor.id}::integer
      from jsonb_to_recordset(${JSON.stringify(allowances)}::jsonb) as a(user_id integer, days numeric)`.execute(trx);
  }

  // Invitation links: only their hashes are stored; the links themselves leave in the e-mails.
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
  const links = rows.map((row) => ({ row, token: randomToken() }));
  await sql`
    insert into password_tokens (token_hash, user_id, purpose, created_at, expires_at)
    select l.token_hash, l.user_id, 'invitation', ${now}::timestamptz, ${expiresAt}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(links.map(({ row, token }) => ({ token_hash: hashToken(token), user_id: idOf.get(row.email)! })))}::jsonb)
      as l(token_hash text, user_id integer)`.execute(trx);
  const mails: OutgoingMail<'invitation'>[] = links.map(({ row, token }) => ({
    recipient: row.email,
    template: 'invitation',
    language: row.language ?? 'en',
    payload: { name: row.name, link: `${settings.publicUrl}/set-password/${token}`, expires_at: instant(expiresAt) },
  }));
  await enqueueMails(trx, mails);
}
