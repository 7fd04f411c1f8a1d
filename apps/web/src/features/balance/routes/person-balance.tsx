// A manager's view of one person's account: their balance, the breaches of the legal limits, their
// timesheets and their schedule, which the manager changes (never their own: that is someone else's to do).
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { isoDate } from '../../../lib/time';
import { personNameQuery } from '../../../lib/person-reads';
import { PersonAccount } from '../components/person-account';
import { ScheduleVersions } from '../components/schedule-versions';
import { rangeFromSearch } from '../search';

const route = getRouteApi('/app/people/$userId/balance');

export function PersonBalance() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { userId: userIdParam } = route.useParams();
  const userId = Number(userIdParam);
  const self = userId === me.id;
  const range = rangeFromSearch(route.useSearch(), new Date());
  const person = useQuery({ ...personNameQuery(userId, me.role === 'general_manager'), enabled: !self });
  const name = self ? me.name : (person.data ?? t('balance.person.unknown', { id: userId }));

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Stack gap={4}>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/people/$userId" params={{ userId: userIdParam }} search={{ view: 'week' }} />}>
          {t('balance.person.back', { name })}
        </Anchor>
        <Title order={1} size="h2">
          {t('balance.person.title', { name })}
        </Title>
      </Stack>
      {self && (
        <Alert color="blue" variant="light">
          {t('balance.person.self')}
        </Alert>
      )}
      <PersonAccount
        userId={userId}
        range={range}
        onChange={(period, day) =>
          void navigate({ to: '/people/$userId/balance', params: { userId: userIdParam }, search: { period, date: isoDate(day) } })
        }
      />
      <ScheduleVersions userId={userId} editable={!self} />
    </Stack>
  );
}
