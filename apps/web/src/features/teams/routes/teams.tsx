// Teams: the teams the caller manages (every team for a general manager) and a new one; a general
// manager names its manager.
import { Button, Card, Group, Modal, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { useCurrentUser } from '../../../lib/session';
import { teamsQuery } from '../../../lib/company-reads';
import { managersQuery, useCreateTeam } from '../api/teams';

function CreateTeam({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const general = me.role === 'general_manager';
  const managers = useQuery({ ...managersQuery(), enabled: general && opened });
  const [name, setName] = useState('');
  const [managerId, setManagerId] = useState(String(me.id));
  const { errors, error, submitWith } = useFormRefusal((caught, translate) => fieldErrors(caught, translate, 'team'));

  const submit = submitWith(async () => {
    const team = await create.mutateAsync({ name, ...(general ? { manager_id: Number(managerId) } : {}) });
    onClose();
    setName('');
    await navigate({ to: '/teams/$teamId', params: { teamId: String(team.data.id) } });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('teams.createTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <RefusalAlert message={error} />
          <TextInput label={t('teams.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required data-autofocus />
          {general && (
            <NativeSelect
              label={t('teams.manager')}
              value={managerId}
              onChange={(e) => setManagerId(e.currentTarget.value)}
              error={errors.manager_id}
              data={(managers.data ?? [{ id: me.id, name: me.name }]).map((user) => ({ value: String(user.id), label: user.name }))}
            />
          )}
          <FormActions onCancel={onClose} submitLabel={t('teams.create')} submitting={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

export function Teams() {
  const { t } = useTranslation();
  const teams = useQuery(teamsQuery());
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('teams.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('teams.new')}
        </Button>
      </Group>
      {teams.isPending ? (
        <Skeleton h={200} />
      ) : teams.isError ? (
        <Text role="alert">{errorMessage(teams.error, t)}</Text>
      ) : teams.data.length === 0 ? (
        <Text c="dimmed">{t('teams.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {teams.data.map((team) => (
            <Card withBorder component="li" padding="sm" key={team.id}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <IconUsersGroup aria-hidden />
                  <Link to="/teams/$teamId" params={{ teamId: String(team.id) }} style={{ color: 'inherit', fontWeight: 600 }}>
                    {team.name}
                  </Link>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('teams.members', { count: team.members.length })}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <CreateTeam opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
