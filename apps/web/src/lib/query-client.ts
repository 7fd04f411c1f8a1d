// Server state of the whole application (TanStack Query).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@timetrack/client';

// Requests are tried even when the browser says it is offline: the client package tells a network failure
// apart, and the offline queue (not a paused mutation) is what keeps actions made with no network.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      staleTime: 30_000,
      // A refusal will be refused again; a network failure is worth one more try.
      retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    },
    mutations: { networkMode: 'always', retry: false },
  },
});
