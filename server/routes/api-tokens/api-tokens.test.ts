// API tokens (docs/decisions/048-api-tokens.md): made, listed and revoked by a signed-in person;
// every API route takes them as `Authorization: Bearer`, within their scope, rate and lifetime.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenDigest, LAST_USED_EVERY_MS } from '../../auth/api-tokens.ts';
import { apiTokens } from '../../db/schema.ts';
import { call, setActive, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const RATE = 15;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ apiTokenRateLimit: RATE });
});
afterAll(() => app.dispose());

const code = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function makeToken(cookie: string, body: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/api/api-tokens', {
    cookie,
    body: { name: 'CRM sync', scope: 'read', expires_in_days: 30, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: string; api_token: { id: string; prefix: string; scope: string } };
}

describe('making, listing and revoking', () => {
  it('shows the token once, keeps only its sha256, and lists it by name, scope and prefix', async () => {
    const buyer = await signedIn(app, 'buyer');
    const made = await makeToken(buyer.cookie, { scope: 'write', expires_in_days: 90 });
    expect(made.token).toMatch(/^b2b_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.api_token.prefix)).toBe(true);

    const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, made.api_token.id));
    expect(row.tokenHash).toBe(apiTokenDigest(made.token));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.token);
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    expect(row.createdBy).toBe(buyer.profile.id);

    const list = await call(app, 'GET', '/api/api-tokens', { cookie: buyer.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.token);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: made.api_token.id,
        name: 'CRM sync',
        scope: 'write',
        prefix: made.api_token.prefix,
        last_used_at: null,
        expired: false,
      }),
    ]);
  });

  it('another person neither sees nor revokes a token; its owner revokes it and it answers 401 from then on', async () => {
    const [buyer, other, admin] = await Promise.all([
      signedIn(app, 'buyer'),
      signedIn(app, 'buyer'),
      signedIn(app, 'admin'),
    ]);
    const { token, api_token } = await makeToken(buyer.cookie);
    expect((await call(app, 'GET', '/api/api-tokens', { cookie: other.cookie })).json()).toEqual([]);
    for (const cookie of [other.cookie, admin.cookie]) {
      const res = await call(app, 'DELETE', `/api/api-tokens/${api_token.id}`, { cookie });
      expect(res.statusCode).toBe(404);
    }
    expect((await call(app, 'GET', '/api/profile', { headers: bearer(token) })).statusCode).toBe(200);

    const revoke = await call(app, 'DELETE', `/api/api-tokens/${api_token.id}`, { cookie: buyer.cookie });
    expect(revoke.statusCode).toBe(204);
    const after = await call(app, 'GET', '/api/profile', { headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(code(after)).toBe('api_token_invalid');
    expect((await call(app, 'GET', '/api/api-tokens', { cookie: buyer.cookie })).json()).toEqual([]);
    // Revoked once is gone: a second revoke finds nothing.
    expect((await call(app, 'DELETE', `/api/api-tokens/${api_token.id}`, { cookie: buyer.cookie })).statusCode).toBe(
      404,
    );
  });

  it('refuses a name too long, an expiry not offered, an unknown scope and unknown fields', async () => {
    const buyer = await signedIn(app, 'buyer');
    for (const body of [
      { name: 'x'.repeat(101), scope: 'read', expires_in_days: 30 },
      { name: '  ', scope: 'read', expires_in_days: 30 },
      { name: 'a', scope: 'read', expires_in_days: 7 },
      { name: 'a', scope: 'admin', expires_in_days: 30 },
      { name: 'a', scope: 'read', expires_in_days: 30, token_hash: 'x' },
    ]) {
      const res = await call(app, 'POST', '/api/api-tokens', { cookie: buyer.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('holds at most 20 live tokens per account', async () => {
    const buyer = await signedIn(app, 'buyer');
    for (let i = 0; i < 20; i++) await makeToken(buyer.cookie, { name: `t${i}` });
    const res = await call(app, 'POST', '/api/api-tokens', {
      cookie: buyer.cookie,
      body: { name: 'one more', scope: 'read', expires_in_days: 30 },
    });
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('api_token_limit');
  });
});

describe('calling the API with a token', () => {
  it('answers as the owner: the same profile as the session, with no cookie', async () => {
    const buyer = await signedIn(app, 'buyer');
    const { token } = await makeToken(buyer.cookie);
    const byToken = await call(app, 'GET', '/api/profile', { headers: bearer(token) });
    const bySession = await call(app, 'GET', '/api/profile', { cookie: buyer.cookie });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json()).toEqual(bySession.json());
    expect(byToken.headers['set-cookie']).toBeUndefined();
  });

  it('an unknown, malformed, expired or deactivated owner’s token gets 401, never the cookie beside it', async () => {
    const buyer = await signedIn(app, 'buyer');
    const { token, api_token } = await makeToken(buyer.cookie);
    for (const header of ['Bearer b2b_unknown', 'Bearer ', `Bearer ${'x'.repeat(300)}`]) {
      const res = await call(app, 'GET', '/api/profile', { cookie: buyer.cookie, headers: { authorization: header } });
      expect(res.statusCode, header).toBe(401);
    }
    await app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, api_token.id));
    const expired = await call(app, 'GET', '/api/profile', { headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    const listed = (await call(app, 'GET', '/api/api-tokens', { cookie: buyer.cookie })).json();
    expect(listed).toEqual([expect.objectContaining({ id: api_token.id, expired: true })]);

    const other = await signedIn(app, 'seller');
    const live = await makeToken(other.cookie);
    await setActive(app, other.profile.id, false);
    expect((await call(app, 'GET', '/api/profile', { headers: bearer(live.token) })).statusCode).toBe(401);
  });

  it('a read-only token reads and is refused every write with token_read_only', async () => {
    const buyer = await signedIn(app, 'buyer');
    const { token } = await makeToken(buyer.cookie, { scope: 'read' });
    expect((await call(app, 'GET', '/api/profile', { headers: bearer(token) })).statusCode).toBe(200);
    expect((await call(app, 'HEAD', '/api/profile', { headers: bearer(token) })).statusCode).toBe(200);
    for (const [method, url] of [
      ['PUT', '/api/profile'],
      ['PUT', '/api/notices/push-preferences'],
      ['POST', '/api/push/unsubscribe'],
      ['DELETE', '/api/meetings/00000000-0000-4000-8000-000000000000/signal'],
    ] as const) {
      const res = await call(app, method, url, { headers: bearer(token), body: { full_name: 'Changed' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(code(res)).toBe('token_read_only');
    }
    expect((await call(app, 'GET', '/api/profile', { cookie: buyer.cookie })).json().full_name).not.toBe('Changed');
  });

  it('a write token writes from anywhere: the browsers’ same-origin check does not apply, the policies do', async () => {
    const buyer = await signedIn(app, 'buyer');
    const { token } = await makeToken(buyer.cookie, { scope: 'write' });
    const foreign = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
    // The same request with the cookie is refused as cross-site...
    const withCookie = await call(app, 'PUT', '/api/profile', {
      cookie: buyer.cookie,
      headers: foreign,
      body: { full_name: 'By cookie' },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(code(withCookie)).toBe('cross_origin');
    // ...and with the token it is the owner's own write.
    const withToken = await call(app, 'PUT', '/api/profile', {
      headers: { ...foreign, ...bearer(token) },
      body: { full_name: 'By token' },
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    expect(withToken.json().full_name).toBe('By token');
    // The owner's rights, no more: a buyer's token is no admin.
    const admin = await call(app, 'GET', '/api/users', { headers: bearer(token) });
    expect(admin.statusCode).toBe(403);
  });

  it('a token cannot make, list or revoke tokens', async () => {
    const buyer = await signedIn(app, 'buyer');
    const { token, api_token } = await makeToken(buyer.cookie, { scope: 'write' });
    for (const [method, url, body] of [
      ['GET', '/api/api-tokens', undefined],
      ['POST', '/api/api-tokens', { name: 'minted', scope: 'write', expires_in_days: 365 }],
      ['DELETE', `/api/api-tokens/${api_token.id}`, undefined],
    ] as const) {
      const res = await call(app, method, url, { headers: bearer(token), body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(code(res)).toBe('token_not_allowed');
    }
  });

  it('notes its last use at most once a minute', async () => {
    const buyer = await signedIn(app, 'buyer');
    const { token, api_token } = await makeToken(buyer.cookie);
    const lastUsed = async () =>
      (await app.db.select().from(apiTokens).where(eq(apiTokens.id, api_token.id)))[0].lastUsedAt;
    await call(app, 'GET', '/api/profile', { headers: bearer(token) });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await call(app, 'GET', '/api/profile', { headers: bearer(token) });
    expect(await lastUsed()).toEqual(first);
    // A minute later (moved back in the table), the next call notes it again.
    const earlier = new Date(Date.now() - LAST_USED_EVERY_MS - 1000);
    await app.db.update(apiTokens).set({ lastUsedAt: earlier }).where(eq(apiTokens.id, api_token.id));
    await call(app, 'GET', '/api/profile', { headers: bearer(token) });
    expect((await lastUsed())?.getTime()).toBeGreaterThan(earlier.getTime());
  });

  it('limits each token to its rate a minute, apart from its owner’s other tokens and session', async () => {
    const buyer = await signedIn(app, 'buyer');
    const [one, two] = [await makeToken(buyer.cookie), await makeToken(buyer.cookie)];
    const statuses: number[] = [];
    for (let i = 0; i <= RATE; i++) {
      statuses.push((await call(app, 'GET', '/api/profile', { headers: bearer(one.token) })).statusCode);
    }
    expect(statuses.slice(0, RATE).every((s) => s === 200)).toBe(true);
    const over = await call(app, 'GET', '/api/profile', { headers: bearer(one.token) });
    expect(over.statusCode).toBe(429);
    expect(code(over)).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['x-ratelimit-limit']).toBe(String(RATE));
    expect((await call(app, 'GET', '/api/profile', { headers: bearer(two.token) })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/profile', { cookie: buyer.cookie })).statusCode).toBe(200);
  });
});

describe('integration accounts', () => {
  it('an admin makes one, gives it a token, lists and revokes it; it cannot sign in', async () => {
    const admin = await signedIn(app, 'admin');
    const made = await call(app, 'POST', '/api/api-tokens/integrations', {
      cookie: admin.cookie,
      body: { name: 'Badge printer' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const account = made.json() as { id: string; role: string };
    expect(account.role).toBe('admin');

    const { token, api_token } = await makeToken(admin.cookie, { user_id: account.id, name: 'printer' });
    const me = await call(app, 'GET', '/api/profile', { headers: bearer(token) });
    expect(me.json().id).toBe(account.id);
    expect((await call(app, 'GET', '/api/users', { headers: bearer(token) })).statusCode).toBe(200);

    const listed = await call(app, 'GET', '/api/api-tokens/integrations', { cookie: admin.cookie });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        id: account.id,
        name: 'Badge printer',
        tokens: [expect.objectContaining({ id: api_token.id })],
      }),
    );
    // Not in the admin's own list: it is the account's token.
    expect((await call(app, 'GET', '/api/api-tokens', { cookie: admin.cookie })).json()).toEqual([]);

    const email = me.json().email as string;
    const signIn = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password: 'anything-at-all' } });
    expect(signIn.statusCode).toBe(401);

    expect((await call(app, 'DELETE', `/api/api-tokens/${api_token.id}`, { cookie: admin.cookie })).statusCode).toBe(
      204,
    );
    expect((await call(app, 'GET', '/api/profile', { headers: bearer(token) })).statusCode).toBe(401);
  });

  it('an admin cannot make a token for a person, and a buyer cannot for an integration account', async () => {
    const [admin, buyer] = await Promise.all([signedIn(app, 'admin'), signedIn(app, 'buyer')]);
    const account = (
      await call(app, 'POST', '/api/api-tokens/integrations', { cookie: admin.cookie, body: { name: 'ERP' } })
    ).json() as { id: string };
    const body = (user_id: string) => ({ name: 'x', scope: 'write', expires_in_days: 30, user_id });
    const asAdmin = await call(app, 'POST', '/api/api-tokens', { cookie: admin.cookie, body: body(buyer.profile.id) });
    expect(asAdmin.statusCode).toBe(404);
    const asBuyer = await call(app, 'POST', '/api/api-tokens', { cookie: buyer.cookie, body: body(account.id) });
    expect(asBuyer.statusCode).toBe(404);
    const list = await call(app, 'GET', '/api/api-tokens/integrations', { cookie: buyer.cookie });
    expect(list.statusCode).toBe(403);
  });
});
