// Leave types (general managers): the company's list, each saying whether it needs approval, whether it has
// an allowance (days a year, given at once or month by month, how much carries over and until when), and
// whether colleagues see its name; created, changed, and archived (a type in use is kept, never erased).
import { Badge, Button, Card, Group, Modal, NativeSelect, NumberInput, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconArchive, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { FormActions } from '../../../components/form-actions';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { formatDays, leaveTypesQuery, type LeaveCategory, type LeaveType } from '../../../lib/leave';
import { useArchiveLeaveType, useSaveLeaveType, type LeaveTypeInput } from '../api/time-off';

const CATEGORY_KEYS = {
  vacation: 'timeOff.types.categories.vacation',
  sick: 'timeOff.types.categories.sick',
  training: 'timeOff.types.categories.training',
  other: 'timeOff.types.categories.other',
} as const satisfies Record<LeaveCategory, string>;
const CATEGORIES = Object.keys(CATEGORY_KEYS) as LeaveCategory[];

const NEW_TYPE: LeaveTypeInput = {
  name: '',
  category: 'vacation',
  requires_approval: true,
  tracked: true,
  annual_days: 25,
  accrual: 'annual',
  carry_over_max_days: 0,
  carry_over_expires: null,
  allow_negative: false,
  visible_to_colleagues: true,
};

/** `03-31` as the language writes a day of the year: `31 March`, `March 31`. */
function formatMonthDay(monthDay: string, language: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(new Date(2000, (month ?? 1) - 1, day ?? 1));
}

function inputOf(type: LeaveType): LeaveTypeInput {
  const { id: _id, active: _active, ...input } = type;
  return input;
}

function TypeModal({ type, onClose }: { type: LeaveType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLeaveType();
  const [value, setValue] = useState<LeaveTypeInput>(type ? inputOf(type) : NEW_TYPE);
  const { errors, error, submitWith } = useFormRefusal();
  const set = <K extends keyof LeaveTypeInput>(key: K, next: LeaveTypeInput[K]) => setValue((current) => ({ ...current, [key]: next }));
  const submit = submitWith(async () => {
    await save.mutateAsync({ id: type?.id ?? null, body: { ...value, name: value.name.trim(), carry_over_expires: value.carry_over_expires?.trim() || null } });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={type ? t('timeOff.types.editTitle', { name: type.name }) : t('timeOff.types.createTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <RefusalAlert message={error} />
          <TextInput label={t('timeOff.types.name')} value={value.name} onChange={(event) => set('name', event.currentTarget.value)} error={errors.name} required maxLength={100} data-autofocus />
          <NativeSelect
            label={t('timeOff.types.category')}
            description={t('timeOff.types.categoryHint')}
            value={value.category}
            onChange={(event) => set('category', event.currentTarget.value as LeaveCategory)}
            data={CATEGORIES.map((category) => ({ value: category, label: t(CATEGORY_KEYS[category]) }))}
            error={errors.category}
          />
          <Switch label={t('timeOff.types.requiresApproval')} checked={value.requires_approval} onChange={(event) => set('requires_approval', event.currentTarget.checked)} />
          <Switch label={t('timeOff.types.visible')} description={t('timeOff.types.visibleHint')} checked={value.visible_to_colleagues} onChange={(event) => set('visible_to_colleagues', event.currentTarget.checked)} />
          <Switch label={t('timeOff.types.tracked')} description={t('timeOff.types.trackedHint')} checked={value.tracked} onChange={(event) => set('tracked', event.currentTarget.checked)} />
          {value.tracked && (
            <>
              <Group grow align="flex-start">
                <NumberInput label={t('timeOff.types.annualDays')} value={value.annual_days} onChange={(next) => set('annual_days', Number(next) || 0)} min={0} max={366} step={0.5} decimalScale={1} error={errors.annual_days} />
                <NativeSelect
                  label={t('timeOff.types.accrual')}
                  value={value.accrual}
                  onChange={(event) => set('accrual', event.currentTarget.value === 'monthly' ? 'monthly' : 'annual')}
                  data={[
                    { value: 'annual', label: t('timeOff.types.accrualAnnual') },
                    { value: 'monthly', label: t('timeOff.types.accrualMonthly') },
                  ]}
                  error={errors.accrual}
                />
              </Group>
              <Group grow align="flex-start">
                <NumberInput label={t('timeOff.types.carryOver')} value={value.carry_over_max_days} onChange={(next) => set('carry_over_max_days', Number(next) || 0)} min={0} max={366} step={0.5} decimalScale={1} error={errors.carry_over_max_days} />
                <TextInput
                  label={t('timeOff.types.carryOverExpires')}
                  description={t('timeOff.types.carryOverExpiresHint')}
                  placeholder="03-31"
                  value={value.carry_over_expires ?? ''}
                  onChange={(event) => set('carry_over_expires', event.currentTarget.value || null)}
                  error={errors.carry_over_expires}
                  maxLength={5}
                />
              </Group>
              <Switch label={t('timeOff.types.allowNegative')} checked={value.allow_negative} onChange={(event) => set('allow_negative', event.currentTarget.checked)} />
            </>
          )}
          <FormActions onCancel={onClose} submitLabel={t('common.save')} submitting={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function TypeCard({ type, onEdit }: { type: LeaveType; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const archive = useArchiveLeaveType();
  const days = (value: number) => t('timeOff.days', { count: value, days: formatDays(value, i18n.language) });
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{type.name}</Text>
            <Badge variant="light" color="gray" tt="none">
              {t(CATEGORY_KEYS[type.category])}
            </Badge>
            {!type.active && (
              <Badge variant="filled" color="gray.7">
                {t('timeOff.types.archived')}
              </Badge>
            )}
          </Group>
          {type.active && (
            <Group gap="xs">
              <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} aria-label={t('timeOff.types.editLabel', { name: type.name })}>
                {t('timeOff.types.edit')}
              </Button>
              <ConfirmButton
                size="compact-sm"
                leftSection={<IconArchive size={14} aria-hidden />}
                title={t('timeOff.types.archive')}
                message={t('timeOff.types.archiveMessage', { name: type.name })}
                onConfirm={() => archive.mutateAsync(type.id)}
                aria-label={t('timeOff.types.archiveLabel', { name: type.name })}
              >
                {t('timeOff.types.archive')}
              </ConfirmButton>
            </Group>
          )}
        </Group>
        <Text size="sm">
          {[
            type.requires_approval ? t('timeOff.types.needsApproval') : t('timeOff.types.noApproval'),
            type.visible_to_colleagues ? t('timeOff.types.shown') : t('timeOff.types.hidden'),
          ].join(' · ')}
        </Text>
        <Text size="sm" c="dimmed">
          {type.tracked
            ? [
                type.accrual === 'monthly'
                  ? t('timeOff.types.perYearMonthly', { days: days(type.annual_days) })
                  : t('timeOff.types.perYear', { days: days(type.annual_days) }),
                type.carry_over_max_days > 0
                  ? type.carry_over_expires
                    ? t('timeOff.types.carriesUntil', { days: days(type.carry_over_max_days), until: formatMonthDay(type.carry_over_expires, i18n.language) })
                    : t('timeOff.types.carries', { days: days(type.carry_over_max_days) })
                  : t('timeOff.types.noCarry'),
                ...(type.allow_negative ? [t('timeOff.types.negative')] : []),
              ].join(' · ')
            : t('timeOff.types.untracked')}
        </Text>
      </Stack>
    </Card>
  );
}

export function LeaveTypes() {
  const { t } = useTranslation();
  const types = useQuery(leaveTypesQuery(true));
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const all = types.data ?? [];
  const sorted = [...all.filter((type) => type.active), ...all.filter((type) => !type.active)];
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('timeOff.types.title')}
          </Title>
          <Text c="dimmed">{t('timeOff.types.intro')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('timeOff.types.create')}
        </Button>
      </Group>
      {types.isPending ? (
        <Skeleton h={200} />
      ) : types.isError ? (
        <Text role="alert">{errorMessage(types.error, t)}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('timeOff.types.listLabel')}>
          {sorted.map((type) => (
            <TypeCard key={type.id} type={type} onEdit={() => setEditing(type)} />
          ))}
        </Stack>
      )}
      {editing && <TypeModal type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
