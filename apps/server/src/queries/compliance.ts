// The legal checks (docs/api.md#compliance), set by WORKING_TIME_RULES. They read the recorded periods and
// flag what the law would question; they never refuse a recording (real hours are always kept).
//   daily_rest  (all sets)  every period's start opens a 24-hour window that must hold 11 consecutive
//                           hours without work; measured: the longest such stretch in the window
//   weekly_max  (all sets)  at most 48 hours worked in a week (Monday to Sunday); measured: the week's total
//   daily_max   (de, fr)    at most 10 hours worked in a day; measured: the day's total
//   break       (de)        30 minutes of breaks past 6 hours worked in a day, 45 minutes past 9 hours
//               (fr)        20 minutes past 6 hours
//                           measured: the breaks taken that day, recorded breaks and the gaps between
//                           the day's periods both counting
// Worked time follows the balance: periods cut at local midnights, breaks deducted, open ones up to now.
import { sql } from 'kysely';
import type { WorkingTimeRules } from '../config.js';
import type { Executor } from '../db/client.js';
import { addDays, daysBetween, mondayOf, startOfDay } from '../time/zone.js';
import type { DayRange } from '../schemas/day-range.js';

export type RuleName = 'daily_rest' | 'weekly_max' | 'daily_max' | 'break';

export interface Breach {
  user_id: number;
  rule: RuleName;
  /** The day the breach is about (for weekly_max: the week's Monday; for daily_rest: the day the window opens). */
  date: string;
  measured_seconds: number;
  limit_seconds: number;
  working_time_ids: number[];
}

export interface Compliance {
  rules: WorkingTimeRules;
  breaches: Breach[];
}

const HOUR = 3600;
export const DAILY_REST_SECONDS = 11 * HOUR;
export const WEEKLY_MAX_SECONDS = 48 * HOUR;
export const DAILY_MAX_SECONDS = 10 * HOUR;

/** Breaks a day needs: the first threshold the worked time passes, from the highest. */
const BREAK_RULES: Record<WorkingTimeRules, { pastSeconds: number; breakSeconds: number }[]> = {
  eu: [],
  none: [],
  de: [
    { pastSeconds: 9 * HOUR, breakSeconds: 45 * 60 },
    { pastSeconds: 6 * HOUR, breakSeconds: 30 * 60 },
  ],
  fr: [{ pastSeconds: 6 * HOUR, breakSeconds: 20 * 60 }],
};

export function rulesOf(set: WorkingTimeRules): RuleName[] {
  if (set === 'none') return [];
  if (set === 'eu') return ['daily_rest', 'weekly_max'];
  return ['daily_rest', 'weekly_max', 'daily_max', 'break'];
}

interface Period {
  id: number;
  user_id: number;
  start: number;
  end: number;
  breaks: { start: number; end: number }[];
}

export interface ComplianceQuery {
  userIds: readonly number[];
  range: DayRange;
  zone: string;
  now: Date;
  rules: WorkingTimeRules;
}

/** Everyone's periods touching [from, to), with breaks; open periods and breaks end now. */
async function readPeriods(db: Executor, userIds: readonly number[], from: Date, to: Date, now: Date): Promise<Period[]> {
  const result = await sql<{ id: number; user_id: number; start: Date; end: Date; breaks: unknown }>`
    select w.id, w.user_id, w.start, coalesce(w."end", ${now}::timestamptz) as "end",
      coalesce((
        select json_agg(json_build_array(br.start, coalesce(br."end", ${now}::timestamptz)) order by br.start)
        from breaks br where br.working_time_id = w.id), '[]'::json) as breaks
    from working_times w
    where w.user_id = any(${sql.val([...userIds])}::int[])
      and w.start < ${to}::timestamptz and (w."end" is null or w."end" > ${from}::timestamptz)
    order by w.user_id, w.start`.execute(db);
  return result.rows.map((row) => {
    const breaks = (typeof row.breaks === 'string' ? JSON.parse(row.breaks) : row.breaks) as [string, string][];
    return {
      id: row.id,
      user_id: row.user_id,
      start: new Date(row.start).getTime(),
      end: new Date(row.end).getTime(),
      breaks: breaks.map(([start, end]) => ({ start: Date.parse(start), end: Date.parse(end) })),
    };
  });
}

const overlapMs = (a: number, b: number, from: number, to: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));

