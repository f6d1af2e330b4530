// The read caches (sessions and per-user answers, server/cache) on a real database: remembered
// answers are per user, and every change made through the database driver (API or not) or heard
// of from another instance makes the next read fresh, so a user never sees data older than a write.
// Both databases prove a hit: a change the counter cannot see leaves the remembered answer standing.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../core/schemas/dashboard.ts';
import { call, type EventPerson, eventFixture, makeMeeting, setActive } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { accepts } from './plugin.ts';

let app: TestApp;
let project: { id: string };
let buyers: EventPerson[];
let seller: EventPerson;
let admin: { cookie: string };

beforeAll(async () => {
  // A long life, so that only a change (never the clock) can make an answer go.
  app = await createTestApp({ readCache: { ttlMs: 60_000, maxBytes: 1024 * 1024 } });
  const event = await eventFixture(app, { buyers: 3, sellers: 1 });
  ({ project, buyers, admin } = event);
  seller = event.sellers[0];
});
afterAll(() => app.dispose());

const dashboard = async (cookie: string) => {
  const res = await call(app, 'GET', '/api/dashboard', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as Dashboard;
};
const meetingIds = async (cookie: string) => {
  const res = await call(app, 'GET', '/api/meetings', { cookie });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }[]).map((m) => m.id);
};

