// Month-end for a team: pick a date, see which weeks of which members would be validated and which are held
// back (an open period, a pending correction, a pending leave request), each with a link to where it is fixed; then validate them all
// at once and see what was done. Held-back weeks are offered again on the next run.
import { Anchor, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '@timetrack/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { addDays, isoDate, parseIsoDate, startOfMonth } from '../../../lib/time';
import { useValidateTeamWeeks, type Member, type TeamWeeks } from '../api/teams';

const REASON_KEYS = {
  open_period: 'teams.monthEnd.reasons.open_period',
  pending_correction: 'teams.monthEnd.reasons.pending_correction',
  pending_leave: 'teams.monthEnd.reasons.pending_leave',
} as const;

interface BlockedGroup {
  userId: number;
  reason: keyof typeof REASON_KEYS;
  workingTimeId: number | null;
  correctionId: number | null;
  leaveRequestId: number | null;
  weeks: string[];
}

/** Held-back weeks of one person for one cause, together: one period or one request often holds several. */
function groupBlocked(blocked: TeamWeeks['blocked']): BlockedGroup[] {
  const groups = new Map<string, BlockedGroup>();
  for (const week of blocked) {
    const key = `${week.user_id} ${week.reason} ${week.working_time_id ?? ''} ${week.correction_id ?? ''} ${week.leave_request_id ?? ''}`;
    const group = groups.get(key);
    if (group) group.weeks.push(week.week_start);
    else
      groups.set(key, {
        userId: week.user_id,
        reason: week.reason,
        workingTimeId: week.working_time_id,
        correctionId: week.correction_id,
        leaveRequestId: week.leave_request_id,
        weeks: [week.week_start],
      });
  }
  return [...groups.values()];
}

function Outcome({ data, nameOf }: { data: TeamWeeks; nameOf: (id: number) => string }) {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatDay(parseIsoDate(date), i18n.language);
  const weeksText = (weeks: string[]) => t('teams.monthEnd.weeks', { count: weeks.length, dates: weeks.map(day).join(' · ') });
  const byMember = new Map<number, string[]>();
  for (const week of data.validated) byMember.set(week.user_id, [...(byMember.get(week.user_id) ?? []), week.week_start]);
  const blocked = groupBlocked(data.blocked);
  const count = data.validated.length;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {data.dry_run ? t('teams.monthEnd.willValidate', { count }) : t('teams.monthEnd.validated', { count })}
        </Title>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('teams.monthEnd.nothing')}
          </Text>
        ) : (
          <List size="sm" spacing={4} aria-label={t('teams.monthEnd.validatedList')}>
            {[...byMember].map(([userId, weeks]) => (
              <List.Item key={userId}>
                <Text span size="sm" fw={600}>
                  {nameOf(userId)}
                </Text>{' '}
                <Text span size="sm">
                  {weeksText(weeks)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      {blocked.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('teams.monthEnd.blockedTitle', { count: data.blocked.length })}
          </Title>
          <List size="sm" spacing={6} aria-label={t('teams.monthEnd.blockedList')}>
            {blocked.map((group) => {
              const name = nameOf(group.userId);
              return (
                <List.Item key={`${group.userId} ${group.reason} ${group.workingTimeId} ${group.correctionId} ${group.leaveRequestId}`}>
                  <Text span size="sm" fw={600}>
                    {name}
                  </Text>{' '}
                  <Text span size="sm">
                    {weeksText(group.weeks)}
                  </Text>
                  <Text size="sm">{t(REASON_KEYS[group.reason])}</Text>
                  {group.reason === 'open_period' ? (
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/people/$userId"
                          params={{ userId: String(group.userId) }}
                          search={{ view: 'week', date: group.weeks[0]! }}
                        />
                      )}
                    >
                      {t('teams.monthEnd.fixOpenPeriod', { name })}
                    </Anchor>
                  ) : group.reason === 'pending_leave' ? (
                    <Anchor
                      size="sm"
                      renderRoot={(props) => <Link {...props} to="/reviews" hash={`leave-request-${group.leaveRequestId ?? ''}`} />}
                    >
                      {t('teams.monthEnd.fixLeave', { name })}
                    </Anchor>
                  ) : (
                    <Anchor
                      size="sm"
                      renderRoot={(props) => <Link {...props} to="/reviews" hash={`correction-${group.correctionId ?? ''}`} />}
                    >
                      {t('teams.monthEnd.fixCorrection', { name })}
                    </Anchor>
                  )}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

export function MonthEnd({ teamId, members }: { teamId: number; members: Member[] }) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(() => isoDate(addDays(startOfMonth(new Date()), -1)));
  const run = useValidateTeamWeeks(teamId);
  const [preview, setPreview] = useState<TeamWeeks | null>(null);
  const [result, setResult] = useState<TeamWeeks | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = new Map(members.map((member) => [member.id, member.name]));
  const nameOf = (id: number) => names.get(id) ?? t('teams.monthEnd.unknownName', { id });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(until);

  const send = async (dryRun: boolean) => {
    setError(null);
    try {
      const data = await run.mutateAsync({ until, dryRun });
      setPreview(dryRun ? data : null);
      setResult(dryRun ? null : data);
    } catch (caught) {
      const tooMany = caught instanceof ApiError && caught.details?.until?.[0]?.code === 'range_too_long';
      setError(tooMany ? t('teams.monthEnd.tooMany') : errorMessage(caught, t));
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('teams.monthEnd.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('teams.monthEnd.intro')}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t('teams.monthEnd.until')}
            value={until}
            min="1970-01-01"
            max="2200-12-31"
            onChange={(event) => {
              setUntil(event.currentTarget.value);
              setPreview(null);
              setResult(null);
            }}
          />
          <Button variant="default" disabled={!valid} loading={run.isPending && run.variables?.dryRun} onClick={() => send(true)}>
            {t('teams.monthEnd.preview')}
          </Button>
        </Group>
        <RefusalAlert message={error} />
        {preview && (
          <Stack gap="sm" role="region" aria-label={t('teams.monthEnd.previewTitle')}>
            <Outcome data={preview} nameOf={nameOf} />
            {preview.validated.length > 0 && (
              <Group>
                <Button
                  leftSection={<IconLock size={16} aria-hidden />}
                  loading={run.isPending && !run.variables?.dryRun}
                  onClick={() => send(false)}
                >
                  {t('teams.monthEnd.validate', { count: preview.validated.length })}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {result && (
          <Card withBorder padding="sm" role="status" aria-label={t('teams.monthEnd.resultTitle')} style={{ borderColor: 'var(--mantine-color-teal-7)' }}>
            <Outcome data={result} nameOf={nameOf} />
          </Card>
        )}
      </Stack>
    </Card>
  );
}
