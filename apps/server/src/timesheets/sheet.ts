// A payroll timesheet's content: per person and calendar day (APP_TIMEZONE) the periods, breaks, worked,
// expected, absence, holiday and balance, whether the day is past, in progress or still planned, the week's
// validation (by whom and when), the balance to date and today's progress apart (as the balance endpoint
// gives them: days not come yet are not owed), and the head hash of the person's change-log chain so that a
// printed sheet can be checked against the log. People are read one at a time, so a team's year never sits
// in memory at once.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import type { AbsenceType, Language } from '../db/schema.js';
import { balances, type AccountToDate, type BalanceDay, type TodayProgress } from '../queries/balances.js';
import { listHolidays } from '../queries/holidays.js';
import type { DayRange } from '../schemas/day-range.js';
import { INTL_LOCALES } from '../time/locale.js';
import { addDays, dateInZone, mondayOf, startOfDay } from '../time/zone.js';

export type { Language };

/** Past, today (in progress) or still to come (planned: not owed yet). */
export type DayStatus = 'past' | 'today' | 'planned';

/** Who validated a week and when (local `YYYY-MM-DD HH:MM`). */
export interface WeekValidationMark {
  by: string;
  at: string;
}

export interface SheetDay extends BalanceDay {
  status: DayStatus;
  /** Local `HH:MM-HH:MM` pieces of the periods on that day (cut at midnight). */
  periods: string[];
  breaks: string[];
  absence_type: AbsenceType | null;
  holiday_name: string | null;
  /** The Monday of the day's week. */
  week_start: string;
  /** The validation of the day's week; null while it is not validated. */
  validation: WeekValidationMark | null;
}

export interface PersonSheet {
  user_id: number;
  name: string;
  email: string | null;
  language: Language;
  start: string;
  end: string;
  zone: string;
  /** The running figures: null when the range starts today or later (nothing is owed yet). */
  to_date: AccountToDate | null;
  /** Present when today is in the range. */
  today: TodayProgress | null;
  /** The hash of the person's latest change-log entry; null when the log is empty. */
  change_log_head: string | null;
  days: SheetDay[];
}

export interface SheetQuery {
  userIds: readonly number[];
  range: DayRange;
  zone: string;
  now: Date;
  region: string | undefined;
  defaultSeconds: readonly number[];
}

