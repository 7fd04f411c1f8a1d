// The account day by day (a week or a month) or week by week (a year): owed, worked and the balance, with
// what explains a day (a holiday, a credited absence) and the legal limits it breached flagged on it. Days
// after yesterday have no balance yet: today is in progress, the days to come are planned.
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SignedDuration } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { formatDay, formatDuration } from '../../../lib/format';
import { dayStanding, owedBalanceOf, type DayStanding } from '../../../lib/balance';
import { addDays, isoDate, parseIsoDate } from '../../../lib/time';
import type { Balance, Breach, Holiday } from '../api/balance';
import { RULE_KEYS } from './rules';

interface Row {
  key: string;
  label: string;
  expected: number;
  worked: number;
  absence: number;
  holiday: number;
  /** Null for a day (or a week) not owed yet: today in progress, or planned. */
  balance: number | null;
  standing: DayStanding;
  holidays: Holiday[];
  breaches: Breach[];
}

function BreachLine({ breach }: { breach: Breach }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-text)" style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" c="orange" fw={600}>
        {t('balance.breachLine', {
          rule: t(RULE_KEYS[breach.rule]),
          measured: formatDuration(breach.measured_seconds, i18n.language),
          limit: formatDuration(breach.limit_seconds, i18n.language),
        })}
      </Text>
    </Group>
  );
}

/** A week is owed when its last day is; in progress when it holds today; planned otherwise. */
function weekStanding(balance: Balance, first: string, last: string): DayStanding {
  if (dayStanding(balance, last) === 'owed') return 'owed';
  const today = balance.today?.date;
  if (today !== undefined && today >= first && today <= last) return 'today';
  return owedBalanceOf(balance, first, last) === null ? 'planned' : 'today';
}

export function AccountTable({
  balance,
  breaches,
  holidays,
  byWeek,
}: {
  balance: Balance;
  breaches: Breach[];
  holidays: Holiday[];
  /** A row per week (a year) instead of a row per day. */
  byWeek: boolean;
}) {
  const { t, i18n } = useTranslation();
  const within = (date: string, first: string, last: string) => date >= first && date <= last;
  const rows: Row[] = byWeek
    ? balance.weeks.map((week) => {
        const last = isoDate(addDays(parseIsoDate(week.week_start), 6));
        return {
          key: week.week_start,
          label: t('balance.period.weekOf', { date: formatDay(parseIsoDate(week.week_start), i18n.language) }),
          expected: week.expected_seconds,
          worked: week.worked_seconds,
          absence: week.absence_seconds,
          holiday: week.holiday_seconds,
          balance: owedBalanceOf(balance, week.week_start, last),
          standing: weekStanding(balance, week.week_start, last),
          holidays: holidays.filter((holiday) => within(holiday.date, week.week_start, last)),
          breaches: breaches.filter((breach) => within(breach.date, week.week_start, last)),
        };
      })
    : balance.days.map((day) => ({
        key: day.date,
        label: formatDay(parseIsoDate(day.date), i18n.language),
        expected: day.expected_seconds,
        worked: day.worked_seconds,
        absence: day.absence_seconds,
        holiday: day.holiday_seconds,
        balance: dayStanding(balance, day.date) === 'owed' ? day.balance_seconds : null,
        standing: dayStanding(balance, day.date),
        holidays: holidays.filter((holiday) => holiday.date === day.date),
        breaches: breaches.filter((breach) => breach.date === day.date),
      }));

  return (
    <Table striped highlightOnHover={false} verticalSpacing="xs" aria-label={t('balance.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{byWeek ? t('balance.week') : t('balance.day')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('balance.expected')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('balance.worked')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('balance.balance')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-breach={row.breaches.length > 0 || undefined}>
            <Table.Th scope="row" fw={400}>
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {row.label}
                </Text>
                {(row.holidays.length > 0 || row.absence > 0) && (
                  <Group gap={4}>
                    {row.holidays.map((holiday) => (
                      <Badge key={holiday.id} color="teal" variant="light" tt="none">
                        {holiday.name}
                      </Badge>
                    ))}
                    {row.absence > 0 && (
                      <Badge color="grape" variant="light" tt="none">
                        {t('balance.absenceCredited', { duration: formatDuration(row.absence, i18n.language) })}
                      </Badge>
                    )}
                  </Group>
                )}
                {row.breaches.map((breach, index) => (
                  <BreachLine key={`${breach.rule}-${breach.date}-${index}`} breach={breach} />
                ))}
              </Stack>
            </Table.Th>
            <Table.Td ta="right">
              <Duration seconds={row.expected} size="sm" />
            </Table.Td>
            <Table.Td ta="right">
              <Duration seconds={row.worked} size="sm" />
            </Table.Td>
            <Table.Td ta="right" data-standing={row.standing}>
              {row.balance !== null && <SignedDuration seconds={row.balance} size="sm" fw={600} />}
              {row.standing !== 'owed' && (
                <Text size="xs" c="dimmed">
                  {row.standing === 'today' ? t('balance.summary.inProgress') : t('balance.summary.planned')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
