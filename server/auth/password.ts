// Password hashing with scrypt from node:crypto; the stored form names its parameters so they can grow.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The stored password of an account that has not chosen one (imported or invited): not a hash,
 * so no password matches it.
 */
export const UNUSABLE_PASSWORD = '!';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * True when `password` matches `stored`; constant-time on the key. A stored string that is not
 * a hash of ours (odd parameters included) matches nothing rather than throwing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  try {
    const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    // Parameters scrypt refuses: not numbers, N not a power of two, beyond the memory limit.
    return false;
  }
}

/** A hash that no password matches, so a sign-in for an unknown email costs as much as a real one. */
export const DUMMY_HASH = await hashPassword(randomBytes(16).toString('hex'));
