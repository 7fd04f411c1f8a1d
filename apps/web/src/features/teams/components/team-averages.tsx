// A team's averages for a range of days: each member's worked time, days and averages, the team's
// figures, a chart of the team's hours per day, and the table as a CSV file.
import { Alert, Box, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../components/duration';
import { Figure } from '../../../components/figure';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { isoDate, parseIsoDate, startOfMonth } from '../../../lib/time';
import { saveBlob } from '../../../lib/save-file';
import { averagesQuery } from '../api/teams';
import { hours, toCsv } from '../lib/csv';

const HoursBarChart = lazy(() => import('../../../components/hours-bar-chart'));

export function TeamAverages({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { t, i18n } = useTranslation();
  const today = new Date();
  const [start, setStart] = useState(isoDate(startOfMonth(today)));
  const [end, setEnd] = useState(isoDate(today));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end);
  const averages = useQuery({ ...averagesQuery(teamId, start, end), enabled: valid });
  const fields = averages.isError ? fieldErrors(averages.error, t, 'team') : {};
  const data = averages.data;

  const exportCsv = () => {
    if (!data) return;
    const header = [t('teams.averages.member'), t('teams.averages.workedHours'), t('teams.averages.days'), t('teams.averages.dailyHours'), t('teams.averages.weeklyHours')];
    const rows = data.members.map((member) => [
      member.name,
      hours(member.worked_seconds),
      member.worked_days,
      hours(member.daily_average_seconds),
      hours(member.weekly_average_seconds),
    ]);
    const team = [t('teams.averages.team'), hours(data.team.worked_seconds), '', hours(data.team.daily_average_seconds), hours(data.team.weekly_average_seconds)];
    saveBlob(new Blob([toCsv([header, ...rows, team])], { type: 'text/csv;charset=utf-8' }), `${teamName}-${data.start}-${data.end}.csv`);
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('teams.averages.title')}
        </Title>
        <Group align="flex-start" gap="sm">
          <TextInput type="date" label={t('teams.averages.start')} value={start} onChange={(e) => setStart(e.currentTarget.value)} error={fields.start} />
          <TextInput type="date" label={t('teams.averages.end')} value={end} onChange={(e) => setEnd(e.currentTarget.value)} error={fields.end} />
        </Group>
        {averages.isError && Object.keys(fields).length === 0 && (
          <Alert color="red" role="alert">
            {errorMessage(averages.error, t)}
          </Alert>
        )}
        {averages.isPending && valid ? (
          <Skeleton h={220} />
        ) : data ? (
          <>
            <Group gap="xl">
              <Figure label={t('teams.averages.teamWorked')}>
                <Duration seconds={data.team.worked_seconds} fw={700} fz="lg" />
              </Figure>
              <Figure label={t('teams.averages.teamDaily')}>
                <Duration seconds={data.team.daily_average_seconds} fw={700} fz="lg" />
              </Figure>
              <Figure label={t('teams.averages.teamWeekly')}>
                <Duration seconds={data.team.weekly_average_seconds} fw={700} fz="lg" />
              </Figure>
            </Group>
            <Text size="sm" fw={600} id={`team-${teamId}-chart`}>
              {t('teams.averages.chartTitle')}
            </Text>
            <Box h={220} role="img" aria-labelledby={`team-${teamId}-chart`} data-testid="averages-chart">
              <Suspense fallback={<Skeleton h={220} />}>
                <HoursBarChart
                  height={220}
                  decorative
                  label={t('teams.averages.chartSeries')}
                  unit={t('teams.averages.hoursUnit')}
                  days={data.series.map((point) => ({
                    day: data.series.length <= 14 ? formatDay(parseIsoDate(point.date), i18n.language) : String(parseIsoDate(point.date).getDate()),
                    seconds: point.worked_seconds,
                  }))}
                />
              </Suspense>
            </Box>
            <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('teams.averages.title')}>
              <Table striped highlightOnHover miw={560} captionSide="top">
                <Table.Caption>{t('teams.averages.tableCaption', { start: data.start, end: data.end, days: data.days })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('teams.averages.member')}</Table.Th>
                    <Table.Th>{t('teams.averages.worked')}</Table.Th>
                    <Table.Th>{t('teams.averages.days')}</Table.Th>
                    <Table.Th>{t('teams.averages.daily')}</Table.Th>
                    <Table.Th>{t('teams.averages.weekly')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.members.map((member) => (
                    <Table.Tr key={member.user_id}>
                      <Table.Td>{member.name}</Table.Td>
                      <Table.Td>
                        <Duration seconds={member.worked_seconds} />
                      </Table.Td>
                      <Table.Td className="tabular">{member.worked_days}</Table.Td>
                      <Table.Td>
                        <Duration seconds={member.daily_average_seconds} />
                      </Table.Td>
                      <Table.Td>
                        <Duration seconds={member.weekly_average_seconds} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{t('teams.averages.team')}</Table.Th>
                    <Table.Td>
                      <Duration seconds={data.team.worked_seconds} fw={700} />
                    </Table.Td>
                    <Table.Td />
                    <Table.Td>
                      <Duration seconds={data.team.daily_average_seconds} fw={700} />
                    </Table.Td>
                    <Table.Td>
                      <Duration seconds={data.team.weekly_average_seconds} fw={700} />
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Box>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCsv} style={{ alignSelf: 'flex-start' }}>
              {t('teams.averages.csv')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
