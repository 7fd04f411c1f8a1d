// A person's absences over the range shown, each with its type, days and note; their manager adds and
// removes them.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Absence } from '@timetrack/client';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { refusalSentence } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { parseIsoDate } from '../../../lib/time';
import { useDeleteAbsence } from '../api/people';
import { ABSENCE_TYPE_KEYS } from './absence-modal';

export function PersonAbsences({
  userId,
  absences,
  editable,
  onAdd,
}: {
  userId: number;
  absences: readonly Absence[];
  editable: boolean;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation();
  const deleteAbsence = useDeleteAbsence(userId);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('person.absences.title')}
        </Title>
        {editable && (
          <Button size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
            {t('person.absences.add')}
          </Button>
        )}
      </Group>
      {absences.length === 0 ? (
        <Text c="dimmed">{t('person.absences.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {absences.map((absence) => {
            const label = t('person.absences.range', {
              type: t(ABSENCE_TYPE_KEYS[absence.type]),
              start: formatDay(parseIsoDate(absence.start_date), i18n.language),
              end: formatDay(parseIsoDate(absence.end_date), i18n.language),
            });
            return (
              <Card withBorder padding="sm" component="li" key={absence.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text>{label}</Text>
                    {absence.note && (
                      <Text size="sm" c="dimmed">
                        {absence.note}
                      </Text>
                    )}
                  </Stack>
                  {editable && (
                    <ConfirmButton
                      size="compact-sm"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      title={t('person.absences.delete')}
                      message={t('person.absences.deleteMessage', { absence: label })}
                      onConfirm={() => deleteAbsence.mutateAsync(absence.id)}
                      explain={(error) => refusalSentence(error, t, 'personHours')}
                      aria-label={t('person.absences.deleteLabel', { absence: label })}
                    >
                      {t('person.absences.delete')}
                    </ConfirmButton>
                  )}
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
