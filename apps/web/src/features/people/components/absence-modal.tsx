// Record several absences at once (all or nothing, as the service takes them): type, first and last day,
// a note. Refusals appear under the row and field they name.
import { ActionIcon, Button, Group, Modal, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { RefusalAlert } from '../../../components/refusal-alert';
import { refusalOf, type Refusal } from '../../../lib/errors';
import { isoDate } from '../../../lib/time';
import { useCreateAbsences, type AbsenceInput } from '../api/people';

export const ABSENCE_TYPE_KEYS = {
  vacation: 'person.absenceTypes.vacation',
  sick: 'person.absenceTypes.sick',
  training: 'person.absenceTypes.training',
  other: 'person.absenceTypes.other',
} as const;

/** A new row: a day's vacation. */
function blankRow(date: string): AbsenceInput {
  return { type: 'vacation', start_date: date, end_date: date, note: '' };
}

export function AbsenceModal({ userId, opened, onClose, day }: { userId: number; opened: boolean; onClose: () => void; day: Date }) {
  const { t } = useTranslation();
  const create = useCreateAbsences(userId);
  const dayDate = isoDate(day);
  const [rows, setRows] = useState<AbsenceInput[]>(() => [blankRow(dayDate)]);
  const [refusal, setRefusal] = useState<Refusal>({ fields: {}, general: null });

  useEffect(() => {
    if (opened) {
      setRows([blankRow(dayDate)]);
      setRefusal({ fields: {}, general: null });
    }
  }, [opened, dayDate]);

  const change = (index: number, patch: Partial<AbsenceInput>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal({ fields: {}, general: null });
    try {
      await create.mutateAsync(rows.map((row) => ({ ...row, ...(row.note ? {} : { note: undefined }) })));
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error, t, 'personHours'));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('person.absences.addTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <RefusalAlert message={refusal.general} />
          {rows.map((row, index) => (
            <Paper withBorder p="sm" key={index}>
              <Group align="flex-start" gap="xs">
                <NativeSelect
                  label={t('person.absences.type', { n: index + 1 })}
                  value={row.type}
                  onChange={(e) => change(index, { type: e.currentTarget.value as AbsenceInput['type'] })}
                  data={Object.entries(ABSENCE_TYPE_KEYS).map(([value, key]) => ({ value, label: t(key) }))}
                />
                <TextInput
                  type="date"
                  label={t('person.absences.from', { n: index + 1 })}
                  value={row.start_date}
                  onChange={(e) => change(index, { start_date: e.currentTarget.value })}
                  error={refusal.fields[`absences.${index}.start_date`]}
                />
                <TextInput
                  type="date"
                  label={t('person.absences.to', { n: index + 1 })}
                  value={row.end_date}
                  onChange={(e) => change(index, { end_date: e.currentTarget.value })}
                  error={refusal.fields[`absences.${index}.end_date`]}
                />
                <TextInput
                  label={t('person.absences.note', { n: index + 1 })}
                  value={row.note ?? ''}
                  onChange={(e) => change(index, { note: e.currentTarget.value })}
                  style={{ flex: 1, minWidth: 140 }}
                />
                {rows.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
                    aria-label={t('person.absences.removeRow', { n: index + 1 })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setRows((list) => [...list, blankRow(dayDate)])}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('person.absences.addRow')}
          </Button>
          <FormActions onCancel={onClose} submitLabel={t('person.absences.save', { count: rows.length })} submitting={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
