import type { Static } from 'typebox';
import type { HolidaySchema } from '../schemas/accounts.js';

export type HolidayView = Static<typeof HolidaySchema>;

export function presentHoliday(row: { id: number; date: string; name: string; source: 'region' | 'company' }): HolidayView {
  return { id: row.id, date: row.date, name: row.name, source: row.source };
}
