// The LISTEN/NOTIFY bus in one process: two buses on one database stand for two instances.
// The same across real processes is server/test/durability/instances.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { freshPostgresDatabase } from '../test/harness.ts';
import { createPostgresBus, MAX_PAYLOAD_BYTES, type PostgresBus } from './notification-bus-pg.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('PostgreSQL notification bus (PostgreSQL only)', () => {
  let pgDb: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let database: Database;
  const buses: PostgresBus[] = [];
  const log = { warn: vi.fn(), info: vi.fn() };

  const newBus = async () => {
    const bus = createPostgresBus({ connectionString: pgDb.url, db: database.db, log });
    buses.push(bus);
    await bus.ready;
    return bus;
  };

  /** Collects what a bus hands to one user's streams. */
  const listen = (bus: PostgresBus, userId: string) => {
    const got: unknown[] = [];
    bus.subscribe(userId, (event) => got.push(event));
    return got;
  };

  beforeAll(async () => {
    pgDb = await freshPostgresDatabase();
    database = await openDatabase({ databaseUrl: pgDb.url });
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await database?.close();
    await pgDb?.drop();
  });

  it('delivers to its own subscribers at once and to the other bus once', async () => {
    const [one, two] = [await newBus(), await newBus()];
    const [here, there, otherUser] = [listen(one, 'u1'), listen(two, 'u1'), listen(two, 'u2')];
    one.publish('u1', { id: 'n1', title_key: 'k' });
    expect(here).toEqual([{ id: 'n1', title_key: 'k' }]);
    await vi.waitFor(() => expect(there).toEqual([{ id: 'n1', title_key: 'k' }]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(here).toHaveLength(1);
    expect(otherUser).toEqual([]);
  });

  it('does not send an event too large for a payload that has no id, and says so', async () => {
    const [one, two] = [await newBus(), await newBus()];
    const there = listen(two, 'u3');
    one.publish('u3', { text: 'x'.repeat(MAX_PAYLOAD_BYTES) });
    one.publish('u3', { small: true });
    await vi.waitFor(() => expect(there).toEqual([{ small: true }]));
    expect(log.warn).toHaveBeenCalledWith({ userId: 'u3' }, 'notification bus: event too large to send');
  });

  it('stops listening when closed', async () => {
    const [one, two] = [await newBus(), await newBus()];
    const there = listen(two, 'u4');
    await two.close();
    one.publish('u4', { late: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(there).toEqual([]);
  });
});
