// Time off: one's balances of leave, the form to ask for leave (the days counted and what remains shown as
// the dates are picked), and one's requests with their status; a link to who is away.
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { LeaveBalances } from '../components/leave-balances';
import { RequestForm } from '../components/request-form';
import { RequestList } from '../components/request-list';

export function MyTimeOff() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('timeOff.title')}
          </Title>
          <Text c="dimmed">{t('timeOff.intro')}</Text>
        </div>
        <Anchor component={Link} to="/time-off/calendar">
          {t('timeOff.calendarLink')}
        </Anchor>
      </Group>
      <LeaveBalances userId={me.id} canSetAllowance={me.role === 'general_manager'} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RequestForm userId={me.id} forSomeoneElse={false} />
        <RequestList userId={me.id} self />
      </SimpleGrid>
    </Stack>
  );
}
