// `GET /auth/me`: the signed-in account as the service sees it now, with whether it must still set up a
// second factor (the organisation's REQUIRE_TWO_FACTOR) before anything else.
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { client } from './client';
import { queryKeys } from './query-keys';

export function useMe(enabled = true) {
  return useQuery({
    queryKey: queryKeys.me(),
    queryFn: async () => (await unwrap(client.api.GET('/auth/me'))).data,
    enabled,
    staleTime: 60_000,
  });
}
