// The answers the server drew a page's first screen from (docs/decisions/051-first-screen-on-the-server.md)
// go into the query cache before the app's first render, and stay fresh until the live stream
// listens: the screen shows them without asking the server the same questions while the app starts,
// and reads them once more when a change made since the page was drawn can no longer be missed
// (docs/decisions/052-starting-in-short-tasks.md).
import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';

/** How long after the page arrived its answers count as fresh at most, when no stream opens. */
export const FIRST_ANSWERS_FRESH_MS = 30_000;

interface PageAnswers {
  /** By the query's hash, its count of answers when the page brought it: any later answer counts one more. */
  answers: Map<string, number>;
  /** The rule keeping them fresh, the cache's default. */
  staleTime: (query: Query) => number;
}

const pageAnswers = new WeakMap<QueryClient, PageAnswers>();

export function hydrateFirstAnswers(client: QueryClient, state: DehydratedState, now = Date.now()) {
  hydrate(client, state);
  // On this device's clock: the answers' own times are the server's, whose clock may differ.
  const freshUntil = now + FIRST_ANSWERS_FRESH_MS;
  const answers = new Map(state.queries.map((q) => [q.queryHash, q.state.dataUpdateCount]));
  // Only while the answer is still the page's own: once asked again, the usual rule (stale at once).
  const staleTime = (query: Query) =>
    answers.get(query.queryHash) === query.state.dataUpdateCount
      ? Math.max(0, freshUntil - query.state.dataUpdatedAt)
      : 0;
  pageAnswers.set(client, { answers, staleTime });
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime } });
}

/**
 * Once the live stream listens, reads again each of the page's answers still shown: a change made
 * between the server drawing the page and the stream opening reached no one. Later, the stream's
 * own events keep them current.
 */
export function askFirstAnswersAgain(client: QueryClient) {
  const page = pageAnswers.get(client);
  if (!page) return;
  pageAnswers.delete(client);
  const shown = [...page.answers].flatMap(([hash, count]) => {
    const query = client.getQueryCache().get(hash);
    // Still the page's answer, on a screen, and kept fresh by this rule (not by a query's own,
    // such as the session's).
    const held =
      query?.state.dataUpdateCount === count && query.observers.some((o) => o.options.staleTime === page.staleTime);
    return held && query ? [query] : [];
  });
  page.answers.clear();
  for (const query of shown) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
}
