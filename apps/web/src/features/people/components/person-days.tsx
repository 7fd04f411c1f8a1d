// The days of the range shown, one card each (in a month, only the days with hours or an absence): the
// day's total, its absences and lock, each working time with its breaks and, for a manager on an open
// week, the buttons that add, change and delete them. Each day's labels are worked out once per draw of
// that day, and a day is drawn again only when its own entry changes.
import { ActionIcon, Badge, Button, Card, Stack } from '@mantine/core';
import { IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { WorkingTime } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-button';
import { refusalSentence } from '../../../lib/errors';
import { formatDay, formatDuration, formatTime } from '../../../lib/format';
import type { HoursDay } from '../../../lib/hours-view';
import { fromServiceTime } from '../../../lib/time';
import { AutoClosedBadge } from '../../../components/auto-closed-badge';
import { ABSENCE_TYPE_KEYS } from './absence-modal';
import classes from './person-days.module.css';

export interface DayActions {
  /** Add a working time on a day. */
  onAdd: (day: Date) => void;
  onEdit: (period: WorkingTime) => void;
  onDelete: (id: number) => Promise<unknown>;
}

/** A working time about to be deleted, with the words that name it. */
interface Deleting {
  id: number;
  at: string;
}

const PeriodRow = memo(function PeriodRow({
  period,
  dayLabel,
  editable,
  onEdit,
  onDelete,
  t,
  language,
}: {
  period: WorkingTime;
  dayLabel: string;
  editable: boolean;
  onEdit: (period: WorkingTime) => void;
  onDelete: (deleting: Deleting) => void;
  t: TFunction;
  language: string;
}) {
  const time = (value: string | null) => (value ? formatTime(fromServiceTime(value), language) : t('person.open'));
  const start = time(period.start);
  const at = t('person.period.at', { start, day: dayLabel });
  return (
    <div className={classes.period}>
      <div className={classes.times}>
        <span className="tabular">
          {start} – {time(period.end)}
        </span>
        <AutoClosedBadge period={period} />
        {(period.breaks ?? []).map((pause) => (
          <span key={pause.id} className={`tabular ${classes.break}`}>
            {t('person.period.break', { start: time(pause.start), end: time(pause.end) })}
          </span>
        ))}
      </div>
      {editable && (
        <div className={classes.actions}>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(period)}
            aria-label={t('person.period.editLabel', { period: at })}
          >
            {t('person.period.edit')}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete({ id: period.id, at })}
            aria-label={t('person.period.deleteLabel', { period: at })}
          >
            {t('person.period.delete')}
          </Button>
        </div>
      )}
    </div>
  );
});

const DayCard = memo(function DayCard({
  entry,
  editable,
  started,
  actions,
  onDelete,
  t,
  language,
}: {
  entry: HoursDay;
  /** Whether the manager may change this day (not one's own page, not a validated week). */
  editable: boolean;
  /** Whether the day has begun (a working time may be added to it). */
  started: boolean;
  actions: DayActions;
  onDelete: (deleting: Deleting) => void;
  t: TFunction;
  language: string;
}) {
  const dayLabel = formatDay(entry.day, language);
  return (
    <Card withBorder component="li" padding="sm">
      <div className={classes.head}>
        <div className={classes.group}>
          <span className={classes.day}>{dayLabel}</span>
          {entry.locked && (
            <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
              {t('person.weeks.validated')}
            </Badge>
          )}
          {entry.absences.map((absence) => (
            <Badge color="grape" variant="light" key={absence.id}>
              {t(ABSENCE_TYPE_KEYS[absence.type])}
            </Badge>
          ))}
        </div>
        <div className={classes.actions}>
          <span className={`tabular ${classes.worked}`}>{formatDuration(entry.worked, language)}</span>
          {editable && started && (
            <ActionIcon variant="subtle" onClick={() => actions.onAdd(entry.day)} aria-label={t('person.period.createOn', { day: dayLabel })}>
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          )}
        </div>
      </div>
      {entry.periods.map((period) => (
        <PeriodRow
          key={period.id}
          period={period}
          dayLabel={dayLabel}
          editable={editable}
          onEdit={actions.onEdit}
          onDelete={onDelete}
          t={t}
          language={language}
        />
      ))}
    </Card>
  );
});

export function PersonDays({
  days,
  label,
  showEmpty,
  editable,
  now,
  actions,
}: {
  days: readonly HoursDay[];
  /** The name of the range, the list's label. */
  label: string;
  /** Whether days with neither hours nor an absence get a card (a week's do, a month's do not). */
  showEmpty: boolean;
  editable: boolean;
  now: Date;
  actions: DayActions;
}) {
  const { t, i18n } = useTranslation();
  // One dialog for the whole list, for the working time whose Delete was chosen.
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const shown = useMemo(
    () => days.filter((entry) => showEmpty || entry.periods.length > 0 || entry.absences.length > 0),
    [days, showEmpty],
  );
  return (
    <>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
        {shown.map((entry) => (
          <DayCard
            key={entry.date}
            entry={entry}
            editable={editable && !entry.locked}
            started={entry.day <= now}
            actions={actions}
            onDelete={setDeleting}
            t={t}
            language={i18n.language}
          />
        ))}
      </Stack>
      {deleting && (
        <ConfirmDialog
          title={t('person.period.delete')}
          message={t('person.period.deleteMessage', { period: deleting.at })}
          onConfirm={() => actions.onDelete(deleting.id)}
          explain={(error) => refusalSentence(error, t, 'personHours')}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
