// The rule function against the access rules table (docs/api.md#access-rules), cell by cell: every action, every
// role, every relation between the caller and the subject that the action can be about.
import { describe, expect, it } from 'vitest';
import type { Role } from '../db/schema.js';
import { ACTIONS, can, type Action, type Actor, type Subject } from './rules.js';

const ME = 1;
const OTHER_MANAGER = 99;

/** How the subject relates to the caller. */
const RELATIONS = {
  /** The caller, in a team managed by someone else. */
  self: { type: 'person', id: ME, managerIds: [OTHER_MANAGER] },
  /** The caller, member of a team the caller manages. */
  self_in_own_team: { type: 'person', id: ME, managerIds: [ME] },
  own_person: { type: 'person', id: 2, managerIds: [ME] },
  other_person: { type: 'person', id: 3, managerIds: [OTHER_MANAGER] },
  service: { type: 'service' },
  managed_team: { type: 'team', id: 10, managerId: ME },
  other_team: { type: 'team', id: 11, managerId: OTHER_MANAGER },
  new_team_managed_by_me: { type: 'team', id: null, managerId: ME },
  new_team_of_other: { type: 'team', id: null, managerId: OTHER_MANAGER },
  employee_to_managed_team: { type: 'membership', team: { type: 'team', id: 10, managerId: ME }, memberRole: 'employee' },
  manager_to_managed_team: { type: 'membership', team: { type: 'team', id: 10, managerId: ME }, memberRole: 'manager' },
  general_manager_to_managed_team: {
    type: 'membership',
    team: { type: 'team', id: 10, managerId: ME },
    memberRole: 'general_manager',
  },
  employee_to_other_team: { type: 'membership', team: { type: 'team', id: 11, managerId: OTHER_MANAGER }, memberRole: 'employee' },
  own_correction: { type: 'correction', id: 20, person: { type: 'person', id: ME, managerIds: [OTHER_MANAGER] } },
  own_correction_in_own_team: { type: 'correction', id: 21, person: { type: 'person', id: ME, managerIds: [ME] } },
  own_person_correction: { type: 'correction', id: 22, person: { type: 'person', id: 2, managerIds: [ME] } },
  other_correction: { type: 'correction', id: 23, person: { type: 'person', id: 3, managerIds: [OTHER_MANAGER] } },
  week_i_validated_of_own_person: { type: 'week', id: 30, validatedBy: ME, person: { type: 'person', id: 2, managerIds: [ME] } },
  week_other_validated_of_own_person: {
    type: 'week',
    id: 31,
    validatedBy: OTHER_MANAGER,
    person: { type: 'person', id: 2, managerIds: [ME] },
  },
  /** A week the caller validated for someone who has since left the caller's teams. */
  week_i_validated_of_other_person: {
    type: 'week',
    id: 32,
    validatedBy: ME,
    person: { type: 'person', id: 3, managerIds: [OTHER_MANAGER] },
  },
  week_other_validated_of_other_person: {
    type: 'week',
    id: 33,
    validatedBy: OTHER_MANAGER,
    person: { type: 'person', id: 3, managerIds: [OTHER_MANAGER] },
  },
  own_leave: { type: 'leave_request', id: 40, person: { type: 'person', id: ME, managerIds: [OTHER_MANAGER] } },
  own_leave_in_own_team: { type: 'leave_request', id: 41, person: { type: 'person', id: ME, managerIds: [ME] } },
  own_person_leave: { type: 'leave_request', id: 42, person: { type: 'person', id: 2, managerIds: [ME] } },
  other_leave: { type: 'leave_request', id: 43, person: { type: 'person', id: 3, managerIds: [OTHER_MANAGER] } },
  own_week: { type: 'week', id: 34, validatedBy: OTHER_MANAGER, person: { type: 'person', id: ME, managerIds: [OTHER_MANAGER] } },
} satisfies Record<string, Subject>;
type Relation = keyof typeof RELATIONS;

