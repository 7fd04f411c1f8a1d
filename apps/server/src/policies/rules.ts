// The one rule function of the service. The table of docs/api.md#access-rules, written as rules evaluated top to
// bottom: the first rule whose action, role and condition match decides. Self-denials come first, then
// the grants. Anything no rule names is refused.
import type { Role } from '../db/schema.js';

export const ACTIONS = [
  'view_data_of',
  'clock',
  'edit_working_times',
  'request_correction',
  'review_correction',
  'reopen_week',
  'list_users',
  'invite_user',
  'change_role',
  'delete_account',
  'update_profile',
  'update_email',
  'change_password',
  'manage_sign_in',
  'reset_sign_in_factors',
  'export_data',
  'view_team',
  'view_team_averages',
  'manage_team',
  'create_team',
  'assign_team_manager',
  'manage_company_calendar',
  'add_team_member',
  'manage_webhooks',
  'manage_terminals',
  'set_badge',
  'request_leave',
  'review_leave',
  'cancel_leave',
  'manage_leave_types',
  'manage_leave_allowances',
  'manage_calendar_feed',
  'edit_account',
  'set_employee_number',
  'view_attendance_report',
  'manage_payroll',
  'set_start_date',
  'manage_reminders',
  'manage_push_subscriptions',
  'view_attention',
] as const;
export type Action = (typeof ACTIONS)[number];

export interface Actor {
  id: number;
  role: Role;
}

/** A person the action is about. `managerIds`: managers of the teams the person belongs to. */
export interface PersonSubject {
  type: 'person';
  id: number;
  managerIds: readonly number[];
}

/** A correction request; `person` is the requester. */
export interface CorrectionSubject {
  type: 'correction';
  id: number;
  person: PersonSubject;
}

/** A leave request; `person` is whose leave it is. */
export interface LeaveRequestSubject {
  type: 'leave_request';
  id: number;
  person: PersonSubject;
}

/** A validated (or reopened) week; `person` is whose week it is. */
export interface WeekSubject {
  type: 'week';
  id: number;
  validatedBy: number;
  person: PersonSubject;
}

/** A team, existing or about to be created: `managerId` is its (future) manager. */
export interface TeamSubject {
  type: 'team';
  id: number | null;
  managerId: number;
}

/** Adding a person to a team: what the rule needs is the team and the role of the person added. */
export interface MembershipSubject {
  type: 'membership';
  team: TeamSubject;
  memberRole: Role;
}

/** The whole service (actions on no particular record: listing or inviting accounts). */
export interface ServiceSubject {
  type: 'service';
}

export type Subject = PersonSubject | CorrectionSubject | LeaveRequestSubject | WeekSubject | TeamSubject | MembershipSubject | ServiceSubject;

type Condition = (actor: Actor, subject: Subject) => boolean;

interface Rule {
  actions: readonly Action[];
  roles: readonly Role[];
  when: Condition;
  allow: boolean;
  /** Why the rule exists, as the table says it. */
  says: string;
}

const ALL_ROLES: readonly Role[] = ['employee', 'manager', 'general_manager'];

/** The person an action is about, whatever the subject. */
function personOf(subject: Subject): PersonSubject | undefined {
  switch (subject.type) {
    case 'person':
      return subject;
    case 'correction':
    case 'leave_request':
    case 'week':
      return subject.person;
    default:
      return undefined;
  }
}

const always: Condition = () => true;
const isSelf: Condition = (actor, subject) => personOf(subject)?.id === actor.id;
const isOwnPerson: Condition = (actor, subject) => personOf(subject)?.managerIds.includes(actor.id) ?? false;
const managesTeam: Condition = (actor, subject) => subject.type === 'team' && subject.managerId === actor.id;
/** An employee joining a team the caller manages: a manager's people are employees they added. */
const addsEmployeeToManagedTeam: Condition = (actor, subject) =>
  subject.type === 'membership' && subject.team.managerId === actor.id && subject.memberRole === 'employee';
const validatedTheWeek: Condition = (actor, subject) => subject.type === 'week' && subject.validatedBy === actor.id;

const deny = (actions: readonly Action[], roles: readonly Role[], when: Condition, says: string): Rule => ({
  actions,
  roles,
  when,
  allow: false,
  says,
});
const allow = (actions: readonly Action[], roles: readonly Role[], when: Condition, says: string): Rule => ({
  actions,
  roles,
  when,
  allow: true,
  says,
});

