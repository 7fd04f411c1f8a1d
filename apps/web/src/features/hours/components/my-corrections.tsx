// My correction requests, newest first, with their status and the reviewer's comment; those still waiting
// in the offline queue first.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useQueue } from '../../../lib/queue';
import { fromServiceTime } from '../../../lib/time';
import { myCorrectionsQuery } from '../api/hours';

const STATUS = {
  pending: { key: 'hours.status.pending', color: 'orange' },
  approved: { key: 'hours.status.approved', color: 'teal' },
  rejected: { key: 'hours.status.rejected', color: 'red' },
} as const;

export function MyCorrections({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const corrections = useQuery(myCorrectionsQuery(userId));
  const queued = useQueue().pending.filter((action) => action.owner_id === userId && action.input.kind === 'correction');
  const range = (start: string, end: string) =>
    `${formatDateTime(fromServiceTime(start), i18n.language)} – ${formatDateTime(fromServiceTime(end), i18n.language)}`;

  return (
    <section aria-labelledby="my-corrections">
      <Title order={2} size="h4" id="my-corrections" mb="xs">
        {t('hours.myRequests')}
      </Title>
      <Stack gap="xs">
        {queued.map((action) =>
          action.input.kind === 'correction' ? (
            <Card withBorder padding="sm" key={action.client_id}>
              <Group justify="space-between">
                <Text size="sm" className="tabular">
                  {range(action.input.body.start, action.input.body.end)}
                </Text>
                <Badge color="orange" variant="outline">
                  {t('today.notSynced')}
                </Badge>
              </Group>
              <Text size="sm">{action.input.body.reason}</Text>
            </Card>
          ) : null,
        )}
        {(corrections.data ?? []).map((correction) => (
          <Card withBorder padding="sm" key={correction.id}>
            <Group justify="space-between">
              <Text size="sm" className="tabular">
                {range(correction.start, correction.end)}
              </Text>
              <Badge color={STATUS[correction.status].color} variant="light">
                {t(STATUS[correction.status].key)}
              </Badge>
            </Group>
            <Text size="sm">{correction.reason}</Text>
            {correction.review_comment && (
              <Text size="sm" c="dimmed">
                {t('hours.reviewComment', { comment: correction.review_comment })}
              </Text>
            )}
          </Card>
        ))}
        {corrections.isSuccess && corrections.data.length === 0 && queued.length === 0 && (
          <Text c="dimmed">{t('hours.noRequests')}</Text>
        )}
      </Stack>
    </section>
  );
}
