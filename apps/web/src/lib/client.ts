// The one client of the service for the whole application: cookie session, offline queue in IndexedDB.
import { createClient, indexedDbStorage } from '@timetrack/client';

export const client = createClient({ baseUrl: '/api', mode: 'cookie', storage: indexedDbStorage() });
