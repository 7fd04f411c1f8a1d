// Reports (managers and general managers): the attendance report of everyone the caller may view over a
// range, a team at a time if wished: a table that sorts by any column, with its totals, and its CSV and XLSX
// files.
import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconDownload, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { formatDuration } from '../../../lib/format';
import { attendanceQuery, downloadAttendance, reportTeamsQuery, type AttendanceRow, type ReportRange } from '../api/reports';

type Column = 'name' | 'employee_number' | 'expected' | 'worked' | 'holiday' | 'absence' | 'balance' | 'leave' | 'breaches' | 'weeks' | 'pending';

const ABSENCE_KINDS = ['vacation', 'sick', 'training', 'other'] as const;
const absenceOf = (row: Pick<AttendanceRow, 'absence_seconds'>) => ABSENCE_KINDS.reduce((sum, kind) => sum + row.absence_seconds[kind], 0);
/** Leave days of every type together, in halves. */
const leaveOf = (row: Pick<AttendanceRow, 'leave_days'>) => row.leave_days.reduce((sum, leave) => sum + leave.days, 0);

const VALUE: Record<Column, (row: AttendanceRow) => number | string> = {
  name: (row) => row.name.toLocaleLowerCase(),
  employee_number: (row) => row.employee_number ?? '',
  expected: (row) => row.expected_seconds,
  worked: (row) => row.worked_seconds,
  holiday: (row) => row.holiday_seconds,
  absence: absenceOf,
  balance: (row) => row.balance_seconds,
  leave: leaveOf,
  breaches: (row) => row.breaches,
  weeks: (row) => row.weeks_validated - row.weeks_total,
  pending: (row) => row.pending_corrections + row.pending_leave_requests,
};

/** The month before today, as the default range. */
function lastMonth(): { start: string; end: string } {
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const last = new Date(today.getFullYear(), today.getMonth(), 0);
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { start: day(first), end: day(last) };
}

export function Reports() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<ReportRange>(() => ({ ...lastMonth(), teamId: null }));
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: 'name', descending: false });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);
  const teams = useQuery(reportTeamsQuery);
  const report = useQuery({ ...attendanceQuery(range), enabled: range.start !== '' && range.end !== '' });
  const duration = (seconds: number) => formatDuration(seconds, i18n.language);
  const days = (value: number) => t('reports.days', { count: value, formatted: new Intl.NumberFormat(i18n.language).format(value) });

  const rows = [...(report.data?.people ?? [])].sort((a, b) => {
    const x = VALUE[sort.column](a);
    const y = VALUE[sort.column](b);
    const order = x < y ? -1 : x > y ? 1 : a.user_id - b.user_id;
    return sort.descending ? -order : order;
  });

  const header = (column: Column, label: string, numeric = true) => {
    const active = sort.column === column;
    const Icon = !active ? IconArrowsSort : sort.descending ? IconSortDescending : IconSortAscending;
    return (
      <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'} style={numeric ? { textAlign: 'end' } : undefined}>
        <UnstyledButton
          onClick={() => setSort({ column, descending: active ? !sort.descending : false })}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  };

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadAttendance(range, format);
    } catch (caught) {
      setDownloadError(errorMessage(caught, t));
    } finally {
      setDownloading(null);
    }
  };

  const totals = report.data?.totals;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('reports.title')}
      </Title>
      <Text size="sm">{t('reports.intro')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t('reports.start')} value={range.start} onChange={(e) => setRange({ ...range, start: e.currentTarget.value })} />
        <TextInput type="date" label={t('reports.end')} value={range.end} onChange={(e) => setRange({ ...range, end: e.currentTarget.value })} />
        <NativeSelect
          label={t('reports.team')}
          value={range.teamId === null ? '' : String(range.teamId)}
          onChange={(e) => setRange({ ...range, teamId: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
          data={[{ value: '', label: t('reports.allTeams') }, ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name }))]}
        />
        <Group gap="xs" role="group" aria-label={t('reports.downloads')}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={downloading === format}
              onClick={() => void download(format)}
              aria-label={t('reports.download', { format: format.toUpperCase() })}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Group>
      {downloadError && (
        <Text role="alert" c="red" size="sm">
          {downloadError}
        </Text>
      )}
      {report.isError && <Alert color="red">{errorMessage(report.error, t)}</Alert>}
      {report.isPending && report.fetchStatus !== 'idle' && <Skeleton h={200} />}
      {report.data && rows.length === 0 && <Text c="dimmed">{t('reports.empty')}</Text>}
      {report.data && rows.length > 0 && totals && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover captionSide="top">
            <Table.Caption>{t('reports.caption', { start: report.data.start, end: report.data.end, count: rows.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {header('name', t('reports.columns.name'), false)}
                {header('employee_number', t('reports.columns.employeeNumber'), false)}
                {header('expected', t('reports.columns.expected'))}
                {header('worked', t('reports.columns.worked'))}
                {header('holiday', t('reports.columns.holiday'))}
                {header('absence', t('reports.columns.absence'))}
                {header('balance', t('reports.columns.balance'))}
                {header('leave', t('reports.columns.leave'))}
                {header('breaches', t('reports.columns.breaches'))}
                {header('weeks', t('reports.columns.weeks'))}
                {header('pending', t('reports.columns.pending'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.user_id}>
                  <Table.Th scope="row" style={{ fontWeight: 400 }}>
                    {row.name}
                  </Table.Th>
                  <Table.Td>{row.employee_number ?? '—'}</Table.Td>
                  <Table.Td ta="end">{duration(row.expected_seconds)}</Table.Td>
                  <Table.Td ta="end">{duration(row.worked_seconds)}</Table.Td>
                  <Table.Td ta="end">{duration(row.holiday_seconds)}</Table.Td>
                  <Table.Td ta="end">{duration(absenceOf(row))}</Table.Td>
                  <Table.Td ta="end">{duration(row.balance_seconds)}</Table.Td>
                  <Table.Td ta="end">{days(leaveOf(row))}</Table.Td>
                  <Table.Td ta="end">{row.breaches}</Table.Td>
                  <Table.Td ta="end">{t('reports.weeksOf', { validated: row.weeks_validated, total: row.weeks_total })}</Table.Td>
                  <Table.Td ta="end">{row.pending_corrections + row.pending_leave_requests}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('reports.totals')}</Table.Th>
                <Table.Td />
                <Table.Td ta="end">{duration(totals.expected_seconds)}</Table.Td>
                <Table.Td ta="end">{duration(totals.worked_seconds)}</Table.Td>
                <Table.Td ta="end">{duration(totals.holiday_seconds)}</Table.Td>
                <Table.Td ta="end">{duration(absenceOf(totals))}</Table.Td>
                <Table.Td ta="end">{duration(totals.balance_seconds)}</Table.Td>
                <Table.Td ta="end">{days(leaveOf(totals))}</Table.Td>
                <Table.Td ta="end">{totals.breaches}</Table.Td>
                <Table.Td ta="end">{t('reports.weeksOf', { validated: totals.weeks_validated, total: totals.weeks_total })}</Table.Td>
                <Table.Td ta="end">{totals.pending_corrections + totals.pending_leave_requests}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
