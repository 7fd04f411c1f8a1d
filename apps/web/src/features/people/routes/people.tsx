// People: the people the caller may view (a manager's teams, everyone for a general manager, and oneself),
// where each one is right now (in, on a break, out) and since when, and their time today and this week, with
// a search. One request reads the whole list; live clock events read it again (lib/live.ts) and the time of
// those at work runs on between reads. The list draws only the rows in view, so a thousand people scroll
// smoothly.
import { Badge, Box, Chip, Group, Skeleton, Stack, Text, TextInput, Title, Paper } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AttentionItem, Presence } from '@timetrack/client';
import { useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../components/duration';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime, formatTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { startOfDay } from '../../../lib/time';
import { useNow } from '../../../lib/use-now';
import { attentionByPerson, attentionQuery } from '../api/attention';
import { presenceQuery, teamNamesQuery } from '../api/people';
import { runningSeconds, visibleWindow } from '../lib/presence';

/** Rows of a wide screen: the times beside the rest. */
const ROW_HEIGHT = 72;
/** Rows of a phone: the times on a line of their own, so that nothing else is cut for them. */
const PHONE_ROW_HEIGHT = 96;
const VIEWPORT_HEIGHT = 560;
const WIDE_QUERY = '(min-width: 40em)';

export const PRESENCE_KEYS = {
  in: 'people.presence.in',
  break: 'people.presence.break',
  out: 'people.presence.out',
} as const;
const PRESENCE_COLORS = { in: 'teal.9', break: 'yellow.4', out: 'gray.7' } as const;

const ATTENTION_KEYS = {
  open_too_long: 'people.attention.open_too_long',
  missing_day: 'people.attention.missing_day',
  auto_closed: 'people.attention.auto_closed',
} as const;

/** The marker of a person who needs the caller: what, in words, for screen readers and on hover. */
function AttentionMarker({ items }: { items: readonly AttentionItem[] }) {
  const { t } = useTranslation();
  const kinds = [...new Set(items.map((item) => item.kind))].map((kind) => t(ATTENTION_KEYS[kind])).join(', ');
  return (
    <Badge color="red.9" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }} title={kinds} aria-label={t('people.attention.marker', { what: kinds })} data-attention>
      {t('people.attention.short')}
    </Badge>
  );
}

function PersonRow({
  person,
  attention,
  teams,
  readAt,
  now,
  index,
  count,
  rowHeight,
  wide,
}: {
  person: Presence;
  attention: readonly AttentionItem[] | undefined;
  teams: ReadonlyMap<number, string> | undefined;
  readAt: number;
  now: Date;
  index: number;
  count: number;
  rowHeight: number;
  wide: boolean;
}) {
  const { t, i18n } = useTranslation();
  const seconds = runningSeconds(person, readAt, now.getTime());
  const since = person.since ? new Date(person.since) : null;
  const sinceText = since
    ? t('people.since', {
        time: since >= startOfDay(now) ? formatTime(since, i18n.language) : formatDateTime(since, i18n.language),
      })
    : null;
  const teamNames = person.team_ids.flatMap((id) => teams?.get(id) ?? []).join(', ');
  const times = (
    <>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('people.today')} <Duration seconds={seconds.today} fw={600} c="var(--mantine-color-text)" />
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('people.week')} <Duration seconds={seconds.week} fw={600} c="var(--mantine-color-text)" />
      </Text>
    </>
  );
  return (
    <Box
      component="li"
      aria-setsize={count}
      aria-posinset={index + 1}
      style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
    >
      <Link
        to="/people/$userId"
        params={{ userId: String(person.user_id) }}
        search={{ view: 'week' }}
        style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
      >
        <Paper withBorder h={rowHeight - 6} px="sm">
          <Group justify="space-between" wrap="nowrap" h="100%" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              {/* Rows keep one height (the list is virtual): a long name is shortened, whole in its title. */}
              <Text fw={600} truncate title={person.name}>
                {person.name}
              </Text>
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {/* The badge keeps the width of its words: never cut, in any language. */}
                <Badge color={PRESENCE_COLORS[person.status]} variant="filled" autoContrast style={{ flexShrink: 0, overflow: 'visible' }} data-presence={person.status}>
                  {t(PRESENCE_KEYS[person.status])}
                </Badge>
                {attention && <AttentionMarker items={attention} />}
                <Text size="sm" c="dimmed" truncate title={[sinceText, teamNames].filter(Boolean).join(' · ')}>
                  {[sinceText, teamNames].filter(Boolean).join(' · ')}
                </Text>
              </Group>
              {!wide && (
                <Group gap="md" wrap="nowrap">
                  {times}
                </Group>
              )}
            </Stack>
            {wide && (
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                {times}
              </Stack>
            )}
          </Group>
        </Paper>
      </Link>
    </Box>
  );
}

export function People() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  // The time of those at work runs on each second.
  const now = useNow(1000);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 200);
  const presence = useQuery(presenceQuery(query));
  const teams = useQuery(teamNamesQuery());
  const attention = attentionByPerson(useQuery(attentionQuery(me)).data);
  const [needsAttention, setNeedsAttention] = useState(false);
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const rowHeight = wide ? ROW_HEIGHT : PHONE_ROW_HEIGHT;

  const listed = presence.data?.people ?? [];
  const shown = needsAttention ? listed.filter((person) => attention.has(person.user_id)) : listed;
  const height = Math.min(VIEWPORT_HEIGHT, Math.max(shown.length, 1) * rowHeight);
  const { first, last } = visibleWindow(shown.length, rowHeight, scrollTop, height);
  // A manager alone in the list manages nobody yet.
  const nobodyManaged = me.role === 'manager' && query === '' && shown.length === 1 && shown[0]?.user_id === me.id;

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Title order={1} size="h2">
        {t('people.title')}
      </Title>
      <TextInput
        label={t('people.search')}
        placeholder={t('people.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setScrollTop(0);
          viewport.current?.scrollTo({ top: 0 });
        }}
      />
      <Chip
        checked={needsAttention}
        onChange={(checked) => {
          setNeedsAttention(checked);
          setScrollTop(0);
          viewport.current?.scrollTo({ top: 0 });
        }}
      >
        {t('people.attention.filter', { count: attention.size })}
      </Chip>
      {presence.isPending ? (
        <Skeleton h={300} />
      ) : presence.isError ? (
        <Text role="alert">{errorMessage(presence.error, t)}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {/* With the filter on, the count is of those listed: the people who need the caller. */}
            {t('people.count', { count: needsAttention ? shown.length : presence.data.total })}
          </Text>
          {nobodyManaged && <Text>{t('people.noTeam')}</Text>}
          {shown.length === 0 ? (
            <Text>{t('people.none')}</Text>
          ) : (
            <Box
              ref={viewport}
              h={height}
              style={{ overflowY: 'auto', position: 'relative' }}
              onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
              tabIndex={shown.length * rowHeight > height ? 0 : undefined}
              aria-label={t('people.listLabel')}
              role="region"
            >
              <Box
                component="ul"
                aria-label={t('people.listLabel')}
                style={{ listStyle: 'none', margin: 0, padding: 0, position: 'relative', height: shown.length * rowHeight }}
              >
                {shown.slice(first, last).map((person, offset) => (
                  <PersonRow
                    key={person.user_id}
                    person={person}
                    attention={attention.get(person.user_id)}
                    teams={teams.data}
                    readAt={presence.dataUpdatedAt}
                    now={now}
                    index={first + offset}
                    count={shown.length}
                    rowHeight={rowHeight}
                    wide={wide}
                  />
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
