// The answers the server drew a page's first screen from (docs/decisions/051-first-screen-on-the-server.md)
// go into the query cache before the app's first render, and stay fresh for a while: the screen they
// were drawn for shows them without asking the server the same questions again a moment later
// (docs/decisions/052-starting-in-short-tasks.md).
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** How long after the page arrived its answers count as fresh; an invalidation ends it sooner. */
export const FIRST_ANSWERS_FRESH_MS = 30_000;

export function hydrateFirstAnswers(client: QueryClient, state: DehydratedState, now = Date.now()) {
  hydrate(client, state);
  // On this device's clock: the answers' own times are the server's, whose clock may differ.
  const freshUntil = now + FIRST_ANSWERS_FRESH_MS;
  const answeredAt = new Map(state.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      // Only while the answer is still the page's own: once asked again, the usual rule (stale at once).
      staleTime: (query) =>
        answeredAt.get(query.queryHash) === query.state.dataUpdatedAt
          ? Math.max(0, freshUntil - query.state.dataUpdatedAt)
          : 0,
    },
  });
}
