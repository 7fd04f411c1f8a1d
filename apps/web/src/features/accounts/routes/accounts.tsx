// Accounts (general managers): every account, invited ones told apart, with a search, a role filter and
// pages; inviting someone with a role, importing people from a file, resending an invitation, changing a
// role, setting the badge used at the shared terminals and the day a person starts, deleting an account.
import { Badge, Button, Card, Group, Modal, NativeSelect, Pagination, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarEvent, IconFileImport, IconId, IconMailForward, IconSearch, IconShieldOff, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@timetrack/client';
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { FormActions } from '../../../components/form-actions';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage } from '../../../lib/errors';
import { formatLongDay } from '../../../lib/format';
import { useFormRefusal } from '../../../lib/form-refusal';
import { LANGUAGE_NAMES, LANGUAGES, languageOf, type Language } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { parseIsoDate } from '../../../lib/time';
import { ImportPeopleModal } from '../components/import-people';
import {
  accountsQuery,
  PAGE_SIZE,
  useChangeRole,
  useDeleteAccount,
  useInvite,
  useRemoveSignInFactors,
  useResendInvitation,
  useSetBadge,
  useSetEmployeeNumber,
  useSetStartDate,
  type Role,
} from '../api/accounts';

const ROLE_KEYS = {
  employee: 'accounts.roles.employee',
  manager: 'accounts.roles.manager',
  general_manager: 'accounts.roles.general_manager',
} as const;
const ROLES = Object.keys(ROLE_KEYS) as Role[];
const PAGE_CONTROL_KEYS = {
  first: 'accounts.pages.first',
  previous: 'accounts.pages.previous',
  next: 'accounts.pages.next',
  last: 'accounts.pages.last',
} as const;

/** The service's 409 on deleting or demoting someone who manages a team, in words. */
function explainConflict(error: unknown, t: TFunction, name: string, what: 'delete' | 'role'): string {
  if (error instanceof ApiError && error.code === 'conflict') {
    return what === 'delete' ? t('accounts.deleteConflict', { name }) : t('accounts.roleConflict', { name });
  }
  return errorMessage(error, t);
}