const germanDate = new Intl.DateTimeFormat(INTL_LOCALES.de, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-27` as `27.11.2026`, `2026-11-27 14:05` as `27.11.2026 14:05` (times are already 24-hour). */
function germanDay(text: string): string {
  const [date, time] = text.split(' ');
  const day = germanDate.format(new Date(`${date}T00:00:00Z`));
  return time ? `${day} ${time}` : day;
}

/**
 * The words of each language. `day` writes a calendar day (or a day and time) in the sheet's text: English
 * and French sheets keep `YYYY-MM-DD`, German ones write `27.11.2026`. The CSV's and XLSX's date columns
 * stay `YYYY-MM-DD` in every language, for the programs that read them.
 */
export const LABELS = {
  en: {
    day: (date: string) => date,
    title: 'Timesheet',
    person: 'Person',
    range: 'Range',
    zone: 'Time zone',
    head: 'Change-log head hash',
    none: 'none',
    date: 'Date',
    status: 'Day',
    periods: 'Periods',
    breaks: 'Breaks',
    worked: 'Worked',
    expected: 'Expected',
    absence: 'Absence',
    absence_type: 'Absence type',
    holiday: 'Holiday',
    holiday_name: 'Holiday name',
    balance: 'Balance',
    notes: 'Details',
    auto_closed: '(closed automatically)',
    validated_by: 'Week validated by',
    validated_at: 'Week validated on',
    statuses: { past: '', today: 'In progress', planned: 'Planned' },
    to_date: 'Balance to date',
    through: (date: string) => `up to ${date}`,
    nothing_due: 'Nothing owed yet',
    today: (date: string) => `Today so far (${date})`,
    week: (monday: string) => `Week of ${monday}`,
    validated: (by: string, at: string) => `validated by ${by} on ${at}`,
    not_validated: 'not validated',
    signature_person: "Employee's signature",
    signature_manager: "Manager's signature",
    absence_types: { vacation: 'vacation', sick: 'sick', training: 'training', other: 'other' },
  },
  fr: {
    day: (date: string) => date,
    title: 'Feuille de temps',
    person: 'Personne',
    range: 'Période',
    zone: 'Fuseau horaire',
    head: 'Empreinte du dernier changement',
    none: 'aucune',
    date: 'Date',
    status: 'Jour',
    periods: 'Plages',
    breaks: 'Pauses',
    worked: 'Travaillé',
    expected: 'Prévu',
    absence: 'Absence',
    absence_type: "Type d'absence",
    holiday: 'Férié',
    holiday_name: 'Nom du férié',
    balance: 'Solde',
    notes: 'Détails',
    auto_closed: '(fermée automatiquement)',
    validated_by: 'Semaine validée par',
    validated_at: 'Semaine validée le',
    statuses: { past: '', today: 'En cours', planned: 'Prévu' },
    to_date: 'Solde à ce jour',
    through: (date: string) => `jusqu’au ${date}`,
    nothing_due: 'Rien de dû pour l’instant',
    today: (date: string) => `Aujourd’hui, pour l’instant (${date})`,
    week: (monday: string) => `Semaine du ${monday}`,
    validated: (by: string, at: string) => `validée par ${by} le ${at}`,
    not_validated: 'non validée',
    signature_person: 'Signature du salarié',
    signature_manager: 'Signature du responsable',
    absence_types: { vacation: 'congés', sick: 'maladie', training: 'formation', other: 'autre' },
  },
  de: {
    day: germanDay,
    title: 'Arbeitszeitnachweis',
    person: 'Person',
    range: 'Zeitraum',
    zone: 'Zeitzone',
    head: 'Hash des letzten Protokolleintrags',
    none: 'keiner',
    date: 'Datum',
    status: 'Tag',
    periods: 'Arbeitszeiten',
    breaks: 'Pausen',
    worked: 'Gearbeitet',
    expected: 'Soll',
    absence: 'Abwesenheit',
    absence_type: 'Art der Abwesenheit',
    holiday: 'Feiertag',
    holiday_name: 'Name des Feiertags',
    balance: 'Saldo',
    notes: 'Details',
    auto_closed: '(automatisch beendet)',
    validated_by: 'Woche freigegeben von',
    validated_at: 'Woche freigegeben am',
    statuses: { past: '', today: 'Laufend', planned: 'Geplant' },
    to_date: 'Aktueller Saldo',
    through: (date: string) => `bis ${germanDay(date)}`,
    nothing_due: 'Noch keine Sollzeit fällig',
    today: (date: string) => `Heute bisher (${germanDay(date)})`,
    week: (monday: string) => `Woche vom ${germanDay(monday)}`,
    validated: (by: string, at: string) => `freigegeben von ${by} am ${germanDay(at)}`,
    not_validated: 'nicht freigegeben',
    signature_person: 'Unterschrift Mitarbeiter/in',
    signature_manager: 'Unterschrift Vorgesetzte/r',
    absence_types: { vacation: 'Urlaub', sick: 'Krankheit', training: 'Weiterbildung', other: 'Sonstige' },
  },
} as const;

/** Seconds as `H:MM:SS`, signed: exact, so a sheet's figures read back to the balance's seconds. */
export function formatDuration(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const value = Math.abs(seconds);
  const h = Math.floor(value / 3600);
  const m = Math.floor((value % 3600) / 60);
  const s = value % 60;
  return `${sign}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** `H:MM:SS` back to seconds. */
export function parseDuration(text: string): number {
  const match = /^(-?)(\d+):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text}`);
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4]);
  return match[1] === '-' ? -seconds : seconds;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** `HH:MM` of an instant in a zone (one formatter per zone: creating one costs far more than using it). */
function clockTime(instant: number, zone: string): string {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(zone, format);
  }
  return format.format(new Date(instant));
}

/**
 * The local pieces of intervals on a day: `HH:MM-HH:MM`, `24:00` for a piece that runs to midnight; the piece
 * that ends a period the service closed carries `marker` (docs/api.md#reminders).
 */
function piecesOn(
  intervals: { start: number; end: number; autoClosed?: boolean }[],
  from: number,
  to: number,
  zone: string,
  marker = '',
): string[] {
  return intervals
    .filter((interval) => interval.start < to && interval.end > from)
    .map((interval) => {
      const s = Math.max(interval.start, from);
      const e = Math.min(interval.end, to);
      const piece = `${clockTime(s, zone)}-${e === to ? '24:00' : clockTime(e, zone)}`;
      return interval.autoClosed && e === interval.end && marker ? `${piece} ${marker}` : piece;
    });
}

interface PeriodRow {
  start: Date;
  end: Date;
  auto_closed: boolean;
  breaks: [string, string][] | string;
}

/** The validations of a person's weeks from the week of `start` to `end`, by Monday. */
async function weekValidations(db: Executor, userId: number, start: string, end: string, zone: string): Promise<Map<string, WeekValidationMark>> {
  const rows = await db
    .selectFrom('week_validations as v')
    .innerJoin('users as u', 'u.id', 'v.validated_by')
    .select(['v.week_start', 'v.validated_at', 'u.name'])
    .where('v.user_id', '=', userId)
    .where('v.status', '=', 'validated')
    .where('v.week_start', '>=', mondayOf(start))
    .where('v.week_start', '<=', end)
    .execute();
  return new Map(
    rows.map((row) => {
      const at = new Date(row.validated_at);
      return [String(row.week_start), { by: row.name, at: `${dateInZone(at, zone)} ${clockTime(at.getTime(), zone)}` }];
    }),
  );
}

/** The sheets of `userIds`, one person at a time, in that order. */
export async function* personSheets(db: Executor, query: SheetQuery): AsyncGenerator<PersonSheet> {
  const { range, zone, now } = query;
  const from = startOfDay(range.start, zone);
  const to = startOfDay(addDays(range.end, 1), zone);
  const today = dateInZone(now, zone);
  // The local midnights of the range, once for everyone: day k is [midnights[k], midnights[k + 1]).
  const midnights = Array.from({ length: range.days + 1 }, (_, k) => startOfDay(addDays(range.start, k), zone).getTime());
  const holidayNames = new Map<string, string>();
  for (const holiday of await listHolidays(db, query.region, range.start, range.end)) {
    holidayNames.set(holiday.date, holidayNames.has(holiday.date) ? `${holidayNames.get(holiday.date)}, ${holiday.name}` : holiday.name);
  }
  for (const userId of query.userIds) {
    const person = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'language'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!person) continue;
    const [balance] = await balances(db, { ...query, userIds: [userId] });
    const head = await db
      .selectFrom('changes')
      .select('hash')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const periodRows = await sql<PeriodRow>`
      select w.start, coalesce(w."end", ${now}::timestamptz) as "end", w.auto_closed,
        coalesce((
          select json_agg(json_build_array(br.start, coalesce(br."end", ${now}::timestamptz)) order by br.start)
          from breaks br where br.working_time_id = w.id), '[]'::json) as breaks
      from working_times w
      where w.user_id = ${userId} and w.start < ${to}::timestamptz and (w."end" is null or w."end" > ${from}::timestamptz)
      order by w.start`.execute(db);
    const periods = periodRows.rows.map((row) => ({
      start: new Date(row.start).getTime(),
      end: new Date(row.end).getTime(),
      autoClosed: row.auto_closed,
    }));
    const breaks = periodRows.rows.flatMap((row) =>
      (typeof row.breaks === 'string' ? (JSON.parse(row.breaks) as [string, string][]) : row.breaks).map(([s, e]) => ({
        start: Date.parse(s),
        end: Date.parse(e),
      })),
    );
    const absences = await db
      .selectFrom('absences')
      .select(['type', 'start_date', 'end_date'])
      .where('user_id', '=', userId)
      .where('start_date', '<=', range.end)
      .where('end_date', '>=', range.start)
      .execute();
    const validations = await weekValidations(db, userId, range.start, range.end, zone);
    const days: SheetDay[] = balance!.days.map((day, k) => {
      const dayStart = midnights[k]!;
      const dayEnd = midnights[k + 1]!;
      const absence = absences.find((a) => a.start_date <= day.date && a.end_date >= day.date);
      const weekStart = mondayOf(day.date);
      return {
        ...day,
        status: day.date < today ? 'past' : day.date === today ? 'today' : 'planned',
        periods: piecesOn(periods, dayStart, dayEnd, zone, LABELS[person.language].auto_closed),
        breaks: piecesOn(breaks, dayStart, dayEnd, zone),
        absence_type: absence?.type ?? null,
        holiday_name: holidayNames.get(day.date) ?? null,
        week_start: weekStart,
        validation: validations.get(weekStart) ?? null,
      };
    });
    yield {
      user_id: person.id,
      name: person.name,
      email: person.email,
      language: person.language,
      start: range.start,
      end: range.end,
      zone,
      to_date: balance!.to_date,
      today: balance!.today ?? null,
      change_log_head: head?.hash ?? null,
      days,
    };
  }
}
