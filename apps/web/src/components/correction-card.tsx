// A correction request as a card (Reviews, a person's page): who asked (when the screen names them), its status,
// when it was asked, the reason, the period as recorded beside the requested times (while pending, the
// difference in words) and the reviewer's comment; what the screen offers on it (deciding, a link) as children.
import { Badge, Card, Group, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { Correction } from '@timetrack/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { CorrectionComparison } from './correction-comparison';

const STATUS_KEYS = {
  pending: 'corrections.status.pending',
  approved: 'corrections.status.approved',
  rejected: 'corrections.status.rejected',
} as const;
// Dark shades under white text: readable at the badge's small size.
const STATUS_COLORS = { pending: 'blue.9', approved: 'teal.9', rejected: 'red.9' } as const;

export interface CorrectionCardProps {
  correction: Correction;
  /** The requester's name, when the screen lists several people's requests. */
  name?: string;
  /** The card's anchor (`#correction-<id>`), for links to it. */
  id?: string;
  padding?: MantineSpacing;
  children?: ReactNode;
}

export function CorrectionCard({ correction, name, id, padding = 'sm', children }: CorrectionCardProps) {
  const { t, i18n } = useTranslation();
  const status = (
    <Badge color={STATUS_COLORS[correction.status]} variant="filled">
      {t(STATUS_KEYS[correction.status])}
    </Badge>
  );
  const asked = (
    <Text size="sm" c="dimmed">
      {formatDateTime(new Date(correction.created_at), i18n.language)}
    </Text>
  );
  return (
    <Card withBorder component="li" padding={padding} {...(id ? { id } : {})}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          {name === undefined ? (
            <>
              {status}
              {asked}
            </>
          ) : (
            <>
              <Text fw={700}>{name}</Text>
              <Group gap="xs">
                {status}
                {asked}
              </Group>
            </>
          )}
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('corrections.reason')}
          </Text>{' '}
          {correction.reason}
        </Text>
        <CorrectionComparison correction={correction} showDifference={correction.status === 'pending'} />
        {correction.review_comment && (
          <Text size="sm" c="dimmed">
            {t('corrections.reviewComment', { comment: correction.review_comment })}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
