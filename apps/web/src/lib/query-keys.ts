// Every TanStack Query key of the application, in one table. A key names the resource first, then whose it
// is, then every parameter its read sends to the service (a range, a page, a limit): two reads of the same
// resource with different parameters never share a cache entry, and the shorter keys (`changes.person(id)`)
// are the prefixes that invalidate every read under them. Features and lib build keys only from here (a lint
// rule refuses a literal array as a `queryKey`).

const key = <const Parts extends readonly unknown[]>(...parts: Parts): Parts => parts;

export const queryKeys = {
  me: () => key('me'),
  singleSignOn: () => key('single-sign-on'),
  passwordToken: (token: string) => key('password-token', token),

  /** Today, My hours and a person's page read the same range under the same key: a clock refreshes them all. */
  workingTimes: {
    person: (userId: number) => key('working-times', userId),
    range: (userId: number, start: string, end: string) => key('working-times', userId, start, end),
  },
  /** A person's account of hours; the screens that only need its days read the same entry (`select`). */
  balance: {
    all: () => key('balance'),
    person: (userId: number) => key('balance', userId),
    range: (userId: number, start: string, end: string) => key('balance', userId, start, end),
  },
  absences: {
    person: (userId: number) => key('absences', userId),
    range: (userId: number, start: string, end: string) => key('absences', userId, start, end),
  },
  weekValidations: {
    all: () => key('week-validations'),
    person: (userId: number) => key('week-validations', userId),
    range: (userId: number, start: string, end: string) => key('week-validations', userId, start, end),
  },
  compliance: {
    person: (userId: number) => key('compliance', userId),
    range: (userId: number, start: string, end: string) => key('compliance', userId, start, end),
  },
  /** A person's change log, newest first, `limit` entries; and the verification of its hash chain. */
  changes: {
    all: () => key('changes'),
    person: (userId: number) => key('changes', userId),
    list: (userId: number, limit: number) => key('changes', userId, 'list', { limit }),
    chain: (userId: number) => key('changes', userId, 'verify'),
  },
  corrections: {
    all: () => key('corrections'),
    person: (userId: number) => key('corrections', userId),
    /** The person's own requests as they see them (My hours), out of the latest `limit`. */
    own: (userId: number, limit: number) => key('corrections', userId, 'own', { limit }),
    /** A person's requests as a manager sees them (their page), the latest `limit`. */
    ofPerson: (userId: number, limit: number) => key('corrections', userId, 'person', { limit }),
    reviews: (reviewerId: number) => key('corrections', 'reviews', reviewerId),
    pendingCount: (reviewerId: number) => key('corrections', 'pending', reviewerId),
  },
  schedules: {
    person: (userId: number) => key('schedules', userId),
  },
  defaultSchedule: () => key('default-schedule'),
  holidays: {
    all: () => key('holidays'),
    range: (start: string, end: string) => key('holidays', start, end),
  },
  /** Every read of leave starts with `leave`: a request, a decision or a cancellation reads them all again. */
  leave: {
    all: () => key('leave'),
    /** `year` null: the current leave year. */
    balances: (userId: number, year: number | null) => key('leave', 'balances', userId, year),
    requests: (userId: number) => key('leave', 'requests', userId),
    calendar: (start: string, end: string, teamId: number | null) => key('leave', 'calendar', start, end, teamId),
    pending: (deciderId: number) => key('leave', 'pending', deciderId),
    types: (includeArchived: boolean) => key('leave', 'types', includeArchived),
  },
  /** Live clock events make everything under `presence` stale: the list and what needs attention. */
  presence: {
    all: () => key('presence'),
    search: (q: string) => key('presence', q),
    attention: (viewerId: number) => key('presence', 'attention', viewerId),
  },
  notifications: {
    all: () => key('notifications'),
    list: () => key('notifications', 'list'),
    unreadCount: () => key('notifications', 'unread'),
  },
  people: {
    all: () => key('people'),
    ofViewer: (viewerId: number, role: string) => key('people', viewerId, role),
  },
  /** A person's name, from the caller's teams or every account. */
  personName: (userId: number) => key('person-name', userId),
  users: {
    all: () => key('users'),
    managers: () => key('users', 'managers'),
    search: (q: string) => key('users', 'search', q),
    accounts: (q: string, role: string | null, page: number) => key('users', 'accounts', q, role, page),
    names: () => key('users', 'names'),
  },
  teams: {
    /** Every team the caller sees, with its members; the prefix of every read about teams. */
    all: () => key('teams'),
    names: () => key('teams', 'names'),
    forReport: () => key('teams', 'report'),
    averages: (teamId: number, start: string, end: string) => key('teams', teamId, 'averages', start, end),
    balances: (teamId: number, start: string, end: string) => key('teams', teamId, 'balances', start, end),
    compliance: (teamId: number, start: string, end: string) => key('teams', teamId, 'compliance', start, end),
  },
  attendanceReport: (start: string, end: string, teamId: number | null) => key('reports', 'attendance', start, end, teamId),
  payroll: {
    all: () => key('payroll'),
    settings: () => key('payroll', 'settings'),
    problems: (month: string, profile: string) => key('payroll', 'problems', month, profile),
    people: () => key('payroll', 'people'),
    schedules: () => key('payroll', 'schedules'),
  },
  reminderPolicy: () => key('settings', 'reminders'),
  webhooks: {
    all: () => key('webhooks'),
    deliveries: (webhookId: number, page: number, pageSize: number) => key('webhooks', webhookId, 'deliveries', { page, pageSize }),
  },
  terminals: () => key('terminals'),
  emailChange: (userId: number) => key('email-change', userId),
  accessTokens: (userId: number) => key('access-tokens', userId),
  totp: (userId: number) => key('totp', userId),
  passkeys: (userId: number) => key('passkeys', userId),
} as const;