const PERSON: Relation[] = ['self', 'self_in_own_team', 'own_person', 'other_person'];
const TEAMS: Relation[] = ['managed_team', 'other_team'];
const NEW_TEAMS: Relation[] = ['new_team_managed_by_me', 'new_team_of_other'];
const MEMBERSHIPS: Relation[] = [
  'employee_to_managed_team',
  'manager_to_managed_team',
  'general_manager_to_managed_team',
  'employee_to_other_team',
];
const CORRECTIONS: Relation[] = ['own_correction', 'own_correction_in_own_team', 'own_person_correction', 'other_correction'];
const LEAVES: Relation[] = ['own_leave', 'own_leave_in_own_team', 'own_person_leave', 'other_leave'];
const OWN_LEAVES: Relation[] = ['own_leave', 'own_leave_in_own_team'];
const WEEKS: Relation[] = [
  'week_i_validated_of_own_person',
  'week_other_validated_of_own_person',
  'week_i_validated_of_other_person',
  'week_other_validated_of_other_person',
  'own_week',
];

interface Row {
  /** The subjects the action can be about. */
  about: Relation[];
  /** What each role is allowed, as the table says. */
  employee: Relation[];
  manager: Relation[];
  general_manager: Relation[];
}

const SELF: Relation[] = ['self', 'self_in_own_team'];

