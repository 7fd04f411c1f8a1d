// Asking for leave (or, on someone's page, entering it for them: approved at once): the type, the first and
// last days, the halves (a single half day, or the first day's afternoon and the last day's morning), a
// comment. As the dates are picked it shows the days the request counts and, for a type with an allowance,
// what remains of the year; the service's refusal lands under the field it is about.
import { Alert, Button, Card, Checkbox, Group, NativeSelect, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { formatDays, leaveTypesQuery } from '../../../lib/leave';
import { LEAVE_REFUSALS } from '../../../lib/leave-words';
import { addDays, isoDate, parseIsoDate } from '../../../lib/time';
import { expectedDaysQuery, leaveBalancesQuery, useRequestLeave } from '../api/time-off';
import { countDays, halvesOf } from '../lib/day-count';

type Field = 'leave_type_id' | 'start_date' | 'end_date' | 'halves' | 'comment';
const FIELDS: Record<string, Field> = {
  leave_type_id: 'leave_type_id',
  start_date: 'start_date',
  end_date: 'end_date',
  start_half: 'halves',
  end_half: 'halves',
  comment: 'comment',
};

/** The service's refusal placed on the form: each field's sentence under its field, anything else above. */
export function leaveRefusal(error: unknown, t: TFunction, language: string): { fields: Partial<Record<Field, string>>; general: string | null } {
  const sentences = fieldErrors(error, t, LEAVE_REFUSALS);
  const details = error instanceof ApiError ? (error.details ?? {}) : {};
  const fields: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const [name, sentence] of Object.entries(sentences)) {
    const field = FIELDS[name];
    const problem = details[name]?.[0] as ({ code: string } & Record<string, unknown>) | undefined;
    if (!field) others.push(sentence);
    // Halves that cannot be: say which ones can.
    else if (field === 'halves' && problem?.code === 'invalid') fields.halves ??= t('timeOff.refusals.halves');
    // Not enough left: the service says how much is available, and in which leave year.
    else if (problem?.code === 'insufficient_balance' && typeof problem.available_days === 'number' && typeof problem.year === 'number')
      fields[field] ??= t('timeOff.refusals.insufficientBalanceOf', { days: formatDays(problem.available_days, language), year: problem.year });
    else fields[field] ??= sentence;
  }
  if (Object.keys(sentences).length === 0) return { fields, general: errorMessage(error, t, LEAVE_REFUSALS) };
  return { fields, general: others[0] ?? null };
}

/** At most 366 days are read to count a request's days (the service refuses longer ranges too). */
const MAX_RANGE_DAYS = 366;

