// Hostile Authorization headers (docs/security.md, docs/decisions/048-api-tokens.md): whatever a
// caller puts after "Bearer", or in place of it, the answer is a coded 4xx, never a 5xx, never a
// way in, and the real token beside it keeps working.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { nastyString } from './arbitraries.ts';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 10) * 10;

let app: TestApp;
let token: string;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  const buyer = await signedIn(app, 'buyer');
  cookie = buyer.cookie;
  const made = await call(app, 'POST', '/api/api-tokens', {
    cookie,
    body: { name: 'real', scope: 'write', expires_in_days: 30 },
  });
  token = made.json().token;
});
afterAll(() => app.dispose());

/** Header values: nasty text, near-misses of the real token, other schemes, sizes near the limits. */
const headerValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    nastyString.map((s) => `Bearer ${s}`),
    nastyString,
    fc.constantFrom('Bearer', 'Bearer  ', 'bearer', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer a b'),
    fc.nat({ max: 46 }).map((n) => `Bearer ${token.slice(0, n)}`),
    // One character changed.
    fc
      .integer({ min: 4, max: 46 })
      .map((i) => `Bearer ${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`),
    fc.integer({ min: 150, max: 5000 }).map((n) => `Bearer b2b_${'A'.repeat(n)}`),
    fc.constant(`Bearer ${token}' or '1'='1`),
    fc.constant(`Bearer ${token.toUpperCase()}`),
  );

/** A header value HTTP can carry: no control characters (Node refuses those before the app sees them). */
const sendable = (v: string) => /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(v);

describe('hostile Authorization headers', () => {
  it('never a 5xx, never the owner’s data, always a coded 4xx; the cookie beside a bad token is not used', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(headerValue().filter(sendable), fc.constantFrom('GET', 'PUT'), async (authorization, method) => {
        const isBearer = /^Bearer\b/i.test(authorization);
        const res = await call(app, method as 'GET', '/api/profile', {
          cookie,
          headers: { authorization },
          body: method === 'PUT' ? { full_name: isBearer ? 'By a bad token' : 'By the cookie' } : undefined,
        });
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        if (isBearer) {
          expect(res.statusCode, authorization.slice(0, 80)).toBe(401);
          expect(res.json().error.code).toBe('api_token_invalid');
        } else {
          // Not a bearer token: the request is the cookie's, as if no header were sent.
          expect(res.statusCode, authorization.slice(0, 80)).toBe(200);
        }
      }),
      { numRuns: RUNS },
    );
    expect(seen.get(401)).toBeGreaterThan(0);
    const profile = await call(app, 'GET', '/api/profile', { cookie });
    expect(profile.json().full_name).not.toBe('By a bad token');
    expect((await call(app, 'GET', '/api/profile', { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      200,
    );
  });
});
