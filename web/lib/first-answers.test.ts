// The page's own answers (docs/decisions/052-starting-in-short-tasks.md): the screen they were
// drawn for does not ask them again while the app starts; the live stream opening, an invalidation,
// time, or a later answer ends that.
import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askFirstAnswersAgain, FIRST_ANSWERS_FRESH_MS, hydrateFirstAnswers } from './first-answers.ts';

/** The state a server would send: one answered query, answered at `answeredAt` on its own clock. */
function serverState(answeredAt: number) {
  const server = new QueryClient();
  server.setQueryData(['agenda'], { meetings: 3 }, { updatedAt: answeredAt });
  return dehydrate(server);
}

/** Mounts a reader of `key` (as a screen would) and counts the times it asks the server. */
function mount(client: QueryClient, key: string, staleTime?: number) {
  const asked = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey: [key],
    ...(staleTime === undefined ? {} : { staleTime }),
    queryFn: async () => {
      asked.count += 1;
      return { meetings: 4 };
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { asked, unsubscribe };
}

afterEach(() => vi.useRealTimers());

describe('hydrateFirstAnswers', () => {
  it('shows the page’s answers without asking again, whatever the server’s clock', async () => {
    const now = Date.now();
    const client = new QueryClient();
    // The server's clock is an hour behind this device's.
    hydrateFirstAnswers(client, serverState(now - 3_600_000), now);
    const { asked } = mount(client, 'agenda');
    await Promise.resolve();
    expect(asked.count).toBe(0);
    expect(client.getQueryData(['agenda'])).toEqual({ meetings: 3 });
  });

  it('asks again once invalidated, and after that answer the usual rule holds', async () => {
    const client = new QueryClient();
    hydrateFirstAnswers(client, serverState(Date.now()));
    const first = mount(client, 'agenda');
    await client.invalidateQueries({ queryKey: ['agenda'] });
    expect(first.asked.count).toBe(1);
    first.unsubscribe();
    // The answer is the browser's own now: a screen mounted later asks again, as everywhere.
    const later = mount(client, 'agenda');
    await vi.waitFor(() => expect(later.asked.count).toBe(1));
  });

  it('asks again once the page’s answers are older than the fresh time', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    hydrateFirstAnswers(client, serverState(Date.now()));
    vi.advanceTimersByTime(FIRST_ANSWERS_FRESH_MS + 1);
    const { asked } = mount(client, 'agenda');
    await vi.waitFor(() => expect(asked.count).toBe(1));
  });

  it('leaves other queries to the usual rule', async () => {
    const client = new QueryClient();
    hydrateFirstAnswers(client, serverState(Date.now()));
    client.setQueryData(['other'], { meetings: 1 });
    const { asked } = mount(client, 'other');
    await vi.waitFor(() => expect(asked.count).toBe(1));
  });

  it('reads the page’s answers again once, when the live stream listens, and only those still shown', async () => {
    const client = new QueryClient();
    const server = new QueryClient();
    server.setQueryData(['agenda'], { meetings: 3 });
    server.setQueryData(['profile'], { name: 'A' });
    server.setQueryData(['session'], { user: 'A' });
    hydrateFirstAnswers(client, dehydrate(server));
    const agenda = mount(client, 'agenda');
    const profile = mount(client, 'profile');
    // A query with a fresh time of its own keeps it: the page's rule is not its rule.
    const session = mount(client, 'session', 300_000);
    // The profile was read again meanwhile (a write, an event): its answer is the browser's own.
    await client.invalidateQueries({ queryKey: ['profile'] });
    expect(profile.asked.count).toBe(1);
    askFirstAnswersAgain(client);
    await vi.waitFor(() => expect(agenda.asked.count).toBe(1));
    expect(profile.asked.count).toBe(1);
    expect(session.asked.count).toBe(0);
    // A second opening (the stream reconnected) asks nothing more of the page's answers.
    askFirstAnswersAgain(client);
    await Promise.resolve();
    expect(agenda.asked.count).toBe(1);
    // And from now on they follow the usual rule: a screen mounted later asks.
    agenda.unsubscribe();
    const later = mount(client, 'agenda');
    await vi.waitFor(() => expect(later.asked.count).toBe(1));
  });
});
