// Presence (who is in, on a break or out, and their time), a manager's people (the members of the teams
// they manage) or, for a general manager, every account; and everything a person's page reads and changes: working times, absences, week validations, their
// correction requests, the change log and its verification, the working-time account (balance, breaches,
// timesheets).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Presence, User } from '@timetrack/client';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

/** The most people one list shows (the service's largest page). */
export const PRESENCE_LIMIT = 5000;

/**
 * Where the people the caller may view are now, the caller included, with their time today and this week:
 * one request for the whole list, searched by the service (names and e-mail addresses). Live clock events
 * make it stale (lib/live.ts), so it is read again as soon as someone listed clocks.
 */
export function presenceQuery(q: string) {
  return queryOptions({
    queryKey: queryKeys.presence.search(q),
    queryFn: async (): Promise<{ people: Presence[]; total: number }> => {
      const body = await unwrap(
        client.api.GET('/presence', { params: { query: { limit: PRESENCE_LIMIT, ...(q ? { q } : {}) } } }),
      );
      return { people: body.data, total: body.meta.total };
    },
    // While a new search is read, the previous list stays.
    placeholderData: keepPreviousData,
  });
}

/** The names of the teams the caller sees, by id (a manager's own teams; every team for a general manager). */
export function teamNamesQuery() {
  return queryOptions({
    queryKey: queryKeys.teams.names(),
    queryFn: async () =>
      new Map((await unwrap(client.api.GET('/teams', { params: { query: { limit: 5000 } } }))).data.map((team) => [team.id, team.name])),
    staleTime: 60_000,
  });
}

export interface Person {
  id: number;
  name: string;
  email: string;
  role: User['role'];
  status: 'invited' | 'active';
  /** The number the payroll software knows the person by (general managers' view). */
  employee_number: string | null;
  /** The day the person starts, when a general manager set it; null: inferred by the service. */
  start_date: string | null;
  /** Names of the caller's teams the person belongs to (a manager's view). */
  teams: string[];
}

/** The people the caller looks after, ordered by name. */
export function peopleQuery(me: Pick<User, 'id' | 'role'>) {
  return queryOptions({
    queryKey: queryKeys.people.ofViewer(me.id, me.role),
    queryFn: async (): Promise<Person[]> => {
      if (me.role === 'general_manager') {
        const body = await unwrap(client.api.GET('/users', { params: { query: { limit: 5000 } } }));
        return body.data
          .map((user) => ({
            id: user.id,
            name: user.name,
            email: user.email,
            role: user.role,
            status: user.status,
            employee_number: user.employee_number,
            start_date: user.start_date,
            teams: [],
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
      }
      const teams = (await unwrap(client.api.GET('/teams', { params: { query: { limit: 5000 } } }))).data;
      const people = new Map<number, Person>();
      for (const team of teams.filter((candidate) => candidate.manager_id === me.id)) {
        for (const member of team.members) {
          const known = people.get(member.id);
          if (known) known.teams.push(team.name);
          else people.set(member.id, { ...member, status: 'active', employee_number: null, teams: [team.name] });
        }
      }
      return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/** The latest entries of a person's change log their page shows. */
const CHANGES_LIMIT = 100;
/** The latest correction requests of a person their page shows. */
const CORRECTIONS_LIMIT = 100;

export function changesQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.changes.list(userId, CHANGES_LIMIT),
    queryFn: () => unwrap(client.api.GET('/users/{id}/changes', { params: { path: { id: userId }, query: { limit: CHANGES_LIMIT } } })),
  });
}

export function chainQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.changes.chain(userId),
    queryFn: async () => (await unwrap(client.api.GET('/users/{id}/changes/verify', { params: { path: { id: userId } } }))).data,
  });
}

/** The person's correction requests (those the caller sees), newest first, each with its recorded period. */
export function personCorrectionsQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.corrections.ofPerson(userId, CORRECTIONS_LIMIT),
    queryFn: async () =>
      (await unwrap(client.api.GET('/corrections', { params: { query: { user_id: userId, limit: CORRECTIONS_LIMIT } } }))).data,
  });
}

/** After any change to a person's time: every read about them is read again. */
function useInvalidatePerson(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        queryKeys.workingTimes.person(userId),
        queryKeys.absences.person(userId),
        queryKeys.weekValidations.person(userId),
        queryKeys.changes.person(userId),
        queryKeys.balance.person(userId),
        queryKeys.compliance.person(userId),
        queryKeys.corrections.person(userId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export interface PeriodInput {
  start: string;
  end: string | null;
  breaks: { start: string; end: string | null }[];
}

export function useSavePeriod(userId: number) {
  const invalidate = useInvalidatePerson(userId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PeriodInput }) =>
      id === undefined
        ? unwrap(client.api.POST('/workingtime/{id}', { params: { path: { id: userId } }, body: input }))
        : unwrap(client.api.PUT('/workingtime/{id}', { params: { path: { id } }, body: input })),
    onSuccess: invalidate,
  });
}

export function useDeletePeriod(userId: number) {
  const invalidate = useInvalidatePerson(userId);
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/workingtime/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export interface AbsenceInput {
  type: 'vacation' | 'sick' | 'training' | 'other';
  start_date: string;
  end_date: string;
  note?: string;
}

export function useCreateAbsences(userId: number) {
  const invalidate = useInvalidatePerson(userId);
  return useMutation({
    mutationFn: (absences: AbsenceInput[]) =>
      unwrap(client.api.POST('/users/{id}/absences', { params: { path: { id: userId } }, body: { absences } })),
    onSuccess: invalidate,
  });
}

export function useDeleteAbsence(userId: number) {
  const invalidate = useInvalidatePerson(userId);
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.DELETE('/absences/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useValidateWeek(userId: number) {
  const invalidate = useInvalidatePerson(userId);
  return useMutation({
    mutationFn: (weekStart: string) =>
      unwrap(client.api.POST('/users/{id}/week-validations', { params: { path: { id: userId } }, body: { week_start: weekStart } })),
    onSuccess: invalidate,
  });
}

export function useReopenWeek(userId: number) {
  const invalidate = useInvalidatePerson(userId);
  return useMutation({
    mutationFn: (id: number) => unwrap(client.api.PUT('/week-validations/{id}/reopen', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}