export function RequestForm({ userId, forSomeoneElse }: { userId: number; forSomeoneElse: boolean }) {
  const { t, i18n } = useTranslation();
  const types = useQuery(leaveTypesQuery());
  const balances = useQuery(leaveBalancesQuery(userId, null));
  const request = useRequestLeave(userId);
  const [typeId, setTypeId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [single, setSingle] = useState<'whole' | 'morning' | 'afternoon'>('whole');
  const [startAfternoon, setStartAfternoon] = useState(false);
  const [endMorning, setEndMorning] = useState(false);
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<ReturnType<typeof leaveRefusal>>({ fields: {}, general: null });
  const [sent, setSent] = useState<string | null>(null);

  const activeTypes = types.data ?? [];
  const type = activeTypes.find((candidate) => String(candidate.id) === typeId) ?? activeTypes[0];
  const end = endDate || startDate;
  const halves = halvesOf(startDate, end, { single, startAfternoon, endMorning });
  const readable =
    startDate !== '' && end >= startDate && isoDate(addDays(parseIsoDate(startDate), MAX_RANGE_DAYS - 1)) >= end;
  const expected = useQuery({ ...expectedDaysQuery(userId, startDate, end), enabled: readable });
  const counted = readable && expected.data ? countDays(expected.data, startDate, end, halves) : null;
  // What remains is that of the leave year the first day falls in (the current one's first day names its MM-DD),
  // less the days counted up to that year's end.
  const current = balances.data?.[0];
  const leaveYear =
    current && startDate ? Number(startDate.slice(0, 4)) - (startDate.slice(5) < current.year_start.slice(5) ? 1 : 0) : null;
  const yearBalances = useQuery({ ...leaveBalancesQuery(userId, leaveYear), enabled: leaveYear !== null && leaveYear !== current?.year });
  const balancesOfYear = leaveYear === current?.year ? balances.data : yearBalances.data;
  const balance = type?.tracked ? balancesOfYear?.find((candidate) => candidate.leave_type_id === type.id) : undefined;
  const inYear =
    balance && readable && expected.data
      ? end <= balance.year_end
        ? counted
        : countDays(expected.data, startDate, balance.year_end, { start_half: halves.start_half, end_half: null })
      : null;
  const remaining = balance && inYear !== null ? balance.available_days - inYear : null;
  const days = (value: number) => t('timeOff.days', { count: value, days: formatDays(value, i18n.language) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal({ fields: {}, general: null });
    setSent(null);
    if (!type) return;
    try {
      const answer = await request.mutateAsync({
        leave_type_id: type.id,
        start_date: startDate,
        end_date: end,
        ...halves,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      setSent(
        answer.data.status === 'approved'
          ? t('timeOff.form.sentApproved', { days: days(answer.data.days) })
          : t('timeOff.form.sentPending', { days: days(answer.data.days) }),
      );
      setStartDate('');
      setEndDate('');
      setSingle('whole');
      setStartAfternoon(false);
      setEndMorning(false);
      setComment('');
    } catch (caught) {
      setRefusal(leaveRefusal(caught, t, i18n.language));
    }
  };

  const oneDay = startDate !== '' && end === startDate;
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="leave-request-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="leave-request-title">
          {forSomeoneElse ? t('timeOff.form.titleFor') : t('timeOff.form.title')}
        </Title>
        {forSomeoneElse && (
          <Text size="sm" c="dimmed">
            {t('timeOff.form.forHint')}
          </Text>
        )}
        <RefusalAlert message={refusal.general ?? (types.isError ? errorMessage(types.error, t) : null)} />
        {sent && (
          <Alert color="teal" role="status">
            {sent}
          </Alert>
        )}
        <NativeSelect
          label={t('timeOff.form.type')}
          value={type ? String(type.id) : ''}
          onChange={(event) => setTypeId(event.currentTarget.value)}
          data={activeTypes.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          error={refusal.fields.leave_type_id}
          required
        />
        <Group grow align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            type="date"
            label={t('timeOff.form.start')}
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            error={refusal.fields.start_date}
            required
            miw={150}
          />
          <TextInput
            type="date"
            label={t('timeOff.form.end')}
            value={endDate}
            min={startDate || undefined}
            onChange={(event) => setEndDate(event.currentTarget.value)}
            error={refusal.fields.end_date}
            description={t('timeOff.form.endHint')}
            miw={150}
          />
        </Group>
        {oneDay ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="leave-single-half">
              {t('timeOff.form.dayPart')}
            </Text>
            <SegmentedControl
              aria-labelledby="leave-single-half"
              value={single}
              onChange={(value) => setSingle(value === 'morning' || value === 'afternoon' ? value : 'whole')}
              data={[
                { value: 'whole', label: t('timeOff.form.wholeDay') },
                { value: 'morning', label: t('timeOff.form.morning') },
                { value: 'afternoon', label: t('timeOff.form.afternoon') },
              ]}
            />
          </Stack>
        ) : (
          <Stack gap={6}>
            <Checkbox label={t('timeOff.form.startAfternoon')} checked={startAfternoon} onChange={(event) => setStartAfternoon(event.currentTarget.checked)} />
            <Checkbox label={t('timeOff.form.endMorning')} checked={endMorning} onChange={(event) => setEndMorning(event.currentTarget.checked)} />
          </Stack>
        )}
        {refusal.fields.halves && (
          <Text size="sm" c="red.9" role="alert">
            {refusal.fields.halves}
          </Text>
        )}
        <Textarea
          label={t('timeOff.form.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={refusal.fields.comment}
          autosize
          minRows={1}
          maxLength={1000}
        />
        <Card bg="var(--mantine-color-default-hover)" padding="sm" aria-live="polite" data-testid="leave-count">
          {counted === null ? (
            <Text size="sm" c="dimmed">
              {readable || startDate === '' ? t('timeOff.form.pickDates') : t('timeOff.form.badRange')}
            </Text>
          ) : (
            <Stack gap={2}>
              <Text fw={700}>{t('timeOff.form.counted', { days: days(counted) })}</Text>
              {remaining !== null && balance && (
                <Text size="sm" c={remaining < 0 ? 'red.9' : undefined}>
                  {t('timeOff.form.remaining', { days: days(remaining), year: balance.year })}
                </Text>
              )}
            </Stack>
          )}
        </Card>
        <Group>
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={request.isPending} disabled={!type || startDate === ''}>
            {forSomeoneElse ? t('timeOff.form.submitFor') : t('timeOff.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
