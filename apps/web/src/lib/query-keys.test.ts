import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('gives the change log read with two limits two keys, so neither screen shows the other one\'s answer', () => {
    expect(queryKeys.changes.list(7, 100)).not.toEqual(queryKeys.changes.list(7, 200));
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.changes.list(7, 100), 'the latest 100');
    expect(queryClient.getQueryData(queryKeys.changes.list(7, 200))).toBeUndefined();
  });

  it("keeps the person's key a prefix of every read of their change log, so one invalidation reaches them all", () => {
    const queryClient = new QueryClient();
    const reads = [queryKeys.changes.list(7, 100), queryKeys.changes.list(7, 200), queryKeys.changes.chain(7)];
    const someoneElse = queryKeys.changes.list(8, 100);
    for (const key of [...reads, someoneElse]) queryClient.setQueryData(key, 1);
    void queryClient.invalidateQueries({ queryKey: queryKeys.changes.person(7) });
    for (const key of reads) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(someoneElse)?.isInvalidated).toBe(false);
  });

  it("tells a person's own correction requests from a manager's view of them, and one limit from another", () => {
    expect(queryKeys.corrections.own(7, 200)).not.toEqual(queryKeys.corrections.ofPerson(7, 200));
    expect(queryKeys.corrections.ofPerson(7, 100)).not.toEqual(queryKeys.corrections.ofPerson(7, 200));
  });

  it('puts the page size in the deliveries key', () => {
    expect(queryKeys.webhooks.deliveries(1, 0, 20)).not.toEqual(queryKeys.webhooks.deliveries(1, 0, 50));
  });
});
