// Which week or month of hours is shown (My hours, a person's page): the previous and next ones, the range
// named between them with what the screen sums up for it, and the choice between a week and a month.
import { ActionIcon, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMonth } from '../lib/format';
import type { HoursView } from '../lib/hours-view';
import { rangeStart, stepPeriod, type DateRange } from '../lib/range';

/** The name of a week (`Week of Mon, 23 Nov`) or a month (`November 2026`), as the picker shows it. */
export function useViewLabel(view: HoursView, range: DateRange): string {
  const { t, i18n } = useTranslation();
  const first = rangeStart(range);
  return view === 'week' ? t('viewPicker.weekOf', { date: formatDay(first, i18n.language) }) : formatMonth(first, i18n.language);
}

export function ViewPicker({
  view,
  range,
  onChange,
  children,
}: {
  view: HoursView;
  range: DateRange;
  /** The view chosen and a day of the range to show. */
  onChange: (view: HoursView, day: Date) => void;
  /** What the screen sums up for the range, under its name. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = useViewLabel(view, range);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" onClick={() => onChange(view, stepPeriod(view, range, -1))} aria-label={t('viewPicker.previous')}>
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Stack gap={0} align="center" miw={180}>
          <Text fw={700}>{label}</Text>
          {children}
        </Stack>
        <ActionIcon variant="default" size="lg" onClick={() => onChange(view, stepPeriod(view, range, 1))} aria-label={t('viewPicker.next')}>
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>
      <SegmentedControl
        value={view}
        onChange={(value) => onChange(value === 'month' ? 'month' : 'week', rangeStart(range))}
        data={[
          { value: 'week', label: t('viewPicker.week') },
          { value: 'month', label: t('viewPicker.month') },
        ]}
        aria-label={t('viewPicker.label')}
      />
    </Group>
  );
}
