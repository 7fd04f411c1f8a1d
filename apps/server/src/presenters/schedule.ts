import type { Selectable } from 'kysely';
import type { SchedulesTable } from '../db/schema.js';

/** ISO weekdays, Monday first: the order of `weekly_seconds` in the database. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Weekly = Record<Weekday, number>;

export interface ScheduleView {
  id: number;
  user_id: number;
  valid_from: string;
  weekly: Weekly;
}

export function weeklyOf(seconds: readonly number[]): Weekly {
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, Number(seconds[index] ?? 0)])) as Weekly;
}

export function secondsOf(weekly: Weekly): number[] {
  return WEEKDAYS.map((day) => weekly[day]);
}

export function presentSchedule(row: Selectable<SchedulesTable>): ScheduleView {
  return { id: row.id, user_id: row.user_id, valid_from: row.valid_from, weekly: weeklyOf(row.weekly_seconds) };
}
