// A leave request's days in words: `Mon, 28 Dec (afternoon) – Thu, 31 Dec`, or one day with its half, and
// how many days it counts. Time off and Reviews both show requests this way.
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/format';
import { formatDays, singleDayHalf, type LeaveRequest } from '../lib/leave';
import { parseIsoDate } from '../lib/time';

const HALF_KEYS = { morning: 'leave.half.morning', afternoon: 'leave.half.afternoon' } as const;

export function useLeaveDates() {
  const { t, i18n } = useTranslation();
  return (request: Pick<LeaveRequest, 'start_date' | 'end_date' | 'start_half' | 'end_half'>): string => {
    const first = formatDay(parseIsoDate(request.start_date), i18n.language);
    if (request.start_date === request.end_date) {
      const half = singleDayHalf(request);
      return half ? t('leave.dayWithHalf', { day: first, half: t(HALF_KEYS[half]) }) : first;
    }
    const last = formatDay(parseIsoDate(request.end_date), i18n.language);
    return t('leave.range', {
      first: request.start_half === 'afternoon' ? t('leave.dayWithHalf', { day: first, half: t(HALF_KEYS.afternoon) }) : first,
      last: request.end_half === 'morning' ? t('leave.dayWithHalf', { day: last, half: t(HALF_KEYS.morning) }) : last,
    });
  };
}

/** The days and how many they count. */
export function LeaveDates({ request, ...props }: { request: LeaveRequest } & TextProps) {
  const { t, i18n } = useTranslation();
  const dates = useLeaveDates();
  return (
    <Text {...props}>
      {dates(request)}{' '}
      <Text span c="dimmed" className="tabular">
        {t('leave.counted', { count: request.days, days: formatDays(request.days, i18n.language) })}
      </Text>
    </Text>
  );
}
