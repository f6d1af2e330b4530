// Default deny: every API route that is not public needs a session; admin routes need an admin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** The routes anyone may call (config access 'public'); everything else must answer 401 without a session. */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'GET /api/auth/session',
  'GET /api/auth/demo',
  'POST /api/auth/forgot-password',
  'GET /api/auth/tokens/{token}',
  'GET /api/calendar/{token}.ics',
  'GET /api/notices/unsubscribe/{token}',
  'POST /api/notices/unsubscribe/{token}',
  'POST /api/auth/set-password',
  'GET /api/health',
  'GET /api/public/totals',
  'GET /api/openapi.json',
]);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every documented route as 'METHOD /path', path params replaced by a random uuid. */
async function documentedRoutes() {
  const doc = (await call(app, 'GET', '/api/openapi.json')).json() as { paths: Record<string, object> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({
      method: method.toUpperCase() as Method,
      // '/api/profile/' is how a prefixed '/' route is listed; its canonical form has no slash.
      path: path.replace(/\{[^}]+\}/g, () => randomUUID()).replace(/(.)\/$/, '$1'),
      key: `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`,
    })),
  );
}

describe('unauthenticated calls', () => {
  it('the OpenAPI document lists the routes', async () => {
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((r) => r.key)).toContain('GET /api/profile');
  });

  it('every non-public route answers 401 unauthenticated', async () => {
    const guarded = (await documentedRoutes()).filter((r) => !PUBLIC_ROUTES.has(r.key));
    const answers = await Promise.all(
      guarded.map(async (r) => {
        const res = await call(app, r.method, r.path, { body: r.method === 'GET' ? undefined : {} });
        return `${r.key} -> ${res.statusCode} ${res.json().error?.code}`;
      }),
    );
    expect(answers).toEqual(guarded.map((r) => `${r.key} -> 401 unauthenticated`));
  });

  it('every non-public GET route also answers HEAD with 401', async () => {
    const gets = (await documentedRoutes()).filter((r) => r.method === 'GET' && !PUBLIC_ROUTES.has(r.key));
    for (const r of gets) expect((await call(app, 'HEAD', r.path)).statusCode, r.key).toBe(401);
  });

  it('the trailing-slash form of a route is guarded too', async () => {
    expect((await call(app, 'GET', '/api/profile/')).statusCode).toBe(401);
  });

  it('a forged session cookie is treated as no session', async () => {
    expect((await call(app, 'GET', '/api/profile', { cookie: 'sid=forged' })).statusCode).toBe(401);
  });

  it('a huge session cookie is treated as no session', async () => {
    const res = await call(app, 'GET', '/api/profile', { cookie: `sid=${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(401);
  });

  it('public routes answer without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/session'],
      ['GET', '/api/auth/demo'],
      ['GET', '/api/health'],
      ['GET', '/api/public/totals'],
      ['GET', '/api/openapi.json'],
    ] as const) {
      expect((await call(app, method, path)).statusCode, path).toBe(200);
    }
  });
});

describe('admin-only routes', () => {
  it('GET /api/dashboard/admin-stats answers 403 forbidden to a buyer', async () => {
    const { cookie } = await signedIn(app, 'buyer');
    const res = await call(app, 'GET', '/api/dashboard/admin-stats', { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it.each(['seller', 'interpreter', 'volunteer'] as const)('answers 403 to a %s', async (role) => {
    const { cookie } = await signedIn(app, role);
    expect((await call(app, 'GET', '/api/dashboard/admin-stats', { cookie })).statusCode).toBe(403);
  });

  it('answers 200 to an admin', async () => {
    const { cookie } = await signedIn(app, 'admin');
    expect((await call(app, 'GET', '/api/dashboard/admin-stats', { cookie })).statusCode).toBe(200);
  });
});

describe('bad requests', () => {
  it('an unknown /api path answers 404 JSON not_found', async () => {
    const res = await call(app, 'GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error.code).toBe('not_found');
  });

  it('an unknown /api path answers 404 to a signed-in user too', async () => {
    const { cookie } = await signedIn(app);
    const res = await call(app, 'POST', '/api/no-such-thing', { cookie, body: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('a malformed JSON body answers 400, not 500', async () => {
    const res = await call(app, 'POST', '/api/auth/sign-in', {
      body: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toEqual(expect.any(String));
  });

  it('a malformed JSON body from a signed-in user answers 400', async () => {
    const { cookie } = await signedIn(app);
    const res = await call(app, 'PATCH', '/api/profile', {
      cookie,
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a body of another content type answers 415', async () => {
    const res = await call(app, 'POST', '/api/auth/sign-in', {
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('a body over the limit answers 413', async () => {
    const res = await call(app, 'POST', '/api/auth/sign-up', {
      body: JSON.stringify({ full_name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
  });

  it('a path parameter that is not a uuid answers 400', async () => {
    const { cookie } = await signedIn(app);
    const res = await call(app, 'DELETE', '/api/notifications/not-a-uuid', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('cross-origin requests', () => {
  it('a POST with an Origin of another host answers 403', async () => {
    const res = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'a@example.test', password: 'whatever' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_origin');
  });

  it('a signed-in PATCH from another origin answers 403 and changes nothing', async () => {
    const { cookie, profile } = await signedIn(app);
    const res = await call(app, 'PATCH', '/api/profile', {
      cookie,
      body: { full_name: 'Hijacked' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const me = await call(app, 'GET', '/api/profile', { cookie });
    expect(me.json().full_name).toBe(profile.fullName);
  });

  it('a POST with an Origin of our own host is allowed', async () => {
    const headers = { host: 'expo.example:3000', origin: 'http://expo.example:3000' };
    expect((await call(app, 'POST', '/api/auth/sign-out', { headers })).statusCode).toBe(204);
  });

  it('a Host header with the default port matches an Origin without it', async () => {
    const headers = { host: 'expo.example:80', origin: 'http://expo.example' };
    expect((await call(app, 'POST', '/api/auth/sign-out', { headers })).statusCode).toBe(204);
  });

  it('the same host on another port is another origin', async () => {
    const headers = { host: 'expo.example:3000', origin: 'http://expo.example:4000' };
    expect((await call(app, 'POST', '/api/auth/sign-out', { headers })).statusCode).toBe(403);
  });

  it('an Origin of null answers 403', async () => {
    expect((await call(app, 'POST', '/api/auth/sign-out', { headers: { origin: 'null' } })).statusCode).toBe(403);
  });

  it('a forwarded host is ignored without a trusted proxy', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
    expect((await call(app, 'POST', '/api/auth/sign-out', { headers })).statusCode).toBe(403);
  });

  it('behind a trusted proxy the forwarded host is the host', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const headers = { host: 'internal:3000', 'x-forwarded-host': 'expo.example', origin: 'https://expo.example' };
      expect((await call(proxied, 'POST', '/api/auth/sign-out', { headers })).statusCode).toBe(204);
    } finally {
      await proxied.dispose();
    }
  });

  it('a GET with an Origin of another host is allowed', async () => {
    const res = await call(app, 'GET', '/api/auth/session', { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('API answers carry helmet headers', async () => {
    const res = await call(app, 'GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
