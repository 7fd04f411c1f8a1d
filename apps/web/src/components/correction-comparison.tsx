// A correction request beside the period it concerns: what is recorded now and what is requested, side by
// side from a tablet's width and one above the other on a phone, then the difference in words.
import { Card, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Correction } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { correctionDifference, type DifferencePart } from '../lib/correction-difference';
import { formatDay, formatDuration, formatTime } from '../lib/format';
import { fromServiceTime } from '../lib/time';
import { useNow } from '../lib/use-now';

/**
 * `Tue, 24 Nov 08:00 – 16:00`; the end's day is written when it differs. With `dayOf` (a break, under its
 * period) the start's day is left out when it is that day.
 */
function spanText(start: string, end: string | null, language: string, open: string, dayOf?: string): string {
  const from = fromServiceTime(start);
  const to = end ? fromServiceTime(end) : null;
  const sameDay = to !== null && from.toDateString() === to.toDateString();
  const until = to === null ? open : sameDay ? formatTime(to, language) : `${formatDay(to, language)} ${formatTime(to, language)}`;
  const day = dayOf !== undefined && fromServiceTime(dayOf).toDateString() === from.toDateString() ? '' : `${formatDay(from, language)} `;
  return `${day}${formatTime(from, language)} – ${until}`;
}

function sentence(part: DifferencePart, t: TFunction, language: string): string {
  switch (part.key) {
    case 'corrections.compare.startsEarlier':
    case 'corrections.compare.startsLater':
    case 'corrections.compare.endsEarlier':
    case 'corrections.compare.endsLater':
      return t(part.key, { duration: formatDuration(part.seconds, language) });
    case 'corrections.compare.endsOpen':
      return t(part.key, { time: formatTime(part.at, language) });
    case 'corrections.compare.worked':
      return t(part.key, { before: formatDuration(part.before, language), after: formatDuration(part.after, language) });
    case 'corrections.compare.breaksCut':
    case 'corrections.compare.breaksDropped':
      return t(part.key, { count: part.count });
    case 'corrections.compare.same':
      return t(part.key);
  }
}

export function CorrectionComparison({ correction, showDifference }: { correction: Correction; showDifference: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useNow(60_000);
  const language = i18n.language;
  const open = t('corrections.compare.open');
  const recorded = correction.recorded;
  const difference = showDifference ? correctionDifference(correction, now) : [];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Card withBorder padding="xs">
          <Text size="xs" fw={700} tt="uppercase">
            {t('corrections.compare.recorded')}
          </Text>
          {recorded ? (
            <Stack gap={0}>
              <Text size="sm" className="tabular">
                {spanText(recorded.start, recorded.end, language, open)}
              </Text>
              {(recorded.breaks ?? []).map((pause) => (
                <Text size="sm" c="dimmed" key={pause.id} className="tabular">
                  {t('corrections.compare.break', { span: spanText(pause.start, pause.end, language, open, recorded.start) })}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm">{t('corrections.compare.nothing')}</Text>
          )}
        </Card>
        <Card withBorder padding="xs" bg="var(--mantine-color-blue-light)">
          <Text size="xs" fw={700} tt="uppercase">
            {t('corrections.compare.requested')}
          </Text>
          <Text size="sm" className="tabular">
            {spanText(correction.start, correction.end, language, open)}
          </Text>
        </Card>
      </SimpleGrid>
      {difference.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('corrections.compare.differenceTitle')}
          </Text>
          <List size="sm" spacing={2}>
            {difference.map((part) => (
              <List.Item key={part.key}>{sentence(part, t, language)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
