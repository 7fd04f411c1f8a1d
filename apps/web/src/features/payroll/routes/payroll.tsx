// Payroll (general managers): the wage types' codes and the DATEV numbers; a month's export with what keeps
// it from being ready, each problem linked to where it is fixed, the file (or a draft); and the reports
// e-mailed each month to the payroll bureau.
import { Anchor, Badge, Button, Card, Group, List, NativeSelect, NumberInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import {
  downloadPayroll,
  payrollPeopleQuery,
  payrollProblemsQuery,
  payrollSettingsQuery,
  schedulesQuery,
  useCreateSchedule,
  useDeleteSchedule,
  useRunSchedule,
  useSavePayrollSettings,
  type PayrollProblem,
  type PayrollProfile,
  type PayrollSettings,
  type ReportSchedule,
} from '../api/payroll';

/** Each wage type with the catalogue key of its label. */
const WAGE_TYPES = [
  ['worked', 'payroll.wageTypes.worked'],
  ['absence_vacation', 'payroll.wageTypes.vacation'],
  ['absence_sick', 'payroll.wageTypes.sick'],
  ['absence_training', 'payroll.wageTypes.training'],
  ['absence_other', 'payroll.wageTypes.otherAbsences'],
] as const;

const PROBLEM_KEYS: Record<PayrollProblem['problem'], string> = {
  no_employee_number: 'payroll.problems.no_employee_number',
  weeks_not_validated: 'payroll.problems.weeks_not_validated',
  pending_corrections: 'payroll.problems.pending_corrections',
  pending_leave: 'payroll.problems.pending_leave',
  name_transliterated: 'payroll.problems.name_transliterated',
};

function SettingsForm({ settings }: { settings: PayrollSettings }) {
  const { t } = useTranslation();
  const save = useSavePayrollSettings();
  const [codes, setCodes] = useState<Record<string, string>>(() => ({ ...settings.wage_types }));
  const [consultant, setConsultant] = useState(settings.datev.consultant_number ?? '');
  const [clientNumber, setClientNumber] = useState(settings.datev.client_number ?? '');
  const [saved, setSaved] = useState(false);
  const { errors, error, submitWith } = useFormRefusal();
  const submit = submitWith(async () => {
    setSaved(false);
    const wageTypes = Object.fromEntries(Object.entries(codes).map(([key, code]) => [key, code.trim() === '' ? null : code.trim()]));
    await save.mutateAsync({
      wage_types: wageTypes,
      datev: { consultant_number: consultant.trim() || null, client_number: clientNumber.trim() || null },
    });
    setSaved(true);
  });
  return (
    <Card withBorder component="section" aria-labelledby="payroll-settings">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="payroll-settings">
            {t('payroll.settings.title')}
          </Title>
          <Text size="sm">{t('payroll.settings.help')}</Text>
          <RefusalAlert message={error} />
          <Group gap="sm" wrap="wrap" align="flex-start">
            {WAGE_TYPES.map(([key, label]) => (
              <TextInput
                key={key}
                label={t(label)}
                value={codes[key] ?? ''}
                onChange={(e) => setCodes({ ...codes, [key]: e.currentTarget.value })}
                error={errors[`wage_types.${key}`]}
                maxLength={20}
                w={170}
              />
            ))}
          </Group>
          <Group gap="sm" wrap="wrap" align="flex-start">
            <TextInput
              label={t('payroll.settings.consultant')}
              value={consultant}
              onChange={(e) => setConsultant(e.currentTarget.value)}
              error={errors['datev.consultant_number']}
              inputMode="numeric"
              maxLength={7}
            />
            <TextInput
              label={t('payroll.settings.client')}
              value={clientNumber}
              onChange={(e) => setClientNumber(e.currentTarget.value)}
              error={errors['datev.client_number']}
              inputMode="numeric"
              maxLength={5}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
          {saved && (
            <Text role="status" size="sm" c="teal.9">
              {t('payroll.settings.saved')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}

/** Where a problem is fixed: the accounts (employee numbers), the person's weeks, the reviews. */
function ProblemLink({ problem, name }: { problem: PayrollProblem; name: string }) {
  const { t } = useTranslation();
  const text = t(PROBLEM_KEYS[problem.problem], { name });
  if (problem.problem === 'no_employee_number') return <Anchor renderRoot={(props) => <Link {...props} to="/accounts" />}>{text}</Anchor>;
  if (problem.problem === 'weeks_not_validated')
    return <Anchor renderRoot={(props) => <Link {...props} to="/people/$userId" params={{ userId: String(problem.user_id) }} />}>{text}</Anchor>;
  if (problem.problem === 'name_transliterated') return <Text span>{text}</Text>;
  return <Anchor renderRoot={(props) => <Link {...props} to="/reviews" />}>{text}</Anchor>;
}

function previousMonth(): string {
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

function MonthExport() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(previousMonth);
  const [profile, setProfile] = useState<PayrollProfile>('generic');
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const problems = useQuery({ ...payrollProblemsQuery(month, profile), enabled: valid });
  const people = useQuery(payrollPeopleQuery);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const nameOf = (id: number) => people.data?.find((person) => person.id === id)?.name ?? `#${id}`;
  const download = async (draft: boolean) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadPayroll(month, profile, draft);
    } catch (caught) {
      setDownloadError(errorMessage(caught, t));
    } finally {
      setDownloading(false);
    }
  };
  const ready = problems.data?.ready ?? false;
  return (
    <Card withBorder component="section" aria-labelledby="payroll-export">
      <Stack>
        <Title order={2} size="h4" id="payroll-export">
          {t('payroll.export.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput type="month" label={t('payroll.export.month')} value={month} onChange={(e) => setMonth(e.currentTarget.value)} />
          <NativeSelect
            label={t('payroll.export.profile')}
            value={profile}
            onChange={(e) => setProfile(e.currentTarget.value as PayrollProfile)}
            data={[
              { value: 'generic', label: t('payroll.profiles.generic') },
              { value: 'datev_lodas', label: t('payroll.profiles.datev_lodas') },
            ]}
          />
          <Button variant="default" onClick={() => void problems.refetch()} loading={problems.isFetching}>
            {t('payroll.export.check')}
          </Button>
        </Group>
        {problems.isError && <RefusalAlert message={errorMessage(problems.error, t)} />}
        {problems.data && (
          <Stack gap="xs" role="status">
            {ready ? (
              <Badge color="teal.9" variant="filled">
                {t('payroll.export.ready')}
              </Badge>
            ) : (
              <Badge color="yellow.4" variant="filled" autoContrast>
                {t('payroll.export.notReady')}
              </Badge>
            )}
            {problems.data.problems.length > 0 && (
              <List size="sm" aria-label={t('payroll.export.problems')}>
                {problems.data.problems.map((problem) => (
                  <List.Item key={`${problem.user_id}-${problem.problem}`}>
                    <ProblemLink problem={problem} name={nameOf(problem.user_id)} />
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
        <Group gap="xs">
          <Button leftSection={<IconDownload size={14} aria-hidden />} disabled={!ready} loading={downloading} onClick={() => void download(false)}>
            {t('payroll.export.download')}
          </Button>
          {!ready && problems.data && (
            <Button variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={downloading} onClick={() => void download(true)}>
              {t('payroll.export.draft')}
            </Button>
          )}
        </Group>
        {downloadError && (
          <Text role="alert" c="red" size="sm">
            {downloadError}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ScheduleRow({ schedule }: { schedule: ReportSchedule }) {
  const { t } = useTranslation();
  const remove = useDeleteSchedule();
  const run = useRunSchedule();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const what =
    schedule.report === 'payroll'
      ? t('payroll.schedules.payrollOf', { profile: t(`payroll.profiles.${schedule.profile ?? 'generic'}`) })
      : t('payroll.schedules.attendanceOf', { format: schedule.format.toUpperCase() });
  return (
    <Card withBorder component="li" padding="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600}>{what}</Text>
          <Text size="sm" c="dimmed">
            {t('payroll.schedules.when', { day: schedule.day_of_month, recipients: schedule.recipients.join(', ') })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={run.isPending}
            onClick={async () => {
              setMessage(null);
              try {
                const answer = await run.mutateAsync(schedule.id);
                setMessage({ text: t('payroll.schedules.sent', { month: answer.month }), error: false });
              } catch (caught) {
                setMessage({ text: errorMessage(caught, t), error: true });
              }
            }}
          >
            {t('payroll.schedules.sendNow')}
          </Button>
          <ConfirmButton
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            title={t('payroll.schedules.delete')}
            message={t('payroll.schedules.deleteMessage')}
            onConfirm={() => remove.mutateAsync(schedule.id)}
            explain={(error) => errorMessage(error, t)}
            aria-label={t('payroll.schedules.deleteLabel', { what })}
          >
            {t('payroll.schedules.delete')}
          </ConfirmButton>
        </Group>
      </Group>
      {message && (
        <Text size="sm" mt={4} c={message.error ? 'red' : 'teal.9'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
    </Card>
  );
}

function Schedules() {
  const { t } = useTranslation();
  const schedules = useQuery(schedulesQuery);
  const create = useCreateSchedule();
  const [kind, setKind] = useState<'attendance-csv' | 'attendance-xlsx' | 'payroll-generic' | 'payroll-datev_lodas'>('payroll-generic');
  const [day, setDay] = useState<number | string>(1);
  const [recipients, setRecipients] = useState('');
  const { errors, error, submitWith } = useFormRefusal();
  const submit = submitWith(async () => {
    const [report, option] = kind.split('-') as ['attendance' | 'payroll', string];
    await create.mutateAsync({
      report,
      ...(report === 'payroll' ? { profile: option as PayrollProfile, format: 'csv' as const } : { format: option as 'csv' | 'xlsx' }),
      day_of_month: Number(day),
      recipients: recipients
        .split(/[,;\s]+/)
        .map((address) => address.trim())
        .filter(Boolean),
    });
    setRecipients('');
  });
  return (
    <Card withBorder component="section" aria-labelledby="payroll-schedules">
      <Stack>
        <Title order={2} size="h4" id="payroll-schedules">
          {t('payroll.schedules.title')}
        </Title>
        <Text size="sm">{t('payroll.schedules.help')}</Text>
        {schedules.isPending && <Skeleton h={60} />}
        {schedules.data && schedules.data.length > 0 && (
          <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
            {schedules.data.map((schedule) => (
              <ScheduleRow key={schedule.id} schedule={schedule} />
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Stack>
            <RefusalAlert message={error} />
            <Group gap="sm" align="flex-start" wrap="wrap">
              <NativeSelect
                label={t('payroll.schedules.report')}
                value={kind}
                onChange={(e) => setKind(e.currentTarget.value as typeof kind)}
                data={[
                  { value: 'payroll-generic', label: t('payroll.schedules.payrollOf', { profile: t('payroll.profiles.generic') }) },
                  { value: 'payroll-datev_lodas', label: t('payroll.schedules.payrollOf', { profile: t('payroll.profiles.datev_lodas') }) },
                  { value: 'attendance-csv', label: t('payroll.schedules.attendanceOf', { format: 'CSV' }) },
                  { value: 'attendance-xlsx', label: t('payroll.schedules.attendanceOf', { format: 'XLSX' }) },
                ]}
              />
              <NumberInput label={t('payroll.schedules.day')} min={1} max={28} value={day} onChange={setDay} error={errors.day_of_month} w={140} />
              <TextInput
                label={t('payroll.schedules.recipients')}
                description={t('payroll.schedules.recipientsHelp')}
                value={recipients}
                onChange={(e) => setRecipients(e.currentTarget.value)}
                error={errors.recipients ?? Object.entries(errors).find(([field]) => field.startsWith('recipients.'))?.[1]}
                style={{ flex: '1 1 18rem' }}
              />
            </Group>
            <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('payroll.schedules.create')}
            </Button>
          </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

export function Payroll() {
  const { t } = useTranslation();
  const settings = useQuery(payrollSettingsQuery);
  const [key, setKey] = useState(0);
  // A fresh form once the settings are read (and after they are saved elsewhere).
  useEffect(() => setKey((k) => k + 1), [settings.dataUpdatedAt]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('payroll.title')}
      </Title>
      <MonthExport />
      {settings.isPending && <Skeleton h={160} />}
      {settings.isError && <RefusalAlert message={errorMessage(settings.error, t)} />}
      {settings.data && <SettingsForm key={key} settings={settings.data} />}
      <Schedules />
    </Stack>
  );
}
