// What My hours reads besides the working times, absences and validated weeks (lib/person-reads.ts): the
// person's correction requests; and the request of a correction, through the offline queue.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

const CORRECTIONS_LIMIT = 200;

export function myCorrectionsQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.corrections.own(userId, CORRECTIONS_LIMIT),
    queryFn: async () => {
      const body = await unwrap(client.api.GET('/corrections', { params: { query: { limit: CORRECTIONS_LIMIT } } }));
      // The list also holds the requests the caller may review; here only their own.
      return body.data.filter((correction) => correction.user_id === userId);
    },
  });
}

export interface CorrectionInput {
  working_time_id?: number;
  start: string;
  end: string;
  reason: string;
}

export function useRequestCorrection(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionInput) => client.queue.submit({ kind: 'correction', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.corrections.person(userId) }),
  });
}
