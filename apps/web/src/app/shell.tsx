// The signed-in application: a header (name, the clock from anywhere on a desktop, the bell), a side
// navigation from 768 px, a bottom navigation below, and the screen. The entries follow the role. The frame
// is drawn by global.css (Mantine's AppShell would bring its resizing and scroll-lock code to the first screen).
import { Group, NavLink, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockShortcut } from '../features/clock/components/clock-shortcut';
import { Bell } from '../features/inbox/components/bell';
import { loadScreenWords } from '../lib/i18n';
import { useLiveEvents } from '../lib/live';
import { useMe } from '../lib/me';
import { useSession } from '../lib/session';
import { entriesFor, NAV_ENTRIES, type NavEntry } from './navigation';
import { SignOutButton } from './sign-out-button';

export const DESKTOP_QUERY = '(min-width: 48em)';

/** An entry with a more specific one under it (Time off, with Who is away at /time-off/calendar) is the
 * screen shown only on its own address. */
function hasDeeperEntry(entry: NavEntry): boolean {
  return NAV_ENTRIES.some((other) => other.to.startsWith(`${entry.to}/`));
}

function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.to === '/' || hasDeeperEntry(entry)) return pathname === entry.to;
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}

// Shown instead of every screen while the organisation asks this person for a second factor they have
// not set up; its own chunk, with the words beyond the first screens.
const TwoFactorSetup = lazy(() =>
  Promise.all([import('../features/profile/routes/two-factor-setup'), loadScreenWords()]).then(([module]) => ({
    default: module.TwoFactorSetup,
  })),
);

/** The header and the screen alone: no navigation, no clock, no bell (the service refuses them until the set-up). */
function SetupFirst() {
  return (
    <div className="app-shell">
      <header className="app-shell-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconClock size={26} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text fw={700} fz="lg">
              Timetrack
            </Text>
          </Group>
          <SignOutButton />
        </Group>
      </header>
      <main id="main" tabIndex={-1} className="app-shell-main">
        <Suspense fallback={null}>
          <TwoFactorSetup />
        </Suspense>
      </main>
    </div>
  );
}

export function Shell() {
  const { t } = useTranslation();
  const user = useSession();
  const { pathname } = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  const me = useMe(user !== null);
  // One live stream for every screen, from the moment someone is signed in (not while a second factor is owed).
  useLiveEvents(user !== null && me.data?.two_factor_required !== true ? user.id : null);
  // Signed out a moment ago: the router is on its way to the sign-in page.
  if (!user) return null;
  if (me.data?.two_factor_required) return <SetupFirst />;

  return (
    <div className="app-shell" data-desktop={desktop || undefined}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      {/* right-scroll-bar-position: a dialog that locks the page's scroll keeps the bar in place. */}
      <header className="app-shell-header right-scroll-bar-position">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconClock size={26} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text fw={700} fz="lg">
              Timetrack
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ClockShortcut showButton={Boolean(desktop) && pathname !== '/'} />
            <Bell />
          </Group>
        </Group>
      </header>

      {desktop && (
        <nav className="app-shell-navbar" aria-label={t('nav.label')}>
          <div className="app-shell-navbar-entries">
            <Text size="sm" c="dimmed" px="sm" pb="xs" truncate title={user.name}>
              {user.name}
            </Text>
            {entriesFor(user.role, 'side').map((entry) => (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                activeOptions={{ exact: hasDeeperEntry(entry) }}
                label={t(entry.label)}
                leftSection={<entry.icon size={20} aria-hidden />}
                rightSection={entry.count && <entry.count />}
                active={isActive(entry, pathname)}
                aria-current={isActive(entry, pathname) ? 'page' : undefined}
              />
            ))}
          </div>
          <div>
            <SignOutButton fullWidth />
          </div>
        </nav>
      )}

      <main id="main" tabIndex={-1} className="app-shell-main">
        <Outlet />
      </main>

      {!desktop && (
        <nav className="app-shell-footer right-scroll-bar-position" aria-label={t('nav.label')}>
          <Group h="100%" gap={0} wrap="nowrap" justify="space-around">
            {entriesFor(user.role, 'phone').map((entry) => (
              <Link
                key={entry.to}
                to={entry.to}
                className="bottom-nav-link"
                aria-current={isActive(entry, pathname) ? 'page' : undefined}
              >
                <entry.icon size={24} aria-hidden />
                {t(entry.label)}
              </Link>
            ))}
          </Group>
        </nav>
      )}
    </div>
  );
}
