import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@timetrack/client';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, keysOf } from './live';
import { queryKeys } from './query-keys';

const clock: LiveEvent = { id: '1', type: 'clock', data: { user_id: 7, status: true, on_break: false, time: '2026-11-25T08:00:00.000Z' } };

describe('keysOf', () => {
  it("makes a clock stale the person's working times and balance, and presence", () => {
    expect(keysOf(clock)).toEqual([['working-times', 7], ['presence'], ['balance', 7]]);
  });
  it('makes a notification stale the inbox and its count', () => {
    expect(keysOf({ id: '2', type: 'notification', data: { id: 3, kind: 'correction_requested' } })).toEqual([['notifications']]);
  });
  it("makes a leave request stale every read of leave and the person's absences, account and change log", () => {
    expect(keysOf({ id: '3', type: 'leave_request', data: { id: 4, user_id: 7, status: 'approved' } })).toEqual([
      ['leave'],
      ['absences', 7],
      ['balance', 7],
      ['changes', 7],
    ]);
  });
});

describe('applyLiveEvent', () => {
  it('invalidates the matching reads and leaves the others fresh', () => {
    const queryClient = new QueryClient();
    const mine = queryKeys.workingTimes.range(7, '2026-11-23', '2026-11-29');
    const theirs = queryKeys.workingTimes.range(8, '2026-11-23', '2026-11-29');
    const presence = queryKeys.presence.search('');
    const unread = queryKeys.notifications.unreadCount();
    for (const key of [mine, theirs, presence, unread]) queryClient.setQueryData(key, 1);
    applyLiveEvent(queryClient, clock);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(mine)).toBe(true);
    expect(stale(presence)).toBe(true);
    expect(stale(theirs)).toBe(false);
    expect(stale(unread)).toBe(false);
  });

  it("reaches the change log at every limit a screen reads it with", () => {
    const queryClient = new QueryClient();
    const keys = [queryKeys.changes.list(7, 100), queryKeys.changes.list(7, 200), queryKeys.changes.chain(7)];
    for (const key of keys) queryClient.setQueryData(key, 1);
    applyLiveEvent(queryClient, { id: '4', type: 'week_validation', data: { id: 3, user_id: 7, week_start: '2026-11-23', status: 'validated' } });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
