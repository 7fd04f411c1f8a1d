// Seconds owed per weekday, entered as hours (`7.5` is 7 h 30 min): one field per day, Monday first,
// each named by the language's own weekday.
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type Weekly } from '../api/balance';

export type WeeklyHours = Record<keyof Weekly, number | string>;

/** 1 January 2024 was a Monday: the weekdays' names in order. */
function weekdayName(index: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2024, 0, 1 + index));
}

export function hoursOf(weekly: Weekly): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, Math.round(weekly[day] / 36) / 100])) as WeeklyHours;
}

export function secondsOf(hours: WeeklyHours): Weekly {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, Math.round((Number(hours[day]) || 0) * 3600)])) as unknown as Weekly;
}

export const OFFICE_WEEK: Weekly = { mon: 25_200, tue: 25_200, wed: 25_200, thu: 25_200, fri: 25_200, sat: 0, sun: 0 };

export function WeeklyFields({
  value,
  onChange,
  errors = {},
}: {
  value: WeeklyHours;
  onChange: (value: WeeklyHours) => void;
  /** A sentence under a day's field, by weekday. */
  errors?: Partial<Record<keyof Weekly, string>>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
      {WEEKDAYS.map((day, index) => (
        <NumberInput
          key={day}
          label={weekdayName(index, i18n.language)}
          description={t('balance.schedule.hours')}
          value={value[day]}
          onChange={(next) => onChange({ ...value, [day]: next })}
          min={0}
          max={24}
          step={0.5}
          decimalScale={2}
          allowNegative={false}
          error={errors[day]}
        />
      ))}
    </SimpleGrid>
  );
}

/** `Mon 7 h · Tue 7 h · …`, the days owed nothing left out. */
export function weeklySummary(weekly: Weekly, language: string, format: (seconds: number) => string): string {
  const short = (index: number) => new Intl.DateTimeFormat(language, { weekday: 'short' }).format(new Date(2024, 0, 1 + index));
  return WEEKDAYS.flatMap((day, index) => (weekly[day] > 0 ? [`${short(index)} ${format(weekly[day])}`] : [])).join(' · ');
}