export const RULES: readonly Rule[] = [
  // Self-denials, before any grant.
  deny(['edit_working_times'], ALL_ROLES, isSelf, 'nobody edits their own hours: a correction request is used instead'),
  deny(['review_correction'], ['manager'], isSelf, 'a manager never reviews their own correction request'),
  deny(['change_role'], ALL_ROLES, isSelf, 'nobody changes their own role'),
  deny(['delete_account'], ['general_manager'], isSelf, 'a general manager never deletes their own account'),
  deny(['review_leave'], ALL_ROLES, isSelf, 'nobody decides their own leave request'),
  deny(
    ['reset_sign_in_factors'],
    ALL_ROLES,
    isSelf,
    'nobody removes their own second factors this way: turning them off asks for the password or the passkey itself',
  ),

  // What everyone may do for themself.
  allow(
    [
      'clock',
      'request_correction',
      'update_profile',
      'change_password',
      'manage_sign_in',
      'export_data',
      'request_leave',
      'cancel_leave',
      'manage_calendar_feed',
      'manage_push_subscriptions',
    ],
    ALL_ROLES,
    isSelf,
    'self',
  ),
  allow(['view_data_of', 'delete_account', 'edit_account'], ALL_ROLES, isSelf, 'own'),

  // Managers: their own people and the teams they manage.
  allow(
    ['view_data_of', 'edit_working_times', 'review_correction', 'request_leave', 'review_leave', 'cancel_leave'],
    ['manager'],
    isOwnPerson,
    'own people',
  ),
  allow(['reopen_week'], ['manager'], validatedTheWeek, 'weeks they validated'),
  allow(['list_users'], ['manager'], always, 'active accounts (the query shows only those)'),
  allow(['view_attendance_report'], ['manager'], always, 'the attendance report of their own people (the query shows only those)'),
  allow(['view_attention'], ['manager'], always, 'what needs them among their own people (the query shows only those)'),
  allow(
    ['view_team', 'view_team_averages', 'manage_team', 'create_team'],
    ['manager'],
    managesTeam,
    'teams managed; a team whose manager is the caller',
  ),
  allow(
    ['add_team_member'],
    ['manager'],
    addsEmployeeToManagedTeam,
    'employees, to the teams they manage (adding a manager or a general manager takes a general manager)',
  ),

  // General managers: everyone and every team.
  allow(
    [
      'view_data_of',
      'edit_working_times',
      'review_correction',
      'reopen_week',
      'list_users',
      'invite_user',
      'change_role',
      'delete_account',
      'view_team',
      'view_team_averages',
      'manage_team',
      'create_team',
      'assign_team_manager',
      'manage_company_calendar',
      'add_team_member',
      'manage_webhooks',
      'manage_terminals',
      'set_badge',
      'request_leave',
      'review_leave',
      'cancel_leave',
      'manage_leave_types',
      'manage_leave_allowances',
      'edit_account',
      'set_employee_number',
      'view_attendance_report',
      'manage_payroll',
      'set_start_date',
      'reset_sign_in_factors',
      'manage_reminders',
      'view_attention',
    ],
    ['general_manager'],
    always,
    'everyone (after the self-denials above)',
  ),
  allow(['update_email'], ['general_manager'], isSelf, 'own e-mail, in two steps'),
];

/** The rule function: may `actor` do `action` on `subject`? Refuses whatever no rule grants. */
export function can(actor: Actor, action: Action, subject: Subject): boolean {
  for (const rule of RULES) {
    if (rule.actions.includes(action) && rule.roles.includes(actor.role) && rule.when(actor, subject)) {
      return rule.allow;
    }
  }
  return false;
}

/**
 * The roles that may be granted one of `actions` about a person without being that person or one of their
 * managers (for example a general manager, by a rule that holds always). Whoever else may be granted them is the
 * person or a manager of theirs: the live events' fan-out asks the rule function about those streams only (and
 * every stream of these roles), instead of about every open stream. Read from RULES, so a new grant shows here.
 */
export function rolesGrantedBeyondRelation(actions: readonly Action[]): ReadonlySet<Role> {
  const roles = new Set<Role>();
  for (const rule of RULES) {
    if (!rule.allow || rule.when === isSelf || rule.when === isOwnPerson) continue;
    if (rule.actions.some((action) => actions.includes(action))) for (const role of rule.roles) roles.add(role);
  }
  return roles;
}

/** A subject for actions about the person themself (their notifications, their own profile). */
export function selfSubject(actor: Actor): PersonSubject {
  return { type: 'person', id: actor.id, managerIds: [] };
}
