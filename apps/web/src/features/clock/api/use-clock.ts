// The clock of the signed-in person: this week's periods with what waits in the queue applied, the state
// that follows, and the two actions. Every action goes through the offline queue (its client_id and time
// are fixed at the tap), so it works the same with or without a network.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueuedAction, QueuedActionInput, RejectedAction } from '@timetrack/client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { client } from '../../../lib/client';
import { useQueue } from '../../../lib/queue';
import { useCurrentUser } from '../../../lib/session';
import { periodRange } from '../../../lib/range';
import { startOfWeek } from '../../../lib/time';
import { workingTimesQuery } from '../../../lib/working-times';
import { applyPending, clockState, type ClockAction, type ClockState, type ShownPeriod } from '../lib/pending';
import { queryKeys } from '../../../lib/query-keys';

function isClockAction(input: QueuedActionInput): boolean {
  return input.kind === 'clock' || input.kind === 'break';
}

export interface Clock {
  state: ClockState;
  /** This week's periods, pending actions applied. */
  periods: ShownPeriod[];
  weekStart: Date;
  /** Loaded at least once (or known from the queue alone). */
  ready: boolean;
  /** The periods could not be loaded (offline with nothing cached). */
  loadFailed: boolean;
  /** Clock and break actions waiting for the network. */
  waiting: number;
  rejected: RejectedAction[];
  busy: boolean;
  toggleClock: () => void;
  toggleBreak: () => void;
  dismiss: (clientId: string) => void;
}

export function useClock(): Clock {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const weekStart = startOfWeek(new Date());
  const query = useQuery(workingTimesQuery(user.id, periodRange('week', weekStart), { remember: true }));
  const { pending, rejected } = useQueue();

  const submit = useMutation({
    mutationFn: async (action: ClockAction) => {
      const result = await client.queue.submit(action.input);
      if (result.status === 'delivered') await queryClient.refetchQueries({ queryKey: queryKeys.workingTimes.person(user.id) });
      return result;
    },
  });

  // Actions that left the queue (sent by the queue on its own, when the network came back) stay shown
  // until the periods have been read again after them, so the screen never steps back in between.
  const mine = useMemo(
    () => pending.filter((action) => action.owner_id === user.id && isClockAction(action.input)),
    [pending, user.id],
  );
  const [confirming, setConfirming] = useState<{ action: ClockAction; at: number }[]>([]);
  const previous = useRef<QueuedAction[]>([]);
  useEffect(() => {
    const gone = previous.current.filter((action) => !mine.some((still) => still.client_id === action.client_id));
    previous.current = mine;
    if (gone.length === 0) return;
    const at = Date.now();
    setConfirming((list) => [
      ...list.filter((entry) => entry.at > Date.now() - 60_000),
      ...gone.map((action) => ({ action: { input: action.input, time: action.time }, at })),
    ]);
    void queryClient.invalidateQueries({ queryKey: queryKeys.workingTimes.person(user.id) });
  }, [mine, queryClient, user.id]);

  const periods = useMemo(() => {
    const actions: ClockAction[] = [
      ...confirming.filter((entry) => query.dataUpdatedAt < entry.at).map((entry) => entry.action),
      ...mine.map((action) => ({ input: action.input, time: action.time })),
    ];
    // The action being sent right now: already in the queue, or about to be; applying it twice changes nothing.
    if (submit.isPending && submit.variables) actions.push(submit.variables);
    actions.sort((a, b) => a.time.localeCompare(b.time));
    return applyPending(query.data ?? [], actions);
    // A new week reads new periods: its query.data changes with it.
  }, [query.data, query.dataUpdatedAt, confirming, mine, submit.isPending, submit.variables]);

  const state = clockState(periods);
  const act = (input: QueuedActionInput) => submit.mutate({ input, time: new Date().toISOString() });

  return {
    state,
    periods,
    weekStart,
    ready: query.data !== undefined,
    loadFailed: query.isError && query.data === undefined,
    waiting: mine.length,
    rejected: rejected.filter((action) => action.owner_id === user.id && isClockAction(action.input)),
    busy: submit.isPending,
    toggleClock: () => act({ kind: 'clock', user_id: user.id, action: state === 'off' ? 'in' : 'out' }),
    toggleBreak: () => {
      if (state === 'off') return;
      act({ kind: 'break', user_id: user.id, action: state === 'on_break' ? 'end' : 'start' });
    },
    dismiss: (clientId) => void client.queue.dismiss(clientId),
  };
}
