// The app's query client. Any call answered 401 `unauthenticated` means the session has ended
// (signed out elsewhere, expired, or the account deactivated), so the app forgets
// its data and the guards send the user to /login on that very action.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { replaceSession } from '../features/auth/api.ts';
import { ApiError } from '../lib/api.ts';

export function createQueryClient() {
  const endSessionOn401 = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'unauthenticated') replaceSession(client, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOn401 }),
    mutationCache: new MutationCache({ onError: endSessionOn401 }),
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; a network blip might.
        retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
        refetchOnWindowFocus: false,
        // Asked even when the device says it is offline: the service worker may hold the answer
        // (docs/decisions/031-installable-app-and-offline.md); only retries wait for the network.
        networkMode: 'offlineFirst',
      },
    },
  });
  return client;
}
