// A team's accounts over a week, a month or a year: each member's balance and running balance, the
// breaches of the legal limits by person and day, and the team's timesheets.
import { Alert, Anchor, Box, Card, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BalanceToDate, RunningBalance } from '../../../components/balance-summary';
import { Duration } from '../../../components/duration';
import { TimesheetDownloads } from '../../../components/timesheet-downloads';
import { errorMessage } from '../../../lib/errors';
import { formatDay, formatDuration } from '../../../lib/format';
import { isoDate, parseIsoDate } from '../../../lib/time';
import { teamsQuery } from '../../../lib/company-reads';
import { teamBalancesQuery, teamComplianceQuery } from '../api/balance';
import { PeriodPicker } from '../components/period-picker';
import { RULE_KEYS } from '../components/rules';
import { rangeFromSearch } from '../search';

const route = getRouteApi('/app/teams/$teamId/balance');

export function TeamBalance() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { teamId: teamIdParam } = route.useParams();
  const search = route.useSearch();
  const teamId = Number(teamIdParam);
  const range = rangeFromSearch(search, new Date());
  const teams = useQuery(teamsQuery());
  const team = teams.data?.find((candidate) => candidate.id === teamId);
  const balances = useQuery(teamBalancesQuery(teamId, range.start, range.end));
  const compliance = useQuery(teamComplianceQuery(teamId, range.start, range.end));
  const names = new Map((team?.members ?? []).map((member) => [member.id, member.name]));
  const nameOf = (userId: number) => names.get(userId) ?? t('balance.person.unknown', { id: userId });
  const breaches = compliance.data?.breaches ?? [];
  const personSearch = { period: range.period, date: range.start };

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Stack gap={4}>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/teams/$teamId" params={{ teamId: teamIdParam }} />}>
          {t('balance.team.back', { name: team?.name ?? '…' })}
        </Anchor>
        <Title order={1} size="h2">
          {t('balance.team.title', { name: team?.name ?? '…' })}
        </Title>
      </Stack>
      <PeriodPicker
        range={range}
        onChange={(period, day) =>
          void navigate({ to: '/teams/$teamId/balance', params: { teamId: teamIdParam }, search: { period, date: isoDate(day) } })
        }
      />
      <TimesheetDownloads
        of={{ teamId }}
        start={range.start}
        end={range.end}
        label={t('balance.timesheet')}
        formatLabel={(format) => t('balance.download', { format })}
        formatLabelAs="aria-label"
      />
      <Card withBorder padding="xs">
        {balances.isPending ? (
          <Skeleton h={160} />
        ) : balances.isError ? (
          <Text role="alert">{errorMessage(balances.error, t)}</Text>
        ) : balances.data.length === 0 ? (
          <Text c="dimmed">{t('balance.team.empty')}</Text>
        ) : (
          // Scrolls sideways inside its card when its headings are wider than a phone.
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('balance.team.tableLabel')}>
            <Table verticalSpacing="xs" aria-label={t('balance.team.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('balance.team.person')}</Table.Th>
                  <Table.Th scope="col" ta="right" visibleFrom="sm">
                    {t('balance.expected')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right" visibleFrom="sm">
                    {t('balance.worked')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('balance.summary.toDate')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('balance.summary.running')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {balances.data.map((balance) => {
                  const count = breaches.filter((breach) => breach.user_id === balance.user_id).length;
                  return (
                    <Table.Tr key={balance.user_id}>
                      <Table.Th scope="row" fw={400}>
                        <Anchor
                          fw={600}
                          renderRoot={(props) => (
                            <Link {...props} to="/people/$userId/balance" params={{ userId: String(balance.user_id) }} search={personSearch} />
                          )}
                        >
                          {nameOf(balance.user_id)}
                        </Anchor>
                        {count > 0 && (
                          <Text size="sm" c="orange" fw={600}>
                            {t('balance.breaches', { count })}
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td ta="right" visibleFrom="sm">
                        <Duration seconds={balance.to_date?.expected_seconds ?? 0} size="sm" />
                      </Table.Td>
                      <Table.Td ta="right" visibleFrom="sm">
                        <Duration seconds={balance.to_date?.worked_seconds ?? 0} size="sm" />
                      </Table.Td>
                      <Table.Td ta="right" data-testid="balance-to-date">
                        <BalanceToDate balance={balance} size="sm" fw={600} />
                      </Table.Td>
                      <Table.Td ta="right" data-testid="balance-running">
                        <RunningBalance balance={balance} size="sm" />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Card>
      <section aria-labelledby="team-breaches-title">
        <Title order={2} size="h4" id="team-breaches-title" mb="xs">
          {t('balance.team.breachesTitle')}
        </Title>
        {compliance.isError ? (
          <Text role="alert">{errorMessage(compliance.error, t)}</Text>
        ) : breaches.length === 0 ? (
          <Text size="sm" c="dimmed">
            {compliance.data ? t('balance.noBreach') : t('common.loading')}
          </Text>
        ) : (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('balance.breaches', { count: breaches.length })}>
            <List size="sm">
              {breaches.map((breach, index) => (
                <List.Item key={`${breach.user_id}-${breach.rule}-${breach.date}-${index}`}>
                  {t('balance.team.breachItem', {
                    name: nameOf(breach.user_id),
                    day: formatDay(parseIsoDate(breach.date), i18n.language),
                    breach: t('balance.breachLine', {
                      rule: t(RULE_KEYS[breach.rule]),
                      measured: formatDuration(breach.measured_seconds, i18n.language),
                      limit: formatDuration(breach.limit_seconds, i18n.language),
                    }),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </section>
    </Stack>
  );
}
