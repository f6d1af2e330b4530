import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../core/roles.ts';
import { call, makeUser, signedIn, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const errorCode = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;
const list = (cookie: string, query = '') => call(app, 'GET', `/api/users${query}`, { cookie });
type Row = { id: string; email: string; role: Role; company_name: string; is_active: boolean };

describe('access', () => {
  it.each(['buyer', 'seller', 'interpreter', 'volunteer'] as const)('a %s gets 403 on every route', async (role) => {
    const [{ cookie }, target] = await Promise.all([signedIn(app, role), makeUser(app)]);
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['POST', `/api/users/${target.profile.id}/deactivate`],
      ['POST', `/api/users/${target.profile.id}/activate`],
    ] as const) {
      const res = await call(app, method, url, { cookie });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('signed out gets 401', async () => {
    const res = await call(app, 'GET', '/api/users');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/users', () => {
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let tag: string;
  beforeAll(async () => {
    tag = `zq${Date.now().toString(36)}`;
    admin = await signedIn(app, 'admin');
    // Made one after another so that created_at orders them.
    for (const [role, fullName, companyName] of [
      ['buyer', `Alice ${tag}`, 'Acme Trading'],
      ['seller', 'Bob Seller', `Widgets ${tag.toUpperCase()} Ltd`],
      ['interpreter', 'Chen Interp', ''],
    ] as const) {
      await makeUser(app, { role, fullName, companyName, email: `${role}-${tag}@example.test` });
    }
  });

  it('lists every user newest first, with the total', async () => {
    const res = await list(admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { users: Row[]; total: number };
    expect(body.total).toBe(body.users.length);
    const mine = body.users.filter((u) => u.email.includes(tag)).map((u) => u.role);
    expect(mine).toEqual(['interpreter', 'seller', 'buyer']);
    expect(body.users.some((u) => u.id === admin.profile.id)).toBe(true);
  });

  it('searches name, email and company name, ignoring case', async () => {
    const byName = (await list(admin.cookie, `?q=${tag.toUpperCase()}`)).json() as { users: Row[]; total: number };
    // Alice by name, Bob by company, all three by email.
    expect(byName.users.map((u) => u.role).sort()).toEqual(['buyer', 'interpreter', 'seller']);
    const byCompany = (await list(admin.cookie, '?q=acme%20TRADING')).json() as { users: Row[]; total: number };
    expect(byCompany.users.map((u) => u.company_name)).toEqual(['Acme Trading']);
    // The total stays every user, for 'Showing X of Y users'.
    expect(byCompany.total).toBeGreaterThan(byCompany.users.length);
    const byEmail = (await list(admin.cookie, `?q=SELLER-${tag}@`)).json() as { users: Row[] };
    expect(byEmail.users.map((u) => u.role)).toEqual(['seller']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const res = (await list(admin.cookie, '?q=%25')).json() as { users: Row[] };
    expect(res.users).toEqual([]);
    const under = (await list(admin.cookie, '?q=_')).json() as { users: Row[] };
    expect(under.users).toEqual([]);
  });

  it('filters by role, and all means every role', async () => {
    const sellers = (await list(admin.cookie, `?role=seller&q=${tag}`)).json() as { users: Row[] };
    expect(sellers.users.map((u) => u.role)).toEqual(['seller']);
    const admins = (await list(admin.cookie, '?role=admin')).json() as { users: Row[] };
    expect(admins.users.every((u) => u.role === 'admin')).toBe(true);
    expect(admins.users.some((u) => u.id === admin.profile.id)).toBe(true);
    const all = (await list(admin.cookie, `?role=all&q=${tag}`)).json() as { users: Row[] };
    expect(all.users).toHaveLength(3);
  });

  it('refuses an unknown role or parameter', async () => {
    expect((await list(admin.cookie, '?role=owner')).statusCode).toBe(400);
    expect((await list(admin.cookie, '?sort=name')).statusCode).toBe(400);
  });
});

describe('deactivate and activate', () => {
  it('ends the user’s sessions at once and refuses their sign-in; activate restores it', async () => {
    const [admin, victim] = await Promise.all([signedIn(app, 'admin'), signedIn(app, 'seller')]);
    expect((await call(app, 'GET', '/api/auth/session', { cookie: victim.cookie })).json().user).toBeTruthy();

    const res = await call(app, 'POST', `/api/users/${victim.profile.id}/deactivate`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: victim.profile.id, is_active: false });

    // Their open cookie no longer works on the very next request.
    expect((await call(app, 'GET', '/api/profile', { cookie: victim.cookie })).statusCode).toBe(401);
    const signInRes = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: victim.email, password: victim.password },
    });
    expect(signInRes.statusCode).toBe(403);
    expect(errorCode(signInRes)).toBe('account_deactivated');
    const listed = (await list(admin.cookie, `?q=${victim.email}`)).json() as { users: Row[] };
    expect(listed.users[0].is_active).toBe(false);

    const back = await call(app, 'POST', `/api/users/${victim.profile.id}/activate`, { cookie: admin.cookie });
    expect(back.statusCode).toBe(200);
    expect(back.json().is_active).toBe(true);
    const cookie = await signIn(app, victim.email);
    expect((await call(app, 'GET', '/api/profile', { cookie })).statusCode).toBe(200);
  });

  it('refuses an admin deactivating themselves', async () => {
    const admin = await signedIn(app, 'admin');
    const res = await call(app, 'POST', `/api/users/${admin.profile.id}/deactivate`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('cannot_deactivate_self');
    expect((await call(app, 'GET', '/api/profile', { cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('lets an admin deactivate another admin', async () => {
    const [admin, other] = await Promise.all([signedIn(app, 'admin'), signedIn(app, 'admin')]);
    const res = await call(app, 'POST', `/api/users/${other.profile.id}/deactivate`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/users', { cookie: other.cookie })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const admin = await signedIn(app, 'admin');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'POST', `/api/users/${unknown}/deactivate`, { cookie: admin.cookie })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'POST', '/api/users/nope/activate', { cookie: admin.cookie })).statusCode).toBe(400);
  });
});
