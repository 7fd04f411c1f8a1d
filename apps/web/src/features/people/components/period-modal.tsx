// Create or change one of a person's working times: start, end (empty while it goes on) and breaks. The
// service's refusals appear under the field they name; a locked week above the form.
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { WorkingTime } from '@timetrack/client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { RefusalAlert } from '../../../components/refusal-alert';
import { refusalOf, type Refusal } from '../../../lib/errors';
import { fromServiceTime, toLocalInput, toServiceTime } from '../../../lib/time';
import { useSavePeriod } from '../api/people';

export interface PeriodTarget {
  /** The working time changed; absent for a new one. */
  period?: WorkingTime;
  /** The day a new one is on. */
  day?: Date;
}

interface BreakDraft {
  start: string;
  end: string;
}

function fromInput(value: string): string | null {
  return value === '' ? null : toServiceTime(new Date(value));
}

export function PeriodModal({ userId, target, onClose }: { userId: number; target: PeriodTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePeriod(userId);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [breaks, setBreaks] = useState<BreakDraft[]>([]);
  const [refusal, setRefusal] = useState<Refusal>({ fields: {}, general: null });

  useEffect(() => {
    if (!target) return;
    setRefusal({ fields: {}, general: null });
    if (target.period) {
      const { period } = target;
      setStart(toLocalInput(fromServiceTime(period.start)));
      setEnd(period.end ? toLocalInput(fromServiceTime(period.end)) : '');
      setBreaks(
        (period.breaks ?? []).map((pause) => ({
          start: toLocalInput(fromServiceTime(pause.start)),
          end: pause.end ? toLocalInput(fromServiceTime(pause.end)) : '',
        })),
      );
    } else {
      const day = target.day ?? new Date();
      const at = (hours: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours);
      setStart(toLocalInput(at(9)));
      setEnd(toLocalInput(at(17)));
      setBreaks([]);
    }
  }, [target]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal({ fields: {}, general: null });
    const input = {
      start: fromInput(start) ?? '',
      end: fromInput(end),
      breaks: breaks.map((pause) => ({ start: fromInput(pause.start) ?? '', end: fromInput(pause.end) })),
    };
    try {
      await save.mutateAsync(target?.period ? { id: target.period.id, input } : { input });
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error, t, 'personHours'));
    }
  };

  const field = (name: string) => refusal.fields[name];
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.period ? t('person.period.editTitle') : t('person.period.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <RefusalAlert message={refusal.general} />
          <TextInput type="datetime-local" label={t('person.period.start')} value={start} onChange={(e) => setStart(e.currentTarget.value)} error={field('start')} />
          <TextInput
            type="datetime-local"
            label={t('person.period.end')}
            description={t('person.period.endHint')}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={field('end')}
          />
          <Text fw={600} size="sm">
            {t('person.period.breaks')}
          </Text>
          {breaks.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('person.period.noBreak')}
            </Text>
          )}
          {breaks.map((pause, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                type="datetime-local"
                label={t('person.period.breakStart', { n: index + 1 })}
                value={pause.start}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setBreaks((list) => list.map((item, i) => (i === index ? { ...item, start: value } : item)));
                }}
                error={field(`breaks.${index}.start`)}
                style={{ flex: 1 }}
              />
              <TextInput
                type="datetime-local"
                label={t('person.period.breakEnd', { n: index + 1 })}
                value={pause.end}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setBreaks((list) => list.map((item, i) => (i === index ? { ...item, end: value } : item)));
                }}
                error={field(`breaks.${index}.end`)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                onClick={() => setBreaks((list) => list.filter((_, i) => i !== index))}
                aria-label={t('person.period.removeBreak', { n: index + 1 })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setBreaks((list) => [...list, { start, end: start }])}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('person.period.addBreak')}
          </Button>
          <FormActions onCancel={onClose} submitLabel={t('common.save')} submitting={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
