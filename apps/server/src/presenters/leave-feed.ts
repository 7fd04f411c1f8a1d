// The calendar feed (docs/api.md#calendar-feed): RFC 5545 with ical-generator, one all-day VEVENT per run
// of consecutive leave days of one request a person's calendar shows. A UID names the request and the
// run's first day, so a calendar application that reads the feed again updates its events instead of
// duplicating them.
import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarRow } from './leave.js';
import { addDays } from '../time/zone.js';

export interface FeedEvent {
  user_id: number;
  name: string;
  leave_request_id: number;
  start: string;
  /** Inclusive. */
  end: string;
  /** The type's name where the owner may see it. */
  type_name: string | null;
  /** A single half day. */
  half: 'morning' | 'afternoon' | null;
}

/** Consecutive days of one request, as events (a weekend inside a week of leave stays one event). */
export function feedEvents(rows: readonly CalendarRow[], typeNames: ReadonlyMap<number, string>): FeedEvent[] {
  const events: FeedEvent[] = [];
  for (const row of rows) {
    let current: FeedEvent | undefined;
    for (const day of row.days) {
      if (day.status !== 'approved') continue;
      const requestId = day.leave_request_id;
      const typeName = day.leave_type_id === undefined ? null : (typeNames.get(day.leave_type_id) ?? null);
      // Days of one request a few days apart (a weekend, a holiday) join; another request starts anew.
      if (current && current.leave_request_id === requestId && addDays(current.end, 4) >= day.date) {
        current.end = day.date;
        current.half = null;
        continue;
      }
      current = { user_id: row.user_id, name: row.name, leave_request_id: requestId, start: day.date, end: day.date, type_name: typeName, half: day.half };
      events.push(current);
    }
  }
  return events;
}

export function renderFeed(events: readonly FeedEvent[], options: { host: string; calendarName: string }): string {
  const calendar = icalGenerator({ name: options.calendarName, prodId: { company: 'Timetrack', product: 'Time off' }, method: ICalCalendarMethod.PUBLISH });
  for (const event of events) {
    const what = event.type_name ?? 'Away';
    const half = event.half === null ? '' : event.half === 'morning' ? ' (morning)' : ' (afternoon)';
    calendar.createEvent({
      id: `leave-${event.leave_request_id}-${event.start}@${options.host}`,
      allDay: true,
      start: new Date(`${event.start}T00:00:00Z`),
      // DTEND of an all-day event is the day after the last (RFC 5545, 3.6.1).
      end: new Date(`${addDays(event.end, 1)}T00:00:00Z`),
      summary: `${event.name}: ${what}${half}`,
      stamp: new Date(`${event.start}T00:00:00Z`),
    });
  }
  return calendar.toString();
}
