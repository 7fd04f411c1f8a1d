// One team: its name and manager (a general manager changes the manager), deletion, its members (added
// through a people search, removed), month-end (its weeks validated up to a date), and its averages.
import { ActionIcon, Anchor, Button, Card, Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { RefusalAlert } from '../../../components/refusal-alert';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useFormRefusal } from '../../../lib/form-refusal';
import { useCurrentUser } from '../../../lib/session';
import { managersQuery, peopleSearchQuery, useAddMember, useDeleteTeam, useRemoveMember, useUpdateTeam } from '../api/teams';
import { teamsQuery } from '../../../lib/company-reads';
import { MonthEnd } from '../components/month-end';
import { TeamAverages } from '../components/team-averages';

const route = getRouteApi('/app/teams/$teamId');

function AddMembers({ teamId, memberIds }: { teamId: number; memberIds: Set<number> }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 200);
  const results = useQuery(peopleSearchQuery(q));
  const add = useAddMember(teamId);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('teams.addSearch')}
        placeholder={t('teams.addSearchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <RefusalAlert message={error} />
      {q && results.data && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('teams.addResults')}>
          {results.data.length === 0 && <Text size="sm" c="dimmed">{t('teams.addNone')}</Text>}
          {results.data.map((user) => (
            <Group component="li" key={user.id} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate title={`${user.name} · ${user.email}`}>
                {user.name} · {user.email}
              </Text>
              {memberIds.has(user.id) ? (
                <Text size="sm" c="dimmed">
                  {t('teams.alreadyMember')}
                </Text>
              ) : (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  loading={add.isPending && add.variables === user.id}
                  onClick={async () => {
                    setError(null);
                    try {
                      await add.mutateAsync(user.id);
                    } catch (caught) {
                      setError(errorMessage(caught, t));
                    }
                  }}
                  aria-label={t('teams.addLabel', { name: user.name })}
                >
                  {t('teams.add')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function Team() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const teamId = Number(route.useParams().teamId);
  const teams = useQuery(teamsQuery());
  const team = teams.data?.find((candidate) => candidate.id === teamId);
  const general = me.role === 'general_manager';
  const managers = useQuery({ ...managersQuery(), enabled: general });
  const update = useUpdateTeam(teamId);
  const remove = useRemoveMember(teamId);
  const deleteTeam = useDeleteTeam(teamId);
  const [name, setName] = useState('');
  const [managerId, setManagerId] = useState('');
  const { errors, error, submitWith } = useFormRefusal((caught, translate) => fieldErrors(caught, translate, 'team'));
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (team) {
      setName(team.name);
      setManagerId(String(team.manager_id));
    }
  }, [team]);

  if (teams.isPending) return <Skeleton h={300} />;
  if (!team)
    return (
      <Stack maw={900} mx="auto">
        <Text role="alert">{teams.isError ? errorMessage(teams.error, t) : t('teams.notFound')}</Text>
        <Anchor component={Link} to="/teams">
          {t('teams.back')}
        </Anchor>
      </Stack>
    );

  const save = submitWith(async () => {
    setSaved(false);
    await update.mutateAsync({
      ...(name !== team.name ? { name } : {}),
      ...(general && Number(managerId) !== team.manager_id ? { manager_id: Number(managerId) } : {}),
    });
    setSaved(true);
  });
  const managerName =
    team.manager_id === me.id ? me.name : (managers.data?.find((user) => user.id === team.manager_id)?.name ?? `#${team.manager_id}`);

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Stack gap={4}>
        <Anchor component={Link} to="/teams" size="sm">
          {t('teams.back')}
        </Anchor>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {team.name}
          </Title>
          <ConfirmButton
            leftSection={<IconTrash size={16} aria-hidden />}
            title={t('teams.delete')}
            message={t('teams.deleteMessage', { name: team.name, count: team.members.length })}
            onConfirm={async () => {
              await deleteTeam.mutateAsync();
              await navigate({ to: '/teams' });
            }}
          >
            {t('teams.delete')}
          </ConfirmButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('teams.managedBy', { name: managerName })}
        </Text>
      </Stack>

      <Card withBorder>
        <form onSubmit={save} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('teams.settings')}
            </Title>
            <RefusalAlert message={error} />
            <Group align="flex-start" gap="sm">
              <TextInput label={t('teams.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} style={{ flex: 1, minWidth: 200 }} />
              {general && (
                <NativeSelect
                  label={t('teams.manager')}
                  value={managerId}
                  onChange={(e) => setManagerId(e.currentTarget.value)}
                  error={errors.manager_id}
                  data={(managers.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
                  style={{ flex: 1, minWidth: 200 }}
                />
              )}
            </Group>
            <Group gap="sm">
              <Button type="submit" loading={update.isPending}>
                {t('common.save')}
              </Button>
              {saved && (
                <Text size="sm" c="teal.9" role="status">
                  {t('teams.saved')}
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      </Card>

      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('teams.membersTitle', { count: team.members.length })}
          </Title>
          {team.members.length === 0 ? (
            <Text c="dimmed">{t('teams.noMembers')}</Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {team.members.map((member) => (
                <Group component="li" key={member.id} justify="space-between" wrap="nowrap">
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/people/$userId" params={{ userId: String(member.id) }} search={{ view: 'week' }} />}
                    style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {member.name}
                  </Anchor>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === member.id}
                    onClick={() => remove.mutate(member.id)}
                    aria-label={t('teams.removeLabel', { name: member.name })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          {remove.isError && (
            <Text role="alert" c="red" size="sm">
              {errorMessage(remove.error, t)}
            </Text>
          )}
          <AddMembers teamId={teamId} memberIds={new Set(team.members.map((member) => member.id))} />
        </Stack>
      </Card>

      <MonthEnd teamId={teamId} members={team.members} />

      <TeamAverages teamId={teamId} teamName={team.name} />
      <Anchor renderRoot={(props) => <Link {...props} to="/teams/$teamId/balance" params={{ teamId: String(teamId) }} />}>
        {t('balance.team.link')}
      </Anchor>
    </Stack>
  );
}
