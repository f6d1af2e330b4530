import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, profiles, sessions, users } from '../../db/schema.ts';
import { call, makeUser, setActive, signIn, signUpBody, TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const signUp = (overrides: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/auth/sign-up', { body: signUpBody(overrides) });
const signInCall = (email: string, password = TEST_PASSWORD, target = app) =>
  call(target, 'POST', '/api/auth/sign-in', { body: { email, password } });
const session = (cookie?: string) => call(app, 'GET', '/api/auth/session', { cookie });
const errorCode = (res: { json(): { error?: { code?: string } } }) => res.json().error?.code;

/** How many account rows hold this email, in any letter case. */
async function userRows(email: string) {
  const rows = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.length;
}

describe('sign-up', () => {
  it.each(['buyer', 'seller', 'interpreter', 'volunteer'])('creates a %s', async (role) => {
    const res = await signUp({ role });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role, is_active: true });
  });

  it('defaults the role to buyer', async () => {
    const res = await signUp();
    expect(res.json().user.role).toBe('buyer');
  });

  it('does not sign the new user in', async () => {
    const res = await signUp();
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses admin', async () => {
    const res = await signUp({ role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
  });

  it('refuses a password under 6 characters', async () => {
    const res = await signUp({ password: 'abcde' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
  });

  it('accepts a password of exactly 6 characters', async () => {
    const res = await signUp({ password: 'abcdef' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a duplicate email', async () => {
    const email = uniqueEmail();
    await signUp({ email });
    const res = await signUp({ email });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('email_taken');
  });

  it('refuses a duplicate email in another letter case', async () => {
    const email = uniqueEmail();
    await signUp({ email });
    const res = await signUp({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('email_taken');
  });

  it('stores the email in lower case', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email: `  ${email.toUpperCase()} ` });
    expect(res.json().user.email).toBe(email);
  });

  it('refuses a missing full_name', async () => {
    const { full_name: _omitted, ...body } = signUpBody();
    const res = await call(app, 'POST', '/api/auth/sign-up', { body });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a blank full_name', async () => {
    const res = await signUp({ full_name: '   ' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an invalid email', async () => {
    const res = await signUp({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown field', async () => {
    const res = await signUp({ is_active: false });
    expect(res.statusCode).toBe(400);
  });

  it.each(['interpreter', 'volunteer'])('drops company fields for a %s', async (role) => {
    const res = await signUp({
      role,
      brand_name: 'Brandy',
      website: 'https://example.com',
      product_categories: ['Food'],
      has_export_experience: true,
      annual_revenue: 100,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      brand_name: '',
      website: '',
      product_categories: [],
      has_export_experience: false,
      annual_revenue: null,
      company_id: null,
    });
  });

  it('stores export revenue as null without export experience', async () => {
    const res = await signUp({ role: 'seller', has_export_experience: false, export_annual_revenue: 5000 });
    expect(res.json().user.export_annual_revenue).toBeNull();
  });

  it('keeps export revenue with export experience', async () => {
    const res = await signUp({ role: 'seller', has_export_experience: true, export_annual_revenue: 5000.5 });
    expect(res.json().user).toMatchObject({ has_export_experience: true, export_annual_revenue: 5000.5 });
  });

  it('trims categories, ignores blanks and drops duplicates', async () => {
    const res = await signUp({ role: 'seller', product_categories: [' Food ', '', '   ', 'Food', 'Toys'] });
    expect(res.json().user.product_categories).toEqual(['Food', 'Toys']);
  });

  it('stores an empty establishment_date as null', async () => {
    const res = await signUp({ role: 'buyer', establishment_date: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.establishment_date).toBeNull();
  });

  it('stores a given establishment_date', async () => {
    const res = await signUp({ role: 'buyer', establishment_date: '2001-02-03' });
    expect(res.json().user.establishment_date).toBe('2001-02-03');
  });

  it('links a buyer with company_name to a companies row', async () => {
    const res = await signUp({ role: 'buyer', company_name: 'Buyer Corp', country: 'Japan' });
    const [company] = await app.db.select().from(companies).where(eq(companies.id, res.json().user.company_id));
    expect(company).toMatchObject({ name: 'Buyer Corp', type: 'buyer', country: 'Japan' });
  });

  it('lets two sellers naming the same company share it', async () => {
    const a = await signUp({ role: 'seller', company_name: 'Shared Co' });
    const b = await signUp({ role: 'seller', company_name: 'shared co ' });
    expect(a.json().user.company_id).toEqual(expect.any(String));
    expect(b.json().user.company_id).toBe(a.json().user.company_id);
  });

  it('gives a buyer and a seller of the same company name separate companies', async () => {
    const buyer = await signUp({ role: 'buyer', company_name: 'Two Sided' });
    const seller = await signUp({ role: 'seller', company_name: 'Two Sided' });
    expect(buyer.json().user.company_id).not.toBe(seller.json().user.company_id);
  });

  it('links no company without company_name', async () => {
    const res = await signUp({ role: 'seller' });
    expect(res.json().user.company_id).toBeNull();
  });

  it('writes nothing when refused by validation', async () => {
    const email = uniqueEmail();
    await signUp({ email, password: 'short' });
    expect(await userRows(email)).toBe(0);
  });

  it('writes nothing when the database refuses the profile', async () => {
    // A NUL character passes validation but PostgreSQL text cannot hold it: 400, and the
    // account row inserted before the profile must be rolled back.
    const email = uniqueEmail();
    const res = await signUp({ email, full_name: 'Kim\u0000', role: 'seller', company_name: 'Ghost Co' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
    expect(await userRows(email)).toBe(0);
    expect(await app.db.select().from(companies).where(eq(companies.name, 'Ghost Co'))).toEqual([]);
  });

  it('refuses a date PostgreSQL cannot store with 400, not 500', async () => {
    const res = await signUp({ role: 'seller', establishment_date: '0000-01-01' });
    expect(res.statusCode).toBe(400);
  });

  it('keeps a single account row after a duplicate attempt', async () => {
    const email = uniqueEmail();
    await signUp({ email });
    await signUp({ email: email.toUpperCase() });
    expect(await userRows(email)).toBe(1);
  });
});

describe('sign-in', () => {
  it('sets an HttpOnly SameSite=Lax session cookie', async () => {
    const { email } = await makeUser(app);
    const res = await signInCall(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThan(20);
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { email } = await makeUser(app);
    const res = await signInCall(email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('invalid_credentials');
  });

  it('refuses an unknown email with the same invalid_credentials', async () => {
    const res = await signInCall(uniqueEmail('nobody'));
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('invalid_credentials');
  });

  it('refuses a deactivated user with account_deactivated', async () => {
    const { email } = await makeUser(app, { active: false });
    const res = await signInCall(email);
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('account_deactivated');
  });

  it('does not tell a deactivated account apart without the right password', async () => {
    const { email } = await makeUser(app, { active: false });
    const res = await signInCall(email, 'wrong-password');
    expect(res.statusCode).toBe(401);
  });

  it('matches the email in any letter case', async () => {
    const { email } = await makeUser(app);
    const res = await signInCall(email.toUpperCase());
    expect(res.statusCode).toBe(200);
  });

  it('refuses a missing password with 400', async () => {
    const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email: uniqueEmail() } });
    expect(res.statusCode).toBe(400);
  });

  describe('rate limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ signInRateLimit: 3 });
    });
    afterAll(() => limited.dispose());

    it('answers the 4th attempt within a minute for one email with 429 rate_limited', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) expect((await signInCall(email, 'wrong', limited)).statusCode).toBe(401);
      const res = await signInCall(email, 'wrong', limited);
      expect(res.statusCode).toBe(429);
      expect(errorCode(res)).toBe('rate_limited');
    });

    it('counts an email in any letter case as the same email', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) await signInCall(email, 'wrong', limited);
      const res = await signInCall(email.toUpperCase(), 'wrong', limited);
      expect(res.statusCode).toBe(429);
    });

    it('still lets another email sign in', async () => {
      const blocked = uniqueEmail();
      for (let i = 0; i < 4; i++) await signInCall(blocked, 'wrong', limited);
      const { email } = await makeUser(limited);
      expect((await signInCall(email, TEST_PASSWORD, limited)).statusCode).toBe(200);
    });
  });

  describe('sign-up rate limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ signUpRateLimit: 2 });
    });
    afterAll(() => limited.dispose());

    it('answers the 3rd sign-up within a minute from one address with 429 and writes nothing', async () => {
      const signUpOn = (email: string) => call(limited, 'POST', '/api/auth/sign-up', { body: signUpBody({ email }) });
      for (let i = 0; i < 2; i++) expect((await signUpOn(uniqueEmail())).statusCode).toBe(201);
      const email = uniqueEmail();
      const res = await signUpOn(email);
      expect(res.statusCode).toBe(429);
      expect(errorCode(res)).toBe('rate_limited');
      const rows = await limited.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(rows).toEqual([]);
    });
  });
});

describe('session', () => {
  it('returns the user when signed in', async () => {
    const { email, profile } = await makeUser(app, { role: 'seller' });
    const res = await session(await signIn(app, email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: profile.id, email, role: 'seller' });
  });

  it('returns { user: null } when signed out', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('returns { user: null } for an unknown cookie', async () => {
    const res = await session('sid=made-up-token');
    expect(res.json()).toEqual({ user: null });
  });

  it('ends on sign-out: the old cookie no longer works', async () => {
    const { email } = await makeUser(app);
    const cookie = await signIn(app, email);
    expect((await call(app, 'GET', '/api/profile', { cookie })).statusCode).toBe(200);
    const out = await call(app, 'POST', '/api/auth/sign-out', { cookie });
    expect(out.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/profile', { cookie })).statusCode).toBe(401);
  });

  it('clears the cookie on sign-out', async () => {
    const { email } = await makeUser(app);
    const out = await call(app, 'POST', '/api/auth/sign-out', { cookie: await signIn(app, email) });
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
  });

  it('ends only the session signed out, not the other sessions of the user', async () => {
    const { email } = await makeUser(app);
    const phone = await signIn(app, email);
    const laptop = await signIn(app, email);
    await call(app, 'POST', '/api/auth/sign-out', { cookie: phone });
    expect((await call(app, 'GET', '/api/profile', { cookie: laptop })).statusCode).toBe(200);
  });

  it('signs out without a session with 204', async () => {
    expect((await call(app, 'POST', '/api/auth/sign-out')).statusCode).toBe(204);
  });

  it('ends at once when the user is deactivated', async () => {
    const { email, profile } = await makeUser(app);
    const cookie = await signIn(app, email);
    await setActive(app, profile.id, false);
    expect((await call(app, 'GET', '/api/profile', { cookie })).statusCode).toBe(401);
    expect((await session(cookie)).json()).toEqual({ user: null });
  });

  it('ends when it expires', async () => {
    const { email, profile } = await makeUser(app);
    const cookie = await signIn(app, email);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, profile.id));
    expect((await call(app, 'GET', '/api/profile', { cookie })).statusCode).toBe(401);
  });

  it('has its expired rows removed at the next sign-in', async () => {
    const { email, profile } = await makeUser(app);
    await signIn(app, email);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, profile.id));
    await signIn(app, email);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, profile.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('sees a profile change on the next request', async () => {
    const { email, profile } = await makeUser(app);
    const cookie = await signIn(app, email);
    await app.db.update(profiles).set({ fullName: 'Renamed' }).where(eq(profiles.id, profile.id));
    expect((await session(cookie)).json().user.full_name).toBe('Renamed');
  });
});

describe('demo info', () => {
  it('is public and says whether demo mode is on', async () => {
    const res = await call(app, 'GET', '/api/auth/demo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('enabled');
  });
});
