// Forgot password and one-time links (docs/rules.md#invitations), on both databases.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, profiles } from '../../db/schema.ts';
import { call, makeUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { latestToken, outboxFor } from '../../test/mail-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const forgot = (email: string) => call(app, 'POST', '/api/auth/forgot-password', { body: { email } });
const setPassword = (token: string, password = 'new-secret-1') =>
  call(app, 'POST', '/api/auth/set-password', { body: { token, password } });

describe('forgot password', () => {
  it('answers the same whether or not the account exists, and mails only the real one', async () => {
    const { email, profile } = await makeUser(app);
    await app.db
      .update(profiles)
      .set({ languages: ['Japanese'] })
      .where(eq(profiles.id, profile.id));
    const unknown = uniqueEmail('nobody');
    const real = await forgot(email.toUpperCase());
    const fake = await forgot(unknown);
    expect(real.statusCode).toBe(202);
    expect(fake.statusCode).toBe(202);
    expect(real.body).toBe(fake.body);
    expect(await outboxFor(app, unknown)).toHaveLength(0);
    const [message] = await outboxFor(app, email);
    expect(message).toMatchObject({ kind: 'password_reset', status: 'pending', locale: 'ja' });
    expect(message.subject).toContain('パスワード');
    expect(message.links[0]).toMatch(/^http:\/\/localhost:\d+\/set-password#token=/);
  });

  it('sends at most one reset a minute per account', async () => {
    const { email } = await makeUser(app);
    await forgot(email);
    await forgot(email);
    expect(await outboxFor(app, email)).toHaveLength(1);
  });

  it('mails nobody for a deactivated account', async () => {
    const { email } = await makeUser(app, { active: false });
    expect((await forgot(email)).statusCode).toBe(202);
    expect(await outboxFor(app, email)).toHaveLength(0);
  });

  it('is rate-limited per address and e-mail', async () => {
    const strict = await createTestApp({ mail: { ...app.config.mail, forgotRateLimit: 2 } });
    try {
      const ask = () => call(strict, 'POST', '/api/auth/forgot-password', { body: { email: 'a@example.test' } });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await strict.dispose();
    }
  });
});

describe('a reset link', () => {
  it('names its owner, sets the password once, signs in and ends the other sessions', async () => {
    const { email, profile } = await makeUser(app, { fullName: 'Reset Rita' });
    const otherSession = await signIn(app, email);
    await forgot(email);
    const token = await latestToken(app, email);

    const info = await call(app, 'GET', `/api/auth/tokens/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ purpose: 'password_reset', email, full_name: 'Reset Rita' });

    const done = await setPassword(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(profile.id);
    const cookie = done.cookies.find((c) => c.name === 'sid');
    expect(cookie).toBeDefined();
    expect((await call(app, 'GET', '/api/profile', { cookie: `sid=${cookie?.value}` })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/profile', { cookie: otherSession })).statusCode).toBe(401);

    const again = await setPassword(token, 'another-one');
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('token_used');
    const old = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password: TEST_PASSWORD } });
    expect(old.statusCode).toBe(401);
    expect(await signIn(app, email, 'new-secret-1')).toMatch(/^sid=/);
  });

  it('refuses a wrong, an expired and a replaced link with their own codes', async () => {
    const wrong = await setPassword('x'.repeat(43));
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'token_invalid']);
    expect((await call(app, 'GET', `/api/auth/tokens/${'y'.repeat(43)}`)).json().error.code).toBe('token_invalid');

    const { email, profile } = await makeUser(app);
    await forgot(email);
    const token = await latestToken(app, email);
    await app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, profile.id));
    const expired = await setPassword(token);
    expect([expired.statusCode, expired.json().error.code]).toEqual([410, 'token_expired']);

    // A second reset (after the one-a-minute pause) replaces the first link.
    await app.db
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(accountTokens.userId, profile.id));
    await forgot(email);
    const newer = await latestToken(app, email);
    expect(newer).not.toBe(token);
    const replaced = await call(app, 'GET', `/api/auth/tokens/${token}`);
    expect([replaced.statusCode, replaced.json().error.code]).toEqual([410, 'token_replaced']);
    expect((await setPassword(newer)).statusCode).toBe(200);
  });

  it('refuses a short password and keeps the link usable', async () => {
    const { email } = await makeUser(app);
    await forgot(email);
    const token = await latestToken(app, email);
    const short = await setPassword(token, '123');
    expect(short.statusCode).toBe(400);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('lets exactly one of two racing uses through', async () => {
    const { email } = await makeUser(app);
    await forgot(email);
    const token = await latestToken(app, email);
    const answers = await Promise.all([setPassword(token, 'racer-one'), setPassword(token, 'racer-two')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('does not sign in a person deactivated after the link was sent', async () => {
    const { email, profile } = await makeUser(app);
    await forgot(email);
    const token = await latestToken(app, email);
    await app.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, profile.id));
    const res = await setPassword(token);
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'account_deactivated']);
  });
});
