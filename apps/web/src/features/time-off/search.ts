// The search of the team calendar (`?date=2026-12-01&team=3`): a day of the month shown, and one team or all.
// Apart from the screen, so that the router reads it without loading the screen.

export interface CalendarSearch {
  /** A day of the month shown (`YYYY-MM-DD`); default today. */
  date?: string;
  team?: number;
}

export function validateCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const team = Number(search.team);
  return {
    ...(typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
    ...(Number.isInteger(team) && team > 0 ? { team } : {}),
  };
}
