// Which week, month or year the account covers: previous and next, and the kind of period.
import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMonth } from '../../../lib/format';
import { rangeStart } from '../../../lib/range';
import { stepRange, type BalancePeriod, type BalanceRange } from '../search';

export function PeriodPicker({ range, onChange }: { range: BalanceRange; onChange: (period: BalancePeriod, day: Date) => void }) {
  const { t, i18n } = useTranslation();
  const label =
    range.period === 'week'
      ? t('balance.period.weekOf', { date: formatDay(rangeStart(range), i18n.language) })
      : range.period === 'month'
        ? formatMonth(rangeStart(range), i18n.language)
        : range.start.slice(0, 4);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" onClick={() => onChange(range.period, stepRange(range, -1))} aria-label={t('balance.period.previous')}>
          <IconChevronLeft aria-hidden />
        </ActionIcon>
        <Text fw={700} miw={170} ta="center" aria-live="polite">
          {label}
        </Text>
        <ActionIcon variant="default" size="lg" onClick={() => onChange(range.period, stepRange(range, 1))} aria-label={t('balance.period.next')}>
          <IconChevronRight aria-hidden />
        </ActionIcon>
      </Group>
      <SegmentedControl
        value={range.period}
        onChange={(value) => onChange(value, rangeStart(range))}
        data={[
          { value: 'week', label: t('balance.period.week') },
          { value: 'month', label: t('balance.period.month') },
          { value: 'year', label: t('balance.period.year') },
        ]}
        aria-label={t('balance.period.label')}
      />
    </Group>
  );
}
