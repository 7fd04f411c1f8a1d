// The installable application's service worker: a new version waits until the person chooses to reload,
// so the page never changes under their hands.
import { Button, Group, Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Notification
      role="status"
      title={t('update.title')}
      onClose={() => setNeedRefresh(false)}
      closeButtonProps={{ 'aria-label': t('common.dismiss') }}
      style={{ position: 'fixed', bottom: 80, right: 16, left: 16, zIndex: 300, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group justify="space-between">
        {t('update.body')}
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {t('update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
