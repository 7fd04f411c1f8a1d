// The mark of a period the service closed after it was left open too long (docs/api.md#reminders): shown
// wherever periods are listed, until someone changes the period.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AutoClosedBadge({ period }: { period: { auto_closed?: boolean } }) {
  const { t } = useTranslation();
  if (!period.auto_closed) return null;
  return (
    <Badge size="sm" color="yellow.4" variant="filled" autoContrast style={{ overflow: 'visible' }} data-auto-closed>
      {t('common.autoClosed')}
    </Badge>
  );
}