/** The table of docs/api.md#access-rules, one row per action. */
const TABLE: Record<Action, Row> = {
  // own | own and own people | everyone
  view_data_of: { about: PERSON, employee: SELF, manager: [...SELF, 'own_person'], general_manager: PERSON },
  // self | self | self
  clock: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  // no | own people, never self | everyone, never self
  edit_working_times: { about: PERSON, employee: [], manager: ['own_person'], general_manager: ['own_person', 'other_person'] },
  // self | self | self
  request_correction: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  // no | those of own people, never own | all, own included
  review_correction: { about: CORRECTIONS, employee: [], manager: ['own_person_correction'], general_manager: CORRECTIONS },
  // no | weeks they validated | all
  reopen_week: {
    about: WEEKS,
    employee: [],
    manager: ['week_i_validated_of_own_person', 'week_i_validated_of_other_person'],
    general_manager: WEEKS,
  },
  // no | active accounts | all
  list_users: { about: ['service'], employee: [], manager: ['service'], general_manager: ['service'] },
  // no | no | yes (inviting, and sending an invitation again to a person)
  invite_user: { about: ['service', ...PERSON], employee: [], manager: [], general_manager: ['service', ...PERSON] },
  // no | no | others, never self
  change_role: { about: PERSON, employee: [], manager: [], general_manager: ['own_person', 'other_person'] },
  // own | own | others, never own
  delete_account: { about: PERSON, employee: SELF, manager: SELF, general_manager: ['own_person', 'other_person'] },
  // own | own | own
  update_profile: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  // no | no | own (two steps)
  update_email: { about: PERSON, employee: [], manager: [], general_manager: SELF },
  // own | own | own
  change_password: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  // own two-factor codes and passkeys
  manage_sign_in: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  export_data: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  // no | no | others' second factors, never own
  reset_sign_in_factors: { about: PERSON, employee: [], manager: [], general_manager: ['own_person', 'other_person'] },
  // no | teams managed | all
  view_team: { about: TEAMS, employee: [], manager: ['managed_team'], general_manager: TEAMS },
  view_team_averages: { about: TEAMS, employee: [], manager: ['managed_team'], general_manager: TEAMS },
  manage_team: { about: TEAMS, employee: [], manager: ['managed_team'], general_manager: TEAMS },
  // no | a team whose manager is the caller | for any manager
  create_team: { about: NEW_TEAMS, employee: [], manager: ['new_team_managed_by_me'], general_manager: NEW_TEAMS },
  // no | no | yes
  assign_team_manager: { about: TEAMS, employee: [], manager: [], general_manager: TEAMS },
  // no | employees, to teams managed (docs/api.md#teams) | anyone, to any team
  add_team_member: { about: MEMBERSHIPS, employee: [], manager: ['employee_to_managed_team'], general_manager: MEMBERSHIPS },
  // no | no | yes (the company's default schedule and days off)
  manage_company_calendar: { about: ['service'], employee: [], manager: [], general_manager: ['service'] },
  // no | no | yes (webhooks)
  manage_webhooks: { about: ['service'], employee: [], manager: [], general_manager: ['service'] },
  // no | no | yes (shared clocking terminals)
  manage_terminals: { about: ['service'], employee: [], manager: [], general_manager: ['service'] },
  // no | no | anyone's badge number, own included
  set_badge: { about: PERSON, employee: [], manager: [], general_manager: PERSON },
  // own | own and own people | everyone (a manager's request for someone else is approved at once)
  request_leave: { about: PERSON, employee: SELF, manager: [...SELF, 'own_person'], general_manager: PERSON },
  // no | own people's, never own | all, never own
  review_leave: {
    about: LEAVES,
    employee: [],
    manager: ['own_person_leave'],
    general_manager: ['own_person_leave', 'other_leave'],
  },
  // own (the command checks the days) | own and own people's | all
  cancel_leave: { about: LEAVES, employee: OWN_LEAVES, manager: [...OWN_LEAVES, 'own_person_leave'], general_manager: LEAVES },
  // no | no | yes (leave types)
  manage_leave_types: { about: ['service'], employee: [], manager: [], general_manager: ['service'] },
  // no | no | anyone's allowances, own included
  manage_leave_allowances: { about: PERSON, employee: [], manager: [], general_manager: PERSON },
  // own | own | own (the secret calendar address)
  manage_calendar_feed: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  // own | own | anyone (what each may change is the field's own rule: update_profile, set_employee_number)
  edit_account: { about: PERSON, employee: SELF, manager: SELF, general_manager: PERSON },
  // no | no | anyone's employee number, own included
  set_employee_number: { about: PERSON, employee: [], manager: [], general_manager: PERSON },
  // no | their people (the query) | everyone
  view_attendance_report: { about: ['service'], employee: [], manager: ['service'], general_manager: ['service'] },
  // no | no | yes (payroll settings, export and scheduled reports)
  manage_payroll: { about: ['service'], employee: [], manager: [], general_manager: ['service'] },
  // no | no | anyone's start date, own included
  set_start_date: { about: PERSON, employee: [], manager: [], general_manager: PERSON },
  // no | no | yes (the reminder policy)
  manage_reminders: { about: ['service'], employee: [], manager: [], general_manager: ['service'] },
  // own | own | own (Web Push subscriptions)
  manage_push_subscriptions: { about: PERSON, employee: SELF, manager: SELF, general_manager: SELF },
  // no | their own people (the query keeps those) | everyone
  view_attention: { about: ['service'], employee: [], manager: ['service'], general_manager: ['service'] },
};

const ROLES: Role[] = ['employee', 'manager', 'general_manager'];

describe('the rule function', () => {
  it('has a row of the table for every action it knows', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ACTIONS].sort());
  });

  for (const action of ACTIONS) {
    describe(action, () => {
      for (const role of ROLES) {
        it(`for a ${role}`, () => {
          const actor: Actor = { id: ME, role };
          const row = TABLE[action];
          const decisions = Object.fromEntries(row.about.map((relation) => [relation, can(actor, action, RELATIONS[relation])]));
          const expected = Object.fromEntries(row.about.map((relation) => [relation, row[role].includes(relation)]));
          expect(decisions).toEqual(expected);
        });
      }
    });
  }

  it('refuses what no rule names: unknown actions and subjects of another kind', () => {
    for (const role of ROLES) {
      const actor: Actor = { id: ME, role };
      expect(can(actor, 'delete_everything' as Action, RELATIONS.self)).toBe(false);
      expect(can(actor, 'clock', RELATIONS.managed_team)).toBe(false);
      expect(can(actor, 'update_profile', RELATIONS.service)).toBe(false);
    }
  });
});
