// A change-log subject (working time, absence, week validation) as one line of text.
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import { fromServiceTime } from '../../../lib/time';

export function describeSubject(subjectType: string, value: unknown, t: TFunction, language: string): string {
  if (value === null || typeof value !== 'object') return '—';
  const subject = value as Record<string, unknown>;
  if (subjectType === 'working_time' && typeof subject.start === 'string') {
    const start = formatDateTime(fromServiceTime(subject.start), language);
    const end = typeof subject.end === 'string' ? formatDateTime(fromServiceTime(subject.end), language) : t('today.now');
    const breaks = Array.isArray(subject.breaks) ? subject.breaks.length : 0;
    return t('changes.workingTime', { start, end, count: breaks });
  }
  if (subjectType === 'absence' && typeof subject.start_date === 'string') {
    return t('changes.absence', { start: subject.start_date, end: subject.end_date });
  }
  if (subjectType === 'week_validation' && typeof subject.week_start === 'string') {
    return t('changes.week', { week: subject.week_start });
  }
  return JSON.stringify(value);
}