describe('read cache', () => {
  it('remembers answers per user: each buyer gets their own dashboard', async () => {
    await makeMeeting(app, { projectId: project.id, buyerId: buyers[0].id, sellerId: seller.id });
    for (let round = 0; round < 2; round++) {
      expect((await dashboard(buyers[0].cookie)).tiles?.total_meetings).toBe(1);
      expect((await dashboard(buyers[1].cookie)).tiles?.total_meetings).toBe(0);
    }
  });

  it('reads afresh after a write made straight through the database, not the API', async () => {
    const before = await meetingIds(seller.cookie);
    expect(await meetingIds(seller.cookie)).toEqual(before);
    const meeting = await makeMeeting(app, {
      projectId: project.id,
      buyerId: buyers[1].id,
      sellerId: seller.id,
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(await meetingIds(seller.cookie)).toContain(meeting.id);
    expect((await dashboard(buyers[1].cookie)).tiles?.total_meetings).toBe(1);
  });

  it('reads afresh after a write through the API, also for the other side of it', async () => {
    const [meeting] = await meetingIds(buyers[0].cookie);
    expect((await dashboard(seller.cookie)).upcoming_meetings?.map((m) => m.id)).toContain(meeting);
    const res = await call(app, 'POST', `/api/meetings/${meeting}/cancel`, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dashboard(seller.cookie)).upcoming_meetings?.map((m) => m.id)).not.toContain(meeting);
  });

  it('ends a remembered session at once on sign-out and on deactivation', async () => {
    const [, , third] = buyers;
    await dashboard(third.cookie);
    await setActive(app, third.id, false);
    expect((await call(app, 'GET', '/api/dashboard', { cookie: third.cookie })).statusCode).toBe(401);
    await setActive(app, third.id, true);

    await dashboard(buyers[1].cookie);
    expect((await call(app, 'POST', '/api/auth/sign-out', { cookie: buyers[1].cookie })).statusCode).toBeLessThan(300);
    expect((await call(app, 'GET', '/api/dashboard', { cookie: buyers[1].cookie })).statusCode).toBe(401);
  });

  it('sends answers in brotli or gzip to clients that take them, the same JSON as to those that do not', async () => {
    const url = `/api/projects/${project.id}/schedule?date=2030-05-01`;
    const plain = await call(app, 'GET', url, { cookie: admin.cookie });
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'], // Chromium, HTTPS or localhost
      ['gzip, deflate', 'gzip'], // Chromium, plain HTTP to another host
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const res = await call(app, 'GET', url, { cookie: admin.cookie, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(decoders[coding](res.rawPayload).toString())).toEqual(plain.json());
      }
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    for (const yes of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8', '*', 'identity, GZIP'])
      expect(accepts(yes, 'gzip'), yes).toBe(true);
    for (const no of [undefined, '', 'br', 'identity', 'gzip;q=0', 'gzip; q=0.0, br', 'x-gzip2'])
      expect(accepts(no, 'gzip'), no).toBe(false);
    for (const yes of ['br', 'gzip, deflate, br, zstd', 'BR;q=0.5', '*']) expect(accepts(yes, 'br'), yes).toBe(true);
    for (const no of [undefined, 'gzip, deflate', 'br;q=0', 'brotli', 'x-br'])
      expect(accepts(no, 'br'), no).toBe(false);
  });

  it('answers many asking the same at once, each with the same answer, and refreshes after a change', async () => {
    const all = () =>
      Promise.all(Array.from({ length: 20 }, () => call(app, 'GET', '/api/meetings', { cookie: seller.cookie })));
    const first = await all();
    expect(new Set(first.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(first.map((r) => r.body)).size).toBe(1);
    const meeting = await makeMeeting(app, {
      projectId: project.id,
      buyerId: buyers[0].id, // their first meeting with this seller was cancelled above
      sellerId: seller.id,
      startTime: '13:00',
      endTime: '14:00',
    });
    const second = await all();
    for (const r of second) expect((r.json() as { id: string }[]).map((m) => m.id)).toContain(meeting.id);
  });

  it('does not remember refusals', async () => {
    const url = `/api/projects/${project.id}/schedule?date=2030-05-01`;
    expect((await call(app, 'GET', url, { cookie: seller.cookie })).statusCode).toBe(403);
    expect((await call(app, 'GET', url, { cookie: admin.cookie })).statusCode).toBe(200);
    expect((await call(app, 'GET', url, { cookie: seller.cookie })).statusCode).toBe(403);
  });

  // A change the counter does not see, as another instance's is until it is heard of. PostgreSQL:
  // another connection. PGlite lives in this process and takes no second connection, so the
  // write goes through PGlite's own query(), under the counting one that Drizzle calls.
  const behindTheCounter = async (): Promise<{
    query: (text: string, params: unknown[]) => Promise<unknown>;
    end: () => Promise<void>;
  }> => {
    if (app.database.kind === 'pglite') {
      const raw = (app.db as unknown as { $client: PGlite }).$client;
      expect(raw.query, 'the counting query() no longer sits on the instance').not.toBe(PGlite.prototype.query);
      return { query: (text, params) => PGlite.prototype.query.call(raw, text, params), end: async () => {} };
    }
    const result = (await app.db.execute(sql`select current_database() as name`)) as unknown;
    const [{ name }] = (result as { rows: { name: string }[] }).rows;
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    return { query: (text, params) => other.query(text, params), end: () => other.end() };
  };

  it('answers from memory until it hears of a change it did not see', async () => {
    const other = await behindTheCounter();
    try {
      const before = (await dashboard(buyers[2].cookie)).tiles?.total_meetings;
      await other.query(
        `insert into meetings (project_id, buyer_id, seller_id, meeting_date, start_time, end_time)
         values ($1, $2, $3, '2030-05-02', '09:00', '10:00')`,
        [project.id, buyers[2].id, seller.id],
      );
      // Unheard: the remembered answer (this is what proves answers are remembered at all).
      expect((await dashboard(buyers[2].cookie)).tiles?.total_meetings).toBe(before);
      app.database.changes.heard();
      expect((await dashboard(buyers[2].cookie)).tiles?.total_meetings).toBe((before ?? 0) + 1);
    } finally {
      await other.end();
    }
  });

  it('keeps sessions over changes that cannot touch them, not over those that may', async () => {
    const other = await behindTheCounter();
    const profile = () => call(app, 'GET', '/api/profile', { cookie: buyers[2].cookie });
    try {
      expect((await profile()).statusCode).toBe(200);
      // The session ends behind the driver's back, then meetings are written through it.
      await other.query('delete from sessions where user_id = $1', [buyers[2].id]);
      await app.db.execute(sql`update meetings set notes = notes where project_id = ${project.id}`);
      expect((await profile()).statusCode).toBe(200);
      // A profile changes through the driver (anyone's): sessions are read again.
      await app.db.execute(sql`update profiles set phone = phone where id = ${seller.id}`);
      expect((await profile()).statusCode).toBe(401);
    } finally {
      await other.end();
    }
  });
});
