// A manager's view of one person's time off: their balances (a general manager changes a year's allowance
// from them), their requests (cancelled by a reviewer at any time outside validated weeks), and leave entered
// for them, approved at once. On one's own page, the way to one's own Time off.
import { Alert, Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { personNameQuery } from '../../../lib/person-reads';
import { LeaveBalances } from '../components/leave-balances';
import { RequestForm } from '../components/request-form';
import { RequestList } from '../components/request-list';

const route = getRouteApi('/app/people/$userId/time-off');

export function PersonTimeOff() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { userId: userIdParam } = route.useParams();
  const userId = Number(userIdParam);
  const self = userId === me.id;
  const person = useQuery({ ...personNameQuery(userId, me.role === 'general_manager'), enabled: !self });
  const name = self ? me.name : (person.data ?? t('timeOff.person.unknown', { id: userId }));

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <Stack gap={4}>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/people/$userId" params={{ userId: userIdParam }} search={{ view: 'week' }} />}>
          {t('timeOff.person.back', { name })}
        </Anchor>
        <Title order={1} size="h2">
          {t('timeOff.person.title', { name })}
        </Title>
      </Stack>
      {self && (
        <Alert color="blue" variant="light">
          {t('timeOff.person.self')}{' '}
          <Anchor component={Link} to="/time-off">
            {t('timeOff.person.selfLink')}
          </Anchor>
        </Alert>
      )}
      <LeaveBalances userId={userId} canSetAllowance={me.role === 'general_manager'} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {!self && <RequestForm userId={userId} forSomeoneElse />}
        <RequestList userId={userId} self={self} />
      </SimpleGrid>
    </Stack>
  );
}