function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('employee');
  const [language, setLanguage] = useState<Language>('en');
  const { errors, error, submitWith } = useFormRefusal();
  const submit = submitWith(async () => {
    await invite.mutateAsync({ email: email.trim(), name: name.trim(), role, language });
    setEmail('');
    setName('');
    setRole('employee');
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('accounts.inviteTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <RefusalAlert message={error} />
          <TextInput type="email" label={t('accounts.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} required data-autofocus />
          <TextInput label={t('accounts.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required />
          <NativeSelect
            label={t('accounts.role')}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as Role)}
            data={ROLES.map((value) => ({ value, label: t(ROLE_KEYS[value]) }))}
          />
          <NativeSelect
            label={t('accounts.language')}
            value={language}
            onChange={(e) => setLanguage(languageOf(e.currentTarget.value) ?? 'en')}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          />
          <FormActions onCancel={onClose} submitLabel={t('accounts.sendInvitation')} submitting={invite.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The badge typed or scanned at the shared terminals: 1 to 20 digits, one person's only. */
function BadgeModal({ account, onClose }: { account: User; onClose: () => void }) {
  const { t } = useTranslation();
  const setBadge = useSetBadge();
  const [badge, setBadgeValue] = useState(account.badge ?? '');
  const { errors, error, submitWith } = useFormRefusal();
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = submitWith(async () => {
    const value = badge.trim();
    if (value !== '' && !/^\d{1,20}$/.test(value)) {
      setInvalid(t('accounts.badge.invalid'));
      return;
    }
    setInvalid(null);
    await setBadge.mutateAsync({ id: account.id, badge: value === '' ? null : value });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('accounts.badge.title', { name: account.name })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <RefusalAlert message={error} />
          <Text size="sm">{t('accounts.badge.help')}</Text>
          <TextInput
            label={t('accounts.badge.field')}
            value={badge}
            onChange={(e) => setBadgeValue(e.currentTarget.value)}
            error={invalid ?? errors.badge}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            data-autofocus
          />
          <FormActions onCancel={onClose} submitLabel={t('common.save')} submitting={setBadge.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The number the payroll software knows the person by: up to 32 characters, one person's only. */
function EmployeeNumberModal({ account, onClose }: { account: User; onClose: () => void }) {
  const { t } = useTranslation();
  const setNumber = useSetEmployeeNumber();
  const [value, setValue] = useState(account.employee_number ?? '');
  const { errors, error, submitWith } = useFormRefusal();
  const submit = submitWith(async () => {
    const trimmed = value.trim();
    await setNumber.mutateAsync({ id: account.id, employeeNumber: trimmed === '' ? null : trimmed });
    onClose();
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('accounts.employeeNumber.title', { name: account.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <RefusalAlert message={error} />
          <Text size="sm">{t('accounts.employeeNumber.help')}</Text>
          <TextInput
            label={t('accounts.employeeNumber.field')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={errors.employee_number}
            autoComplete="off"
            maxLength={32}
            data-autofocus
          />
          <FormActions onCancel={onClose} submitLabel={t('common.save')} submitting={setNumber.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The day the person starts: nothing is owed before it; empty counts from the account or the first records. */
function StartDateModal({ account, onClose }: { account: User; onClose: () => void }) {
  const { t } = useTranslation();
  const setStartDate = useSetStartDate();
  const [day, setDay] = useState(account.start_date ?? '');
  const { errors, error, submitWith } = useFormRefusal();
  const submit = submitWith(async () => {
    await setStartDate.mutateAsync({ id: account.id, startDate: day === '' ? null : day });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('accounts.startDate.title', { name: account.name })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <RefusalAlert message={error} />
          <Text size="sm">{t('accounts.startDate.help', { name: account.name })}</Text>
          <Group align="flex-end" gap="xs">
            <TextInput
              type="date"
              label={t('accounts.startDate.field')}
              value={day}
              onChange={(e) => setDay(e.currentTarget.value)}
              error={errors.start_date}
              style={{ flex: '1 1 10rem' }}
              data-autofocus
            />
            <Button variant="default" onClick={() => setDay('')} disabled={day === ''}>
              {t('accounts.startDate.clear')}
            </Button>
          </Group>
          <FormActions onCancel={onClose} submitLabel={t('common.save')} submitting={setStartDate.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function AccountRow({ account }: { account: User }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const changeRole = useChangeRole();
  const resend = useResendInvitation();
  const remove = useDeleteAccount();
  const removeFactors = useRemoveSignInFactors();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [editingBadge, setEditingBadge] = useState(false);
  const [editingNumber, setEditingNumber] = useState(false);
  const [editingStart, setEditingStart] = useState(false);
  const self = account.id === me.id;
  return (
    <Card withBorder component="li" padding="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {account.name}
            </Text>
            {account.status === 'invited' ? (
              <Badge color="yellow.4" variant="filled" autoContrast>
                {t('accounts.status.invited')}
              </Badge>
            ) : (
              <Badge color="teal.9" variant="filled">
                {t('accounts.status.active')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate title={account.email}>
            {account.email}
          </Text>
          {account.employee_number && (
            <Text size="sm" c="dimmed">
              {t('accounts.employeeNumber.shown', { number: account.employee_number })}
            </Text>
          )}
          {account.badge && (
            <Text size="sm" c="dimmed">
              {account.has_pin === false
                ? t('accounts.badge.shownNoPin', { badge: account.badge })
                : t('accounts.badge.shown', { badge: account.badge })}
            </Text>
          )}
          {account.start_date && (
            <Text size="sm" c="dimmed">
              {t('accounts.startDate.shown', { day: formatLongDay(parseIsoDate(account.start_date), i18n.language) })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <NativeSelect
            aria-label={t('accounts.roleOf', { name: account.name })}
            value={account.role}
            disabled={self || changeRole.isPending}
            onChange={async (e) => {
              const role = e.currentTarget.value as Role;
              setMessage(null);
              try {
                await changeRole.mutateAsync({ id: account.id, role });
                setMessage({ text: t('accounts.roleChanged', { name: account.name, role: t(ROLE_KEYS[role]) }), error: false });
              } catch (caught) {
                setMessage({ text: explainConflict(caught, t, account.name, 'role'), error: true });
              }
            }}
            data={ROLES.map((value) => ({ value, label: t(ROLE_KEYS[value]) }))}
          />
          {account.status === 'invited' && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconMailForward size={14} aria-hidden />}
              loading={resend.isPending}
              onClick={async () => {
                setMessage(null);
                try {
                  await resend.mutateAsync(account.id);
                  setMessage({ text: t('accounts.resent', { email: account.email }), error: false });
                } catch (caught) {
                  setMessage({ text: errorMessage(caught, t), error: true });
                }
              }}
              aria-label={t('accounts.resendLabel', { name: account.name })}
            >
              {t('accounts.resend')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconId size={14} aria-hidden />}
            onClick={() => setEditingBadge(true)}
            aria-label={t('accounts.badge.label', { name: account.name })}
          >
            {t('accounts.badge.open')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconId size={14} aria-hidden />}
            onClick={() => setEditingNumber(true)}
            aria-label={t('accounts.employeeNumber.label', { name: account.name })}
          >
            {t('accounts.employeeNumber.open')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCalendarEvent size={14} aria-hidden />}
            onClick={() => setEditingStart(true)}
            aria-label={t('accounts.startDate.label', { name: account.name })}
          >
            {t('accounts.startDate.open')}
          </Button>
          {!self && account.status === 'active' && (
            <ConfirmButton
              size="compact-sm"
              leftSection={<IconShieldOff size={14} aria-hidden />}
              title={t('accounts.removeFactors')}
              message={t('accounts.removeFactorsMessage', { name: account.name })}
              onConfirm={async () => {
                setMessage(null);
                await removeFactors.mutateAsync(account.id);
                setMessage({ text: t('accounts.factorsRemoved', { name: account.name }), error: false });
              }}
              aria-label={t('accounts.removeFactorsLabel', { name: account.name })}
            >
              {t('accounts.removeFactors')}
            </ConfirmButton>
          )}
          {!self && (
            <ConfirmButton
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              title={t('accounts.delete')}
              message={t('accounts.deleteMessage', { name: account.name })}
              onConfirm={() => remove.mutateAsync(account.id)}
              explain={(error) => explainConflict(error, t, account.name, 'delete')}
              aria-label={t('accounts.deleteLabel', { name: account.name })}
            >
              {t('accounts.delete')}
            </ConfirmButton>
          )}
        </Group>
      </Group>
      {message && (
        <Text size="sm" mt={4} c={message.error ? 'red' : 'teal.9'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
      {editingBadge && <BadgeModal account={account} onClose={() => setEditingBadge(false)} />}
      {editingNumber && <EmployeeNumberModal account={account} onClose={() => setEditingNumber(false)} />}
      {editingStart && <StartDateModal account={account} onClose={() => setEditingStart(false)} />}
    </Card>
  );
}

export function Accounts() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [role, setRole] = useState<Role | null>(null);
  const [page, setPage] = useState(0);
  const [inviting, setInviting] = useState(false);
  const [importing, setImporting] = useState(false);
  const accounts = useQuery(accountsQuery(q, role, page));
  const total = accounts.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('accounts.title')}
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
            {t('accounts.import.open')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('accounts.invite')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('accounts.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <NativeSelect
          label={t('accounts.roleFilter')}
          value={role ?? ''}
          onChange={(e) => {
            setRole((e.currentTarget.value || null) as Role | null);
            setPage(0);
          }}
          data={[{ value: '', label: t('accounts.allRoles') }, ...ROLES.map((value) => ({ value, label: t(ROLE_KEYS[value]) }))]}
        />
      </Group>
      {accounts.isPending ? (
        <Skeleton h={300} />
      ) : accounts.isError ? (
        <Text role="alert">{errorMessage(accounts.error, t)}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('accounts.count', { count: total })}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {accounts.data.data.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL_KEYS[control]) })}
              getItemProps={(value) => ({ 'aria-label': t('accounts.pages.page', { page: value }) })}
            />
          )}
        </>
      )}
      <InviteModal opened={inviting} onClose={() => setInviting(false)} />
      <ImportPeopleModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
