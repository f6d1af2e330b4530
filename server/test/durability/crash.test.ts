// Crash durability: SIGKILL the real server in the middle of a stream of writes,
// start it again on the same data, and find every write it acknowledged. Runs on embedded PGlite
// (project api) and on PostgreSQL (project api-pg); docs/decisions/011-durability.md says why
// PGlite keeps acknowledged writes through a kill.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPlace, type ServerProcess, signIn, signUp, startServer } from './server-process.ts';

const PASSWORD = 'durable-pass';
/** Sign-ups in flight at once; each is a transaction of two inserts behind a password hash. */
const SIGN_UP_WORKERS = 4;
/** The kill comes once this many writes of each kind are acknowledged, so it lands mid-stream. */
const ACKED_BEFORE_KILL = 25;
const KILLS = 2;

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Streams writes at `base` until it stops answering: sign-ups from several workers (new rows)
 * and, one after another, renames of one user (an update of one row). Records what was
 * acknowledged with a 2xx; a request the kill cuts off counts as not acknowledged.
 */
function streamWrites(base: string, writer: { cookie: string }, round: number) {
  const signUps: { email: string; id: string }[] = [];
  const renames = { acked: 0, sent: 0 };
  let stopped = false;
  let seq = 0;
  const signUpWorker = async () => {
    while (!stopped) {
      const email = `crash-${round}-${seq++}-${Date.now()}@example.test`;
      try {
        signUps.push({ email, id: await signUp(base, email, PASSWORD) });
      } catch {
        stopped = true;
      }
    }
  };
  const renameWorker = async () => {
    while (!stopped) {
      const n = ++renames.sent;
      const res = await fetch(`${base}/api/profile`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: writer.cookie },
        body: JSON.stringify({ full_name: `Writer ${round}-${n}` }),
      }).catch(() => null);
      if (res?.status !== 200) {
        stopped = true;
        return;
      }
      renames.acked = n;
    }
  };
  const done = Promise.all([...Array.from({ length: SIGN_UP_WORKERS }, signUpWorker), renameWorker()]);
  return { signUps, renames, done };
}

async function waitUntil(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the write stream did not get going');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`crash durability on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let place: Awaited<ReturnType<typeof dataPlace>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    place = await dataPlace();
  });
  afterAll(async () => {
    await server?.stop();
    await place?.remove();
  });

  it('keeps every acknowledged write through SIGKILL and restart', { timeout: 240_000 }, async () => {
    server = await startServer(place.env);
    const writerEmail = 'crash-writer@example.test';
    await signUp(server.base, writerEmail, PASSWORD);
    const acknowledged: { email: string; id: string }[] = [];

    for (let round = 1; round <= KILLS; round++) {
      const writer = await signIn(server.base, writerEmail, PASSWORD);
      const stream = streamWrites(server.base, writer, round);
      await waitUntil(
        () => stream.signUps.length >= ACKED_BEFORE_KILL && stream.renames.acked >= ACKED_BEFORE_KILL,
        60_000,
      );
      await server.kill();
      await stream.done;
      acknowledged.push(...stream.signUps);

      server = await startServer(place.env);
      const base = server.base;
      // The session made before the kill is a write too: it still signs the writer in.
      const profile = await fetch(`${base}/api/profile`, { headers: { cookie: writer.cookie } });
      expect(profile.status).toBe(200);
      const { full_name } = (await profile.json()) as { full_name: string };
      // The last acknowledged rename is there, or the one the kill cut off (it may have committed).
      const kept = Number(full_name.split('-')[1]);
      expect(full_name.startsWith(`Writer ${round}-`), full_name).toBe(true);
      expect(kept).toBeGreaterThanOrEqual(stream.renames.acked);
      expect(kept).toBeLessThanOrEqual(stream.renames.sent);
      // Every acknowledged account, of this round and the ones before, still signs in as itself.
      for (let i = 0; i < acknowledged.length; i += SIGN_UP_WORKERS) {
        const batch = acknowledged.slice(i, i + SIGN_UP_WORKERS);
        const ids = await Promise.all(batch.map((a) => signIn(base, a.email, PASSWORD).then((s) => s.id)));
        expect(ids).toEqual(batch.map((a) => a.id));
      }
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * ACKED_BEFORE_KILL);
  });
});
