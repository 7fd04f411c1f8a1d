// Every screen's address, in one tree. The sign-in page, the shell and Today are part of the start (imported
// here, so they come with the first scripts and nothing waits for another chunk after signing in); every
// other screen is its own chunk (lazyRouteComponent), loaded when opened: hours, charts, manager screens.
// Screens behind `app` need a signed-in person; the others are open (sign-in and the e-mail links).
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadScreenWords } from '../lib/i18n';
import { session } from '../lib/session';
import { validateBalanceSearch } from '../features/balance/search';
import { validateCalendarSearch } from '../features/time-off/search';
import { SignIn } from '../features/auth/routes/sign-in';
import { Today } from '../features/clock/routes/today';
import { PublicLayout } from './public-layout';
import { NotFound, RootLayout } from './root';
import { Shell } from './shell';

/**
 * A screen of its own chunk: loaded with the catalogue's words beyond the first screens (lib/i18n.ts), in
 * parallel, and shown once both are there. Every lazy route goes through it (catalogue-parts.test.ts).
 */
function screen<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadScreenWords()]).then(([module]) => module);
}

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** Open pages: a centred card, no navigation. */
const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: PublicLayout,
});

const signInRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string; email?: string; error?: string } => ({
    ...(typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
    // Why single sign-on sent the browser back here.
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
  }),
  beforeLoad: ({ search }) => {
    if (session.user) redirect({ to: search.redirect ?? '/', throw: true });
  },
  component: SignIn,
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'forgot-password',
  component: lazyRouteComponent(screen(() => import('../features/auth/routes/forgot-password')), 'ForgotPassword'),
});

const setPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'set-password/$token',
  component: lazyRouteComponent(screen(() => import('../features/auth/routes/password-link')), 'SetPassword'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'reset-password/$token',
  component: lazyRouteComponent(screen(() => import('../features/auth/routes/password-link')), 'ResetPassword'),
});

const confirmEmailRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'confirm-email/$token',
  component: lazyRouteComponent(screen(() => import('../features/auth/routes/confirm-email')), 'ConfirmEmail'),
});

/** A shared clocking terminal: the whole screen, no shell, no person signed in (its own credential). */
const terminalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'terminal',
  component: lazyRouteComponent(screen(() => import('../features/terminal-clock/routes/terminal')), 'TerminalPage'),
});

/** The signed-in application: the shell with its navigation. */
const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ location }) => {
    if (!session.user) redirect({ to: '/sign-in', search: { redirect: location.href }, throw: true });
  },
  component: Shell,
});

const todayRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/',
  component: Today,
});

export interface HoursSearch {
  view: 'week' | 'month';
  /** A day of the week or month shown (`YYYY-MM-DD`); default today. */
  date?: string;
}

const hoursRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'hours',
  validateSearch: (search: Record<string, unknown>): HoursSearch => ({
    view: search.view === 'month' ? 'month' : 'week',
    ...(typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  }),
  component: lazyRouteComponent(screen(() => import('../features/hours/routes/hours')), 'Hours'),
});

const inboxRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'inbox',
  component: lazyRouteComponent(screen(() => import('../features/inbox/routes/inbox')), 'Inbox'),
});

const profileRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'profile',
  component: lazyRouteComponent(screen(() => import('../features/profile/routes/profile')), 'Profile'),
});

const changesRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'changes',
  component: lazyRouteComponent(screen(() => import('../features/profile/routes/changes')), 'Changes'),
});

/** Managers' and general managers' screens: a role that may not use them is taken home. */
function requireRole(...roles: readonly string[]) {
  return () => {
    if (!session.user || !roles.includes(session.user.role)) redirect({ to: '/', throw: true });
  };
}

export interface PersonSearch {
  view: 'week' | 'month';
  /** A day of the week or month shown (`YYYY-MM-DD`); default today. */
  date?: string;
}

const peopleRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'people',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/people/routes/people')), 'People'),
});

const personRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'people/$userId',
  beforeLoad: requireRole('manager', 'general_manager'),
  validateSearch: (search: Record<string, unknown>): PersonSearch => ({
    view: search.view === 'month' ? 'month' : 'week',
    ...(typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  }),
  component: lazyRouteComponent(screen(() => import('../features/people/routes/person')), 'Person'),
});

const reviewsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'reviews',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/reviews/routes/reviews')), 'Reviews'),
});

const teamsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'teams',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/teams/routes/teams')), 'Teams'),
});

const teamRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'teams/$teamId',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/teams/routes/team')), 'Team'),
});

const accountsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'accounts',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/accounts/routes/accounts')), 'Accounts'),
});

const terminalsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'terminals',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/terminal-pairing/routes/terminals')), 'Terminals'),
});

const reportsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'reports',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/reports/routes/reports')), 'Reports'),
});

const payrollRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'payroll',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/payroll/routes/payroll')), 'Payroll'),
});

const webhooksRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'webhooks',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/webhooks/routes/webhooks')), 'Webhooks'),
});

/** Accounts of hours: one's own balance, a manager's view of a person and of a team, the company calendar. */
const balanceRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'balance',
  validateSearch: validateBalanceSearch,
  component: lazyRouteComponent(screen(() => import('../features/balance/routes/my-balance')), 'MyBalance'),
});

const personBalanceRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'people/$userId/balance',
  beforeLoad: requireRole('manager', 'general_manager'),
  validateSearch: validateBalanceSearch,
  component: lazyRouteComponent(screen(() => import('../features/balance/routes/person-balance')), 'PersonBalance'),
});

const teamBalanceRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'teams/$teamId/balance',
  beforeLoad: requireRole('manager', 'general_manager'),
  validateSearch: validateBalanceSearch,
  component: lazyRouteComponent(screen(() => import('../features/balance/routes/team-balance')), 'TeamBalance'),
});

const calendarRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'calendar',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/balance/routes/company-calendar')), 'CompanyCalendar'),
});

/** Time off: one's own leave, who is away, the company's leave types, and a manager's view of a person's leave. */
const timeOffRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'time-off',
  component: lazyRouteComponent(screen(() => import('../features/time-off/routes/my-time-off')), 'MyTimeOff'),
});

const teamCalendarRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'time-off/calendar',
  validateSearch: validateCalendarSearch,
  component: lazyRouteComponent(screen(() => import('../features/time-off/routes/team-calendar')), 'TeamCalendar'),
});

const leaveTypesRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'time-off/types',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/time-off/routes/leave-types')), 'LeaveTypes'),
});

const personTimeOffRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'people/$userId/time-off',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/time-off/routes/person-time-off')), 'PersonTimeOff'),
});

const settingsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'settings',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(screen(() => import('../features/settings/routes/settings')), 'Settings'),
});

const moreRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'more',
  component: lazyRouteComponent(screen(() => import('./more')), 'More'),
});

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([signInRoute, forgotPasswordRoute, setPasswordRoute, resetPasswordRoute, confirmEmailRoute]),
  terminalRoute,
  appLayout.addChildren([todayRoute, hoursRoute, inboxRoute, profileRoute, changesRoute, moreRoute,
    peopleRoute, personRoute, reviewsRoute, teamsRoute, teamRoute, accountsRoute,
    balanceRoute, personBalanceRoute, teamBalanceRoute, calendarRoute, terminalsRoute, webhooksRoute, reportsRoute, payrollRoute,
    timeOffRoute, teamCalendarRoute, leaveTypesRoute, personTimeOffRoute, settingsRoute]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