/** Worked and break seconds of one person's periods in [from, to). */
function measureDay(periods: Period[], from: number, to: number): { worked: number; breaks: number; ids: number[] } {
  let workedMs = 0;
  let breakMs = 0;
  const ids: number[] = [];
  let previousEnd: number | null = null;
  for (const period of periods) {
    const inside = overlapMs(period.start, period.end, from, to);
    if (inside === 0) continue;
    ids.push(period.id);
    const periodBreaks = period.breaks.reduce((sum, b) => sum + overlapMs(b.start, b.end, Math.max(from, period.start), Math.min(to, period.end)), 0);
    workedMs += inside - periodBreaks;
    breakMs += periodBreaks;
    // The time off between two periods of the same day is a break too.
    if (previousEnd !== null && period.start > previousEnd) breakMs += overlapMs(previousEnd, period.start, from, to);
    previousEnd = Math.max(previousEnd ?? period.end, period.end);
  }
  return { worked: Math.round(workedMs / 1000), breaks: Math.round(breakMs / 1000), ids };
}

/** The longest stretch without work in [from, from + 24 h), and the periods inside the window. */
function longestRest(periods: Period[], from: number): { rest: number; ids: number[] } {
  const to = from + 24 * HOUR * 1000;
  let cursor = from;
  let longest = 0;
  const ids: number[] = [];
  for (const period of periods) {
    if (period.end <= from || period.start >= to) continue;
    ids.push(period.id);
    if (period.start > cursor) longest = Math.max(longest, period.start - cursor);
    cursor = Math.max(cursor, period.end);
  }
  if (to > cursor) longest = Math.max(longest, to - cursor);
  return { rest: Math.round(longest / 1000), ids };
}

export async function compliance(db: Executor, query: ComplianceQuery): Promise<Compliance> {
  const { userIds, range, zone, now, rules } = query;
  const names = rulesOf(rules);
  if (names.length === 0 || userIds.length === 0) return { rules, breaches: [] };
  // Whole weeks around the range (weekly_max), and the day after it (a rest window opened on the last day).
  const firstDay = mondayOf(range.start);
  const lastDay = addDays(mondayOf(range.end), 6);
  const dayCount = daysBetween(firstDay, lastDay) + 1;
  const midnights = Array.from({ length: dayCount + 2 }, (_, k) => startOfDay(addDays(firstDay, k), zone).getTime());
  const periods = await readPeriods(db, userIds, new Date(midnights[0]!), new Date(midnights[dayCount + 1]!), now);

  const breaches: Breach[] = [];
  for (const userId of userIds) {
    const own = periods.filter((period) => period.user_id === userId);
    let weekWorked = 0;
    let weekIds = new Set<number>();
    for (let k = 0; k < dayCount; k += 1) {
      const date = addDays(firstDay, k);
      const day = measureDay(own, midnights[k]!, midnights[k + 1]!);
      const inRange = date >= range.start && date <= range.end;
      weekWorked += day.worked;
      day.ids.forEach((id) => weekIds.add(id));
      if (k % 7 === 6) {
        if (names.includes('weekly_max') && weekWorked > WEEKLY_MAX_SECONDS) {
          breaches.push({
            user_id: userId,
            rule: 'weekly_max',
            date: addDays(date, -6),
            measured_seconds: weekWorked,
            limit_seconds: WEEKLY_MAX_SECONDS,
            working_time_ids: [...weekIds],
          });
        }
        weekWorked = 0;
        weekIds = new Set();
      }
      if (!inRange) continue;
      if (names.includes('daily_max') && day.worked > DAILY_MAX_SECONDS) {
        breaches.push({ user_id: userId, rule: 'daily_max', date, measured_seconds: day.worked, limit_seconds: DAILY_MAX_SECONDS, working_time_ids: day.ids });
      }
      const needed = BREAK_RULES[rules].find((rule) => day.worked > rule.pastSeconds);
      if (names.includes('break') && needed && day.breaks < needed.breakSeconds) {
        breaches.push({ user_id: userId, rule: 'break', date, measured_seconds: day.breaks, limit_seconds: needed.breakSeconds, working_time_ids: day.ids });
      }
      if (names.includes('daily_rest')) {
        // The worst window opened by a period starting that day.
        let worst: { rest: number; ids: number[] } | undefined;
        for (const period of own) {
          if (period.start < midnights[k]! || period.start >= midnights[k + 1]!) continue;
          const window = longestRest(own, period.start);
          if (!worst || window.rest < worst.rest) worst = window;
        }
        if (worst && worst.rest < DAILY_REST_SECONDS) {
          breaches.push({ user_id: userId, rule: 'daily_rest', date, measured_seconds: worst.rest, limit_seconds: DAILY_REST_SECONDS, working_time_ids: worst.ids });
        }
      }
    }
  }
  const order: RuleName[] = ['daily_rest', 'weekly_max', 'daily_max', 'break'];
  breaches.sort((a, b) => a.date.localeCompare(b.date) || a.user_id - b.user_id || order.indexOf(a.rule) - order.indexOf(b.rule));
  return { rules, breaches };
}
