// Several instances (decision 011): two real servers on one PostgreSQL database. A session made
// on one works on the other, and a notification caused through one reaches an event stream open on
// the other (LISTEN/NOTIFY, server/services/notification-bus-pg.ts), also after the listening
// connections were cut. PostgreSQL only: PGlite is one process's embedded database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { projectParticipants, projects } from '../../db/schema.ts';
import { LISTEN_ALL, MAX_PAYLOAD_BYTES } from '../../services/notification-bus-pg.ts';
import { freshPostgresDatabase } from '../harness.ts';
import { type ServerProcess, signIn, signUp, startServer } from './server-process.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const PASSWORD = 'instances-pass';
const DELIVERY_MS = 5_000;

/** Reads an event stream as a browser's EventSource does. */
async function openStream(base: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, { headers: { cookie }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let received = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  return {
    received: () => received,
    close: () => abort.abort(),
    /** Waits until `text` has arrived; with `text` null, reads whatever arrives for `timeoutMs`. */
    async next(text: string | null, timeoutMs = DELIVERY_MS) {
      const deadline = Date.now() + timeoutMs;
      while (text === null || !received.includes(text)) {
        pending ??= reader.read();
        const timer = new Promise<'timeout'>((resolve) => setTimeout(resolve, deadline - Date.now(), 'timeout'));
        const chunk = await Promise.race([pending, timer]);
        if (chunk === 'timeout' && text === null) break;
        if (chunk === 'timeout') throw new Error(`no "${text}" within ${timeoutMs} ms; got:\n${received}`);
        pending = undefined;
        if (chunk.done) throw new Error(`stream ended; got:\n${received}`);
        received += decoder.decode(chunk.value, { stream: true });
      }
      return received;
    },
  };
}

/** The notification events received so far, parsed. */
const eventsIn = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('event: notification\n'))
    .map((block) => JSON.parse(block.split('data: ')[1]) as { id: string; title_key: string; params: object });

describe.skipIf(!onPostgres)('two instances on one PostgreSQL (PostgreSQL only: PGlite is one process)', () => {
  let pgDb: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let raw: pg.Pool;
  let a: ServerProcess;
  let b: ServerProcess;
  let buyer: { id: string; cookie: string };
  let seller: { id: string; cookie: string };

  /** Listening connections on this database right now (one per instance when all is well). */
  const listeners = async () => {
    const { rows } = await raw.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = $1`,
      [LISTEN_ALL],
    );
    return rows[0].n as number;
  };

  /** A project in which the buyer and the seller take part; `name` may be long. */
  async function projectFor(name: string) {
    const [project] = await database.db
      .insert(projects)
      .values({ name, startDate: '2030-05-01', endDate: '2030-05-03' })
      .returning();
    await database.db.insert(projectParticipants).values([
      { projectId: project.id, userId: buyer.id, role: 'buyer' },
      { projectId: project.id, userId: seller.id, role: 'seller' },
    ]);
    return project.id;
  }

  /** The buyer asks the seller for a meeting through `server`: the seller gets a notification. */
  async function requestMeeting(server: ServerProcess, projectId: string) {
    const res = await fetch(`${server.base}/api/meeting-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie },
      body: JSON.stringify({
        project_id: projectId,
        target_id: seller.id,
        preferred_date: '2030-05-01',
        preferred_time_start: '10:00',
        preferred_time_end: '11:00',
        location: 'Hall A',
        purpose: 'Supply',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }

  beforeAll(async () => {
    pgDb = await freshPostgresDatabase();
    // Cached answers live a minute here: only the other instance's announcement can make them go.
    const env = { DATABASE_URL: pgDb.url, READ_CACHE_SECONDS: '60' };
    // Started together on an empty database: both migrate at once, and must take turns.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    database = await openDatabase({ databaseUrl: pgDb.url });
    raw = new pg.Pool({ connectionString: pgDb.url, max: 1 });
    // The pool's end does not wait for its connection to close: the drop after all (with force) may
    // end it first, which an idle client reports as an error of its pool.
    raw.on('error', () => {});
    await signUp(a.base, 'buyer@example.test', PASSWORD);
    await signUp(b.base, 'seller@example.test', PASSWORD, 'seller');
    buyer = await signIn(a.base, 'buyer@example.test', PASSWORD);
    seller = await signIn(b.base, 'seller@example.test', PASSWORD);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await raw?.end();
    await database?.close();
    await pgDb?.drop();
  });

  it('accepts a session made on one instance on the other, and ends it on both', async () => {
    const extra = await signIn(a.base, 'buyer@example.test', PASSWORD);
    const onB = await fetch(`${b.base}/api/profile`, { headers: { cookie: extra.cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { id: string }).id).toBe(buyer.id);
    // Used on A first, so A remembers the session (for a minute here): only B's word can end it.
    const onA = async () => (await fetch(`${a.base}/api/profile`, { headers: { cookie: extra.cookie } })).status;
    expect(await onA()).toBe(200);
    const out = await fetch(`${b.base}/api/auth/sign-out`, { method: 'POST', headers: { cookie: extra.cookie } });
    expect(out.status).toBeLessThan(300);
    await expect.poll(onA, { timeout: 1_000, interval: 20 }).toBe(401);
  });

  it('pushes a notification caused on one instance to a stream open on the other, once', async () => {
    expect(await listeners()).toBe(2);
    const onB = await openStream(b.base, seller.cookie);
    const onA = await openStream(a.base, seller.cookie);
    try {
      await Promise.all([onB.next(': connected'), onA.next(': connected')]);
      await requestMeeting(a, await projectFor('Seoul Expo'));
      const title = 'notifications.request.received.title';
      await Promise.all([onB.next(title), onA.next(title)]);
      const [event] = eventsIn(onB.received());
      expect(event).toMatchObject({ title_key: title, params: { project: 'Seoul Expo' } });
      // The causing instance delivers to its own streams itself and ignores its echo from PostgreSQL.
      await Promise.all([onA.next(null, 500), onB.next(null, 500)]);
      expect(eventsIn(onA.received())).toEqual([event]);
      expect(eventsIn(onB.received())).toEqual([event]);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it("drops an instance's remembered answers as soon as the other instance changes data", async () => {
    const pendingOnA = async () => {
      const res = await fetch(`${a.base}/api/dashboard`, { headers: { cookie: seller.cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { pending_requests: unknown[] }).pending_requests.length;
    };
    const before = await pendingOnA();
    expect(await pendingOnA()).toBe(before); // now remembered on A
    await requestMeeting(b, await projectFor('Busan Expo'));
    await expect.poll(pendingOnA, { timeout: 1_000, interval: 20 }).toBe(before + 1);
  });

  it('listens again after losing its connection, and sends a large notification by its id', async () => {
    await raw.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1`,
      [LISTEN_ALL],
    );
    await expect.poll(listeners, { timeout: 10_000, interval: 100 }).toBe(0);
    await expect.poll(listeners, { timeout: 10_000, interval: 100 }).toBe(2);
    const onB = await openStream(b.base, seller.cookie);
    try {
      await onB.next(': connected');
      // Too long for one NOTIFY payload: instance B reads the stored notification back by its id.
      const longName = `Expo ${'x'.repeat(MAX_PAYLOAD_BYTES)}`;
      await requestMeeting(a, await projectFor(longName));
      await onB.next('notifications.request.received.title');
      const [event] = eventsIn(onB.received());
      expect(event.params).toMatchObject({ project: longName });
    } finally {
      onB.close();
    }
  });
});
