import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@timetrack/client';
import { describe, expect, it } from 'vitest';
import { BALANCE_KEY } from './balance';
import { LEAVE_KEY } from './leave';
import { applyLiveEvent, keysOf, LIVE_KEYS } from './live';
import { WORKING_TIMES_KEY } from './working-times';

const clock: LiveEvent = { id: '1', type: 'clock', data: { user_id: 7, status: true, on_break: false, time: '2026-11-25T08:00:00.000Z' } };

describe('keysOf', () => {
  it("makes a clock stale the person's working times and balance, and presence", () => {
    expect(keysOf(clock)).toEqual([[WORKING_TIMES_KEY, 7], [LIVE_KEYS.presence], [BALANCE_KEY, 7]]);
  });
  it('makes a notification stale the inbox and its count', () => {
    expect(keysOf({ id: '2', type: 'notification', data: { id: 3, kind: 'correction_requested' } })).toEqual([[LIVE_KEYS.notifications]]);
  });
  it("makes a leave request stale every read of leave and the person's absences, account and change log", () => {
    expect(keysOf({ id: '3', type: 'leave_request', data: { id: 4, user_id: 7, status: 'approved' } })).toEqual([
      [LEAVE_KEY],
      ['absences', 7],
      [BALANCE_KEY, 7],
      [LIVE_KEYS.changes, 7],
    ]);
  });
});

describe('applyLiveEvent', () => {
  it('invalidates the matching reads and leaves the others fresh', () => {
    const queryClient = new QueryClient();
    for (const key of [[WORKING_TIMES_KEY, 7, '2026-11-23'], [WORKING_TIMES_KEY, 8, '2026-11-23'], [LIVE_KEYS.presence, ''], [LIVE_KEYS.notifications, 'unread']]) {
      queryClient.setQueryData(key, 1);
    }
    applyLiveEvent(queryClient, clock);
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale([WORKING_TIMES_KEY, 7, '2026-11-23'])).toBe(true);
    expect(stale([LIVE_KEYS.presence, ''])).toBe(true);
    expect(stale([WORKING_TIMES_KEY, 8, '2026-11-23'])).toBe(false);
    expect(stale([LIVE_KEYS.notifications, 'unread'])).toBe(false);
  });
});
