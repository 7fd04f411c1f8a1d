// A person's change log, newest first, with the verification of its hash chain.
import { Alert, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { fromServiceTime } from '../../../lib/time';
import { chainQuery, changesQuery } from '../api/people';

const ACTION_KEYS = {
  create: 'person.changes.actions.create',
  update: 'person.changes.actions.update',
  delete: 'person.changes.actions.delete',
  validate: 'person.changes.actions.validate',
  reopen: 'person.changes.actions.reopen',
} as const;

const SUBJECT_KEYS: Record<string, string> = {
  working_time: 'person.changes.subjects.working_time',
  absence: 'person.changes.subjects.absence',
  week_validation: 'person.changes.subjects.week_validation',
};

function describe(subjectType: string, value: unknown, t: TFunction, language: string): string {
  if (value === null || typeof value !== 'object') return '—';
  const subject = value as Record<string, unknown>;
  if (subjectType === 'working_time' && typeof subject.start === 'string') {
    return t('person.changes.period', {
      start: formatDateTime(fromServiceTime(subject.start), language),
      end: typeof subject.end === 'string' ? formatDateTime(fromServiceTime(subject.end), language) : t('person.open'),
      count: Array.isArray(subject.breaks) ? subject.breaks.length : 0,
    });
  }
  if (subjectType === 'absence' && typeof subject.start_date === 'string') {
    return t('person.changes.absence', { start: subject.start_date, end: subject.end_date });
  }
  if (subjectType === 'week_validation' && typeof subject.week_start === 'string') {
    return t('person.changes.week', { week: subject.week_start });
  }
  return JSON.stringify(value);
}

export const PersonChanges = memo(function PersonChanges({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const changes = useQuery(changesQuery(userId));
  const chain = useQuery(chainQuery(userId));
  return (
    <Stack gap="xs">
      {chain.data &&
        (chain.data.valid ? (
          <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />}>
            {t('person.changes.chainValid', { count: chain.data.entries })}
          </Alert>
        ) : (
          <Alert color="red" variant="light" icon={<IconShieldX aria-hidden />} role="alert">
            {t('person.changes.chainBroken')}
          </Alert>
        ))}
      {changes.isPending ? (
        <Skeleton h={120} />
      ) : changes.isError ? (
        <Text role="alert">{errorMessage(changes.error, t)}</Text>
      ) : changes.data.data.length === 0 ? (
        <Text c="dimmed">{t('person.changes.empty')}</Text>
      ) : (
        changes.data.data.map((entry) => (
          <Card withBorder padding="sm" key={entry.id}>
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Badge variant="light">{t(ACTION_KEYS[entry.action])}</Badge>
                <Text fw={600}>{t(SUBJECT_KEYS[entry.subject_type] ?? 'person.changes.subjects.other')}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {formatDateTime(new Date(entry.created_at), i18n.language)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('person.changes.by', { name: entry.actor_name })}
            </Text>
            <Text size="sm">
              {t('person.changes.before')} {describe(entry.subject_type, entry.before, t, i18n.language)}
            </Text>
            <Text size="sm">
              {t('person.changes.after')} {describe(entry.subject_type, entry.after, t, i18n.language)}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
});
