// Database sessions: the cookie holds a random token, the table holds only its sha256.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { profiles, sessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'sid';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a session for a user; returns the token to put in the cookie. */
export async function createSession(db: Db, userId: string, days: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 24 * 3600 * 1000);
  // Each sign-in clears the user's expired sessions, so the table does not grow without end.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ id: digest(token), userId, expiresAt });
  return { token, expiresAt };
}

// Every request runs this lookup: a prepared statement skips Drizzle's query building and the
// server's planning, which cost more than the lookup itself (docs/decisions/010-api-load.md).
const sessionLookup = preparedPer((db: Db) =>
  db
    .select({ profile: profiles, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(profiles.isActive, true),
      ),
    )
    .limit(1)
    .prepare('session_profile'),
);

/**
 * The profile behind a session token and when the session ends, only while the session lives
 * and the user is active.
 */
export async function sessionForToken(db: Db, token: string) {
  const [row] = await sessionLookup(db).execute({ id: digest(token), now: new Date() });
  return row;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, digest(token)));
}

/** Ends every session of a user at once (deactivation, docs/rules.md#roles-and-accounts). */
export async function deleteUserSessions(db: Pick<Db, 'delete'>, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
