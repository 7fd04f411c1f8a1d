// The end of a form in a dialog: Cancel, then the form's own action, which shows it is running.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormActions({ onCancel, submitLabel, submitting }: { onCancel: () => void; submitLabel: string; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
