// Ask for a correction of a period (or of a day with a missing one): the right times and a reason. The
// request goes through the offline queue, so it is kept when there is no network.
import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { describeRefusal, errorMessage } from '../../../lib/errors';
import { toLocalInput } from '../../../lib/time';
import { useRequestCorrection } from '../api/hours';

export interface CorrectionTarget {
  workingTimeId?: number;
  start: Date;
  end: Date;
}

function CorrectionForm({ target, userId, onClose }: { target: CorrectionTarget; userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestCorrection(userId);
  const form = useForm({
    initialValues: { start: toLocalInput(target.start), end: toLocalInput(target.end), reason: '' },
    validate: {
      start: (value) => (value ? null : t('errors.fields.required')),
      end: (value, values) =>
        !value ? t('errors.fields.required') : new Date(value) <= new Date(values.start) ? t('errors.fields.before_start') : null,
      reason: (value) => (value.trim() ? null : t('errors.fields.required')),
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const result = await request.mutateAsync({
          ...(target.workingTimeId ? { working_time_id: target.workingTimeId } : {}),
          start: new Date(values.start).toISOString(),
          end: new Date(values.end).toISOString(),
          reason: values.reason.trim(),
        });
        if (result.status === 'rejected') {
          notifications.show({ color: 'red', message: describeRefusal(result.action.error, t) });
          return;
        }
        notifications.show({
          color: result.status === 'delivered' ? 'teal' : 'orange',
          message: result.status === 'delivered' ? t('hours.correctionSent') : t('hours.correctionQueued'),
        });
        onClose();
      })}
    >
      <Stack>
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(request.error, t)}
          </Alert>
        )}
        <TextInput type="datetime-local" label={t('hours.start')} required {...form.getInputProps('start')} />
        <TextInput type="datetime-local" label={t('hours.end')} required {...form.getInputProps('end')} />
        <Textarea label={t('hours.reason')} required autosize minRows={2} {...form.getInputProps('reason')} />
        <FormActions onCancel={onClose} submitLabel={t('hours.sendCorrection')} submitting={request.isPending} />
      </Stack>
    </form>
  );
}

export function CorrectionModal({
  target,
  userId,
  onClose,
}: {
  target: CorrectionTarget | null;
  userId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.workingTimeId ? t('hours.correctPeriod') : t('hours.reportMissing')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {target && (
        <CorrectionForm key={`${target.workingTimeId ?? 'day'}-${target.start.getTime()}`} target={target} userId={userId} onClose={onClose} />
      )}
    </Modal>
  );
}
