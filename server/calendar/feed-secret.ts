// The secret of a personal calendar feed (docs/rules.md#calendars, decision 018): calendar apps
// cannot sign in, so the URL itself is the key. Only its SHA-256 is stored, as with sessions and
// one-time links: a copy of the database opens nobody's calendar.
import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a secret. */
export const feedSecretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** A new secret (32 random bytes, base64url) and its hash. */
export function newFeedSecret() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: feedSecretHash(secret) };
}

/** The feed's address: under PUBLIC_URL, the only place the secret ever appears. */
export const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/api/calendar/${secret}.ics`;

/** The same address for the calendar apps that subscribe when a webcal:// link is opened. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
