// My change log: who changed what in my recorded time, before and after, and whether the chain of
// entries is intact.
import { Alert, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { chainQuery, changesQuery } from '../api/changes';
import { describeSubject } from '../components/subject';

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

export function Changes() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const changes = useQuery(changesQuery(user.id));
  const chain = useQuery(chainQuery(user.id));

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Title order={1} size="h2">
        {t('changes.title')}
      </Title>
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
        <Skeleton h={200} />
      ) : changes.isError ? (
        <Text role="alert">{errorMessage(changes.error, t)}</Text>
      ) : changes.data.data.length === 0 ? (
        <Text c="dimmed">{t('changes.empty')}</Text>
      ) : (
        <Stack gap="xs">
          {changes.data.data.map((entry) => (
            <Card withBorder padding="sm" key={entry.id}>
              <Group justify="space-between" mb={4}>
                <Group gap="xs">
                  <Badge variant="light">{t(ACTION_KEYS[entry.action])}</Badge>
                  <Text fw={600}>{t(SUBJECT_KEYS[entry.subject_type] ?? 'changes.subjects.other')}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatDateTime(new Date(entry.created_at), i18n.language)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" mb={4}>
                {entry.actor_id === user.id ? t('changes.byYou') : t('changes.byName', { name: entry.actor_name })}
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
          ))}
        </Stack>
      )}
    </Stack>
  );
}
