// A new version of the application is installed: it waits until the person chooses to reload, so the page
// never changes under their hands (lib/service-worker.ts).
import { Button, Group, Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function UpdatePrompt({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Notification
      role="status"
      title={t('update.title')}
      onClose={onDismiss}
      closeButtonProps={{ 'aria-label': t('common.dismiss') }}
      style={{ position: 'fixed', bottom: 80, right: 16, left: 16, zIndex: 300, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group justify="space-between">
        {t('update.body')}
        <Button size="xs" onClick={onReload}>
          {t('update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
