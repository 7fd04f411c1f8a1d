// A person's balances of leave for one leave year, one card per tracked type: what is available in large,
// then how it adds up (accrued, carried over with the day it expires, expired, taken, planned, pending).
// General managers change the year's allowance from the card.
import { ActionIcon, Button, Card, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { formatLongDay } from '../../../lib/format';
import { formatDays, leaveTypesQuery, type LeaveBalance } from '../../../lib/leave';
import { parseIsoDate } from '../../../lib/time';
import { leaveBalancesQuery, useSetAllowance } from '../api/time-off';

function Days({ days, ...props }: { days: number; fw?: number; fz?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Text className="tabular" {...props}>
      {t('timeOff.days', { count: days, days: formatDays(days, i18n.language) })}
    </Text>
  );
}

function AllowanceForm({ userId, balance, name, onDone }: { userId: number; balance: LeaveBalance; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetAllowance(userId);
  const [days, setDays] = useState<number | string>(balance.allowance_days);
  const { errors, error, submitWith } = useFormRefusal();
  const submit = submitWith(async () => {
    await save.mutateAsync({ leave_type_id: balance.leave_type_id, year: balance.year, days: Number(days) });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <RefusalAlert message={error} />
        <NumberInput
          label={t('timeOff.balances.allowanceLabel', { name, year: balance.year })}
          value={days}
          onChange={setDays}
          min={0}
          max={366}
          step={0.5}
          decimalScale={1}
          error={errors.days}
          data-autofocus
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function BalanceCard({ userId, balance, name, canSetAllowance }: { userId: number; balance: LeaveBalance; name: string; canSetAllowance: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="md" component="section" aria-label={t('timeOff.balances.cardLabel', { name, year: balance.year })} data-testid={`leave-balance-${balance.leave_type_id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h5">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('timeOff.balances.allowance', { days: t('timeOff.days', { count: balance.allowance_days, days: formatDays(balance.allowance_days, i18n.language) }) })}
            </Text>
          </div>
          {canSetAllowance && !editing && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
              aria-label={t('timeOff.balances.allowanceEdit', { name, year: balance.year })}
            >
              {t('timeOff.balances.allowanceButton')}
            </Button>
          )}
        </Group>
        {editing && <AllowanceForm userId={userId} balance={balance} name={name} onDone={() => setEditing(false)} />}
        <Figure label={t('timeOff.balances.available')}>
          <Days days={balance.available_days} fw={700} fz="xl" />
        </Figure>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <Figure label={t('timeOff.balances.accrued')}>
            <Days days={balance.accrued_days} />
          </Figure>
          <Figure label={t('timeOff.balances.carriedOver')}>
            <Days days={balance.carried_over_days} />
            {balance.carried_over_expires_on && balance.carried_over_days > 0 && (
              <Text size="xs" c="dimmed">
                {t('timeOff.balances.expiresOn', { day: formatLongDay(parseIsoDate(balance.carried_over_expires_on), i18n.language) })}
              </Text>
            )}
          </Figure>
          {balance.expired_days > 0 && (
            <Figure label={t('timeOff.balances.expired')}>
              <Days days={balance.expired_days} />
            </Figure>
          )}
          <Figure label={t('timeOff.balances.taken')}>
            <Days days={balance.taken_days} />
          </Figure>
          <Figure label={t('timeOff.balances.planned')}>
            <Days days={balance.planned_days} />
          </Figure>
          <Figure label={t('timeOff.balances.pending')}>
            <Days days={balance.pending_days} />
          </Figure>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The balances of `userId`, with the leave year chosen by arrows (the current one first). */
export function LeaveBalances({ userId, canSetAllowance }: { userId: number; canSetAllowance: boolean }) {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const balances = useQuery(leaveBalancesQuery(userId, year));
  const types = useQuery(leaveTypesQuery(true)).data;
  const shown = year ?? balances.data?.[0]?.year ?? null;
  const nameOf = (id: number) => types?.find((type) => type.id === id)?.name ?? t('timeOff.unknownType', { id });
  return (
    <section aria-labelledby="leave-balances-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="leave-balances-title">
            {t('timeOff.balances.title')}
          </Title>
          {shown !== null && (
            <Group gap="xs" wrap="nowrap">
              <ActionIcon variant="default" size="lg" onClick={() => setYear(shown - 1)} aria-label={t('timeOff.balances.previousYear')}>
                <IconChevronLeft aria-hidden />
              </ActionIcon>
              <Text fw={700} className="tabular" aria-live="polite">
                {t('timeOff.balances.year', { year: shown })}
              </Text>
              <ActionIcon variant="default" size="lg" onClick={() => setYear(shown + 1)} aria-label={t('timeOff.balances.nextYear')}>
                <IconChevronRight aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {balances.isPending ? (
          <Skeleton h={160} />
        ) : balances.isError ? (
          <Text role="alert">{errorMessage(balances.error, t)}</Text>
        ) : balances.data.length === 0 ? (
          <Text c="dimmed">{t('timeOff.balances.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {balances.data.map((balance) => (
              <BalanceCard
                key={balance.leave_type_id}
                userId={userId}
                balance={balance}
                name={nameOf(balance.leave_type_id)}
                canSetAllowance={canSetAllowance}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </section>
  );
}
