// Time off helpers shared by the web app and the command line: the figures of an `insufficient_balance`
// refusal, and a day count as people write it.
import type { ApiError } from './errors.js';

/** What is left when a request was refused for `insufficient_balance` (on `leave_type_id`), else undefined. */
export function insufficientBalance(error: ApiError): { available_days: number; year: number } | undefined {
  const problem = error.details?.leave_type_id?.find((item) => item.code === 'insufficient_balance');
  if (!problem || typeof problem.available_days !== 'number' || typeof problem.year !== 'number') return undefined;
  return { available_days: problem.available_days, year: problem.year };
}

/** A day count in halves, in the language's decimal notation (`2.5`, `2,5`); whole days without decimals. */
export function formatLeaveDays(days: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(days);
}
