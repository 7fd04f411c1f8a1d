// People: the manager's people (everyone for a general manager), where each one is right now (in, on a
// break, out) and their hours today and this week, with a search. The list draws only the rows in view,
// and each drawn row reads its own week, so a thousand people scroll smoothly.
import { Badge, Box, Group, Skeleton, Stack, Text, TextInput, Title, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../components/duration';
import { errorMessage } from '../../../lib/errors';
import { periodRange } from '../../../lib/range';
import { useCurrentUser } from '../../../lib/session';
import { addDays, startOfDay, startOfWeek } from '../../../lib/time';
import { useNow } from '../../../lib/use-now';
import { totalWorkedSeconds } from '../../../lib/worked';
import { workingTimesQuery } from '../../../lib/working-times';
import { peopleQuery, type Person } from '../api/people';
import { presenceOf, visibleWindow } from '../lib/presence';

const ROW_HEIGHT = 72;
const VIEWPORT_HEIGHT = 560;

export const PRESENCE_KEYS = {
  in: 'people.presence.in',
  break: 'people.presence.break',
  out: 'people.presence.out',
} as const;
const PRESENCE_COLORS = { in: 'teal.9', break: 'yellow.4', out: 'gray.7' } as const;

function PersonRow({ person, now, index, count }: { person: Person; now: Date; index: number; count: number }) {
  const { t } = useTranslation();
  const weekStart = startOfWeek(now);
  const week = useQuery({ ...workingTimesQuery(person.id, periodRange('week', weekStart)), enabled: person.status === 'active' });
  const periods = week.data ?? [];
  const presence = presenceOf(periods);
  const today = startOfDay(now);
  return (
    <Box
      component="li"
      aria-setsize={count}
      aria-posinset={index + 1}
      style={{ position: 'absolute', top: index * ROW_HEIGHT, left: 0, right: 0, height: ROW_HEIGHT }}
    >
      <Link
        to="/people/$userId"
        params={{ userId: String(person.id) }}
        search={{ view: 'week' }}
        style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
      >
      <Paper withBorder h={ROW_HEIGHT - 6} px="sm">
        <Group justify="space-between" wrap="nowrap" h="100%" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {person.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {person.teams.length > 0 ? person.teams.join(', ') : person.email}
            </Text>
          </Stack>
          <Group gap="md" wrap="nowrap">
            {person.status === 'invited' ? (
              <Badge color="gray.7" variant="filled">
                {t('people.invited')}
              </Badge>
            ) : week.isPending ? (
              <Skeleton w={160} h={20} />
            ) : (
              <>
                <Badge color={PRESENCE_COLORS[presence]} variant="filled" autoContrast w={96}>
                  {t(PRESENCE_KEYS[presence])}
                </Badge>
                <Stack gap={0} align="flex-end" w={110} visibleFrom="xs">
                  <Text size="xs" c="dimmed">
                    {t('people.today')} <Duration seconds={totalWorkedSeconds(periods, today, addDays(today, 1), now)} fw={600} c="var(--mantine-color-text)" />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('people.week')} <Duration seconds={totalWorkedSeconds(periods, weekStart, addDays(weekStart, 7), now)} fw={600} c="var(--mantine-color-text)" />
                  </Text>
                </Stack>
              </>
            )}
          </Group>
        </Group>
      </Paper>
      </Link>
    </Box>
  );
}

export function People() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const now = useNow(60_000);
  const people = useQuery(peopleQuery(me));
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim().toLocaleLowerCase(), 150);
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);

  const shown = useMemo(
    () =>
      (people.data ?? []).filter(
        (person) =>
          person.id !== me.id &&
          (query === '' || person.name.toLocaleLowerCase().includes(query) || person.email.toLocaleLowerCase().includes(query)),
      ),
    [people.data, query, me.id],
  );
  const height = Math.min(VIEWPORT_HEIGHT, Math.max(shown.length, 1) * ROW_HEIGHT);
  const { first, last } = visibleWindow(shown.length, ROW_HEIGHT, scrollTop, height);

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
      {people.isPending ? (
        <Skeleton h={300} />
      ) : people.isError ? (
        <Text role="alert">{errorMessage(people.error, t)}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('people.count', { count: shown.length })}
          </Text>
          {shown.length === 0 ? (
            <Text>{me.role === 'manager' && (people.data ?? []).length === 0 ? t('people.noTeam') : t('people.none')}</Text>
          ) : (
            <Box
              ref={viewport}
              h={height}
              style={{ overflowY: 'auto', position: 'relative' }}
              onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
              tabIndex={shown.length * ROW_HEIGHT > height ? 0 : undefined}
              aria-label={t('people.listLabel')}
              role="region"
            >
              <Box
                component="ul"
                aria-label={t('people.listLabel')}
                style={{ listStyle: 'none', margin: 0, padding: 0, position: 'relative', height: shown.length * ROW_HEIGHT }}
              >
                {shown.slice(first, last).map((person, offset) => (
                  <PersonRow key={person.id} person={person} now={now} index={first + offset} count={shown.length} />
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
