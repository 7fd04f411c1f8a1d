// Every screen's address, in one tree. Each screen is its own chunk (lazyRouteComponent): the sign-in page
// and Today load first; hours, charts and manager screens load when opened. Screens behind `app` need a
// signed-in person; the others are open (sign-in and the e-mail links).
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '../lib/session';
import { validateBalanceSearch } from '../features/balance/search';
import { NotFound, RootLayout } from './root';

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
  component: lazyRouteComponent(() => import('./public-layout'), 'PublicLayout'),
});

const signInRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string; email?: string } => ({
    ...(typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
  }),
  beforeLoad: ({ search }) => {
    if (session.user) throw redirect({ to: search.redirect ?? '/' });
  },
  component: lazyRouteComponent(() => import('../features/auth/routes/sign-in'), 'SignIn'),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'forgot-password',
  component: lazyRouteComponent(() => import('../features/auth/routes/forgot-password'), 'ForgotPassword'),
});

const setPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'set-password/$token',
  component: lazyRouteComponent(() => import('../features/auth/routes/password-link'), 'SetPassword'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'reset-password/$token',
  component: lazyRouteComponent(() => import('../features/auth/routes/password-link'), 'ResetPassword'),
});

const confirmEmailRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'confirm-email/$token',
  component: lazyRouteComponent(() => import('../features/auth/routes/confirm-email'), 'ConfirmEmail'),
});

/** The signed-in application: the shell with its navigation. */
const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ location }) => {
    if (!session.user) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  component: lazyRouteComponent(() => import('./shell'), 'Shell'),
});

const todayRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/',
  component: lazyRouteComponent(() => import('../features/clock/routes/today'), 'Today'),
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
  component: lazyRouteComponent(() => import('../features/hours/routes/hours'), 'Hours'),
});

const inboxRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'inbox',
  component: lazyRouteComponent(() => import('../features/inbox/routes/inbox'), 'Inbox'),
});

const profileRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'profile',
  component: lazyRouteComponent(() => import('../features/profile/routes/profile'), 'Profile'),
});

const changesRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'changes',
  component: lazyRouteComponent(() => import('../features/profile/routes/changes'), 'Changes'),
});

/** Managers' and general managers' screens: a role that may not use them is taken home. */
function requireRole(...roles: readonly string[]) {
  return () => {
    if (!session.user || !roles.includes(session.user.role)) throw redirect({ to: '/' });
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
  component: lazyRouteComponent(() => import('../features/people/routes/people'), 'People'),
});

const personRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'people/$userId',
  beforeLoad: requireRole('manager', 'general_manager'),
  validateSearch: (search: Record<string, unknown>): PersonSearch => ({
    view: search.view === 'month' ? 'month' : 'week',
    ...(typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  }),
  component: lazyRouteComponent(() => import('../features/people/routes/person'), 'Person'),
});

const reviewsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'reviews',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(() => import('../features/reviews/routes/reviews'), 'Reviews'),
});

const teamsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'teams',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(() => import('../features/teams/routes/teams'), 'Teams'),
});

const teamRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'teams/$teamId',
  beforeLoad: requireRole('manager', 'general_manager'),
  component: lazyRouteComponent(() => import('../features/teams/routes/team'), 'Team'),
});

const accountsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'accounts',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(() => import('../features/accounts/routes/accounts'), 'Accounts'),
});

/** Accounts of hours: one's own balance, a manager's view of a person and of a team, the company calendar. */
const balanceRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'balance',
  validateSearch: validateBalanceSearch,
  component: lazyRouteComponent(() => import('../features/balance/routes/my-balance'), 'MyBalance'),
});

const personBalanceRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'people/$userId/balance',
  beforeLoad: requireRole('manager', 'general_manager'),
  validateSearch: validateBalanceSearch,
  component: lazyRouteComponent(() => import('../features/balance/routes/person-balance'), 'PersonBalance'),
});

const teamBalanceRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'teams/$teamId/balance',
  beforeLoad: requireRole('manager', 'general_manager'),
  validateSearch: validateBalanceSearch,
  component: lazyRouteComponent(() => import('../features/balance/routes/team-balance'), 'TeamBalance'),
});

const calendarRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'calendar',
  beforeLoad: requireRole('general_manager'),
  component: lazyRouteComponent(() => import('../features/balance/routes/company-calendar'), 'CompanyCalendar'),
});

const moreRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'more',
  component: lazyRouteComponent(() => import('./more'), 'More'),
});

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([signInRoute, forgotPasswordRoute, setPasswordRoute, resetPasswordRoute, confirmEmailRoute]),
  appLayout.addChildren([todayRoute, hoursRoute, inboxRoute, profileRoute, changesRoute, moreRoute,
    peopleRoute, personRoute, reviewsRoute, teamsRoute, teamRoute, accountsRoute,
    balanceRoute, personBalanceRoute, teamBalanceRoute, calendarRoute]),
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
