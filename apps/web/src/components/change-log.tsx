// A person's change log as the screens show it (my change log, a person's page): whether its hash chain is
// intact, then each entry, newest first: what was done to which record, when, by whom, before and after.
import { Alert, Badge, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Change } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { fromServiceTime } from '../lib/time';

const ACTION_KEYS = {
  create: 'changes.actions.create',
  update: 'changes.actions.update',
  delete: 'changes.actions.delete',
  validate: 'changes.actions.validate',
  reopen: 'changes.actions.reopen',
} as const;

const SUBJECT_KEYS: Record<string, string> = {
  working_time: 'changes.subjects.working_time',
  absence: 'changes.subjects.absence',
  week_validation: 'changes.subjects.week_validation',
};

/** A change-log subject (working time, absence, week validation) as one line of text. */
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

function ChangeEntry({ entry, viewerId }: { entry: Change; viewerId: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs">
          <Badge variant="light">{t(ACTION_KEYS[entry.action])}</Badge>
          <Text fw={600}>{t(SUBJECT_KEYS[entry.subject_type] ?? 'changes.subjects.other')}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(new Date(entry.created_at), i18n.language)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb={4}>
        {entry.actor_id === viewerId ? t('changes.byYou') : t('changes.byName', { name: entry.actor_name })}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder={false}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={90}>{t('changes.before')}</Table.Th>
            <Table.Td>{describeSubject(entry.subject_type, entry.before, t, i18n.language)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th w={90}>{t('changes.after')}</Table.Th>
            <Table.Td>{describeSubject(entry.subject_type, entry.after, t, i18n.language)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}

export interface ChangeLogProps {
  changes: UseQueryResult<{ data: Change[] }>;
  chain: UseQueryResult<{ valid: boolean; entries: number }>;
  /** Who looks: their own changes read "By you". */
  viewerId: number;
  /** What an empty log says on this screen. */
  empty: string;
}

export function ChangeLog({ changes, chain, viewerId, empty }: ChangeLogProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {chain.data &&
        (chain.data.valid ? (
          <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />}>
            {t('changes.chainValid', { count: chain.data.entries })}
          </Alert>
        ) : (
          <Alert color="red" variant="light" icon={<IconShieldX aria-hidden />} role="alert">
            {t('changes.chainBroken')}
          </Alert>
        ))}
      {changes.isPending ? (
        <Skeleton h={160} />
      ) : changes.isError ? (
        <Text role="alert">{errorMessage(changes.error, t)}</Text>
      ) : changes.data.data.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {changes.data.data.map((entry) => (
            <ChangeEntry key={entry.id} entry={entry} viewerId={viewerId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
