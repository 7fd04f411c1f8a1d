// The weeks of the range shown and their validation: validated (locked), reopened, open or current; a
// manager validates a week that is over and reopens one they validated (a general manager, any).
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { WeekValidation } from '@timetrack/client';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalSentence } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { addDays, parseIsoDate } from '../../../lib/time';
import { useReopenWeek, useValidateWeek } from '../api/people';

// Memoised: a week's row is drawn again only when its own data changes.
const WeekRow = memo(function WeekRow({
  userId,
  weekStart,
  validation,
  editable,
  over,
}: {
  userId: number;
  /** The week's Monday, `YYYY-MM-DD`. */
  weekStart: string;
  validation: WeekValidation | undefined;
  editable: boolean;
  /** Whether the week has ended. */
  over: boolean;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const validate = useValidateWeek(userId);
  const reopen = useReopenWeek(userId);
  const [error, setError] = useState<string | null>(null);
  const validated = validation?.status === 'validated';
  const label = t('person.weeks.weekOf', { date: formatDay(parseIsoDate(weekStart), i18n.language) });
  const mayReopen = validated && (me.role === 'general_manager' || validation.validated_by === me.id);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(refusalSentence(caught, t, 'personHours'));
    }
  };
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{label}</Text>
          {validated ? (
            <Badge color="gray.7" leftSection={<IconLock size={12} aria-hidden />}>
              {t('person.weeks.validated')}
            </Badge>
          ) : validation?.status === 'reopened' ? (
            <Badge color="yellow.4" variant="filled" autoContrast>
              {t('person.weeks.reopened')}
            </Badge>
          ) : (
            <Badge color="blue" variant="light">
              {over ? t('person.weeks.open') : t('person.weeks.current')}
            </Badge>
          )}
        </Group>
        {editable && !validated && over && (
          <Button
            size="compact-sm"
            leftSection={<IconLock size={14} aria-hidden />}
            loading={validate.isPending}
            onClick={() => void run(() => validate.mutateAsync(weekStart))}
            aria-label={t('person.weeks.validateLabel', { week: label })}
          >
            {t('person.weeks.validate')}
          </Button>
        )}
        {editable && mayReopen && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconLockOpen size={14} aria-hidden />}
            loading={reopen.isPending}
            onClick={() => void run(() => reopen.mutateAsync(validation.id))}
            aria-label={t('person.weeks.reopenLabel', { week: label })}
          >
            {t('person.weeks.reopen')}
          </Button>
        )}
      </Group>
      {error && (
        <Text role="alert" c="red" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </Card>
  );
});

export function PersonWeeks({
  userId,
  weeks,
  validations,
  editable,
  now,
}: {
  userId: number;
  /** The Mondays of the weeks shown, `YYYY-MM-DD`. */
  weeks: string[];
  validations: readonly WeekValidation[];
  editable: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  // A week's latest validation or reopening.
  const validationOf = (week: string) => validations.filter((item) => item.week_start === week).sort((a, b) => b.id - a.id)[0];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('person.weeks.title')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {weeks.map((week) => (
          <WeekRow
            key={week}
            userId={userId}
            weekStart={week}
            validation={validationOf(week)}
            editable={editable}
            over={addDays(parseIsoDate(week), 7) <= now}
          />
        ))}
      </Stack>
    </Stack>
  );
}
