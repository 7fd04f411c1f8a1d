// Balance: one's own account of hours for a week, a month or a year, the breaches of the legal limits on
// the days they concern, and one's timesheets.
import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isoDate } from '../../../lib/time';
import { useCurrentUser } from '../../../lib/session';
import { PersonAccount } from '../components/person-account';
import { rangeFromSearch } from '../search';

const route = getRouteApi('/app/balance');

export function MyBalance() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const range = rangeFromSearch(route.useSearch(), new Date());
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('balance.title')}
        </Title>
        <Text c="dimmed">{t('balance.intro')}</Text>
      </div>
      <PersonAccount
        userId={me.id}
        range={range}
        onChange={(period, day) => void navigate({ to: '/balance', search: { period, date: isoDate(day) } })}
      />
    </Stack>
  );
}
