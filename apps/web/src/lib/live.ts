// Live events for the whole signed-in application: one stream (the client package's `events.subscribe`)
// while someone is signed in, turned into reads done again, so every screen showing what changed updates
// without a reload, whichever device made the change: a clock refreshes that person's working times (Today,
// My hours, their page) and presence (People); a notification, the inbox and its count; a correction, a
// week validation or a leave request, what shows them. `reset` (missed events the service cannot replay)
// reads everything again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@timetrack/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BALANCE_KEY } from './balance';
import { client } from './client';
import { LEAVE_KEY } from './leave';
import { WORKING_TIMES_KEY } from './working-times';

/** The query keys' first parts that live events refresh; the features' queries start their keys with them. */
export const LIVE_KEYS = {
  presence: 'presence',
  notifications: 'notifications',
  corrections: 'corrections',
  weekValidations: 'week-validations',
  changes: 'changes',
} as const;

/** The reads an event makes stale. */
export function keysOf(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'clock':
      return [[WORKING_TIMES_KEY, event.data.user_id], [LIVE_KEYS.presence], [BALANCE_KEY, event.data.user_id]];
    case 'notification':
      return [[LIVE_KEYS.notifications]];
    case 'correction':
      // A decided request may have changed the person's hours, and so their change log and balance.
      return [[LIVE_KEYS.corrections], [WORKING_TIMES_KEY, event.data.user_id], [LIVE_KEYS.changes, event.data.user_id], [BALANCE_KEY, event.data.user_id]];
    case 'week_validation':
      return [[LIVE_KEYS.weekValidations, event.data.user_id], [LIVE_KEYS.changes, event.data.user_id]];
    case 'leave_request':
      // Every read of leave (balances, requests, the calendar, Reviews' count); a decision or a cancellation
      // writes or removes absences, and so changes the person's hours, account and change log.
      return [
        [LEAVE_KEY],
        ['absences', event.data.user_id],
        [BALANCE_KEY, event.data.user_id],
        [LIVE_KEYS.changes, event.data.user_id],
      ];
  }
}

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  for (const queryKey of keysOf(event)) void queryClient.invalidateQueries({ queryKey });
}

/** Keeps the stream open while `userId` is signed in (null: none). */
export function useLiveEvents(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return undefined;
    return client.events.subscribe({
      onEvent: (event) => applyLiveEvent(queryClient, event),
      onReset: () => void queryClient.invalidateQueries(),
    });
  }, [userId, queryClient]);
}
