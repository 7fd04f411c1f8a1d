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
import { client } from './client';
import { queryKeys } from './query-keys';

/** The reads an event makes stale (prefixes of the keys in lib/query-keys.ts). */
export function keysOf(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'clock':
      return [queryKeys.workingTimes.person(event.data.user_id), queryKeys.presence.all(), queryKeys.balance.person(event.data.user_id)];
    case 'notification':
      return [queryKeys.notifications.all()];
    case 'correction':
      // A decided request may have changed the person's hours, and so their change log and balance.
      return [
        queryKeys.corrections.all(),
        queryKeys.workingTimes.person(event.data.user_id),
        queryKeys.changes.person(event.data.user_id),
        queryKeys.balance.person(event.data.user_id),
      ];
    case 'week_validation':
      return [queryKeys.weekValidations.person(event.data.user_id), queryKeys.changes.person(event.data.user_id)];
    case 'leave_request':
      // Every read of leave (balances, requests, the calendar, Reviews' count); a decision or a cancellation
      // writes or removes absences, and so changes the person's hours, account and change log.
      return [
        queryKeys.leave.all(),
        queryKeys.absences.person(event.data.user_id),
        queryKeys.balance.person(event.data.user_id),
        queryKeys.changes.person(event.data.user_id),
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
