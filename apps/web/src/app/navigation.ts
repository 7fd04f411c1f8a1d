// The navigation's entries, by role: the phone's bottom bar shows the `phone` entries (at most four, the
// last being More); the side navigation (768 px and up) shows every `side` entry the role may use. A
// manager's or general manager's screen adds its entry here with the roles that may open it.
import {
  IconBeach,
  IconBell,
  IconCalendarEvent,
  IconCalendarUser,
  IconClock,
  IconDeviceTablet,
  IconDots,
  IconHistory,
  IconListDetails,
  IconReceipt2,
  IconReportAnalytics,
  IconTags,
  IconScale,
  IconSettings,
  IconUserCircle,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  IconWebhook,
  IconChecklist,
  type Icon,
} from '@tabler/icons-react';
import type { User } from '@timetrack/client';
import type { ComponentType } from 'react';
import { PendingCount } from '../features/reviews/components/pending-count';
import { AttentionCount } from '../features/people/components/attention-count';

export type Role = User['role'];

export interface NavEntry {
  to: string;
  /** Catalogue key of the entry's label. */
  label: string;
  icon: Icon;
  /** Roles that see the entry; every role when absent. */
  roles?: readonly Role[];
  /** In the phone's bottom bar. */
  phone?: boolean;
  /** In the side navigation. */
  side?: boolean;
  /** In the More page (phones). */
  more?: boolean;
  /** A count shown beside the label (pending reviews). */
  count?: ComponentType;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'nav.today', icon: IconClock, phone: true, side: true },
  { to: '/hours', label: 'nav.hours', icon: IconListDetails, phone: true, side: true },
  { to: '/inbox', label: 'nav.inbox', icon: IconBell, phone: true, side: true },
  { to: '/balance', label: 'balance.nav', icon: IconScale, side: true, more: true },
  { to: '/time-off', label: 'timeOff.nav', icon: IconBeach, side: true, more: true },
  { to: '/time-off/calendar', label: 'timeOff.calendar.nav', icon: IconCalendarUser, side: true, more: true },
  { to: '/profile', label: 'nav.profile', icon: IconUserCircle, side: true, more: true },
  { to: '/changes', label: 'nav.changes', icon: IconHistory, side: true, more: true },
  { to: '/people', label: 'nav.people', icon: IconUsers, roles: ['manager', 'general_manager'], side: true, more: true, count: AttentionCount },
  { to: '/reviews', label: 'nav.reviews', icon: IconChecklist, roles: ['manager', 'general_manager'], side: true, more: true, count: PendingCount },
  { to: '/teams', label: 'nav.teams', icon: IconUsersGroup, roles: ['manager', 'general_manager'], side: true, more: true },
  { to: '/reports', label: 'nav.reports', icon: IconReportAnalytics, roles: ['manager', 'general_manager'], side: true, more: true },
  { to: '/payroll', label: 'nav.payroll', icon: IconReceipt2, roles: ['general_manager'], side: true, more: true },
  { to: '/accounts', label: 'nav.accounts', icon: IconUserCog, roles: ['general_manager'], side: true, more: true },
  { to: '/time-off/types', label: 'timeOff.types.nav', icon: IconTags, roles: ['general_manager'], side: true, more: true },
  { to: '/calendar', label: 'balance.calendar.nav', icon: IconCalendarEvent, roles: ['general_manager'], side: true, more: true },
  { to: '/terminals', label: 'terminals.nav', icon: IconDeviceTablet, roles: ['general_manager'], side: true, more: true },
  { to: '/webhooks', label: 'webhooks.nav', icon: IconWebhook, roles: ['general_manager'], side: true, more: true },
  { to: '/settings', label: 'nav.settings', icon: IconSettings, roles: ['general_manager'], side: true, more: true },
  { to: '/more', label: 'nav.more', icon: IconDots, phone: true },
];

export function entriesFor(role: Role, place: 'phone' | 'side' | 'more'): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry[place] && (!entry.roles || entry.roles.includes(role)));
}
