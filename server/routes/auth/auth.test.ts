import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/harness';
import { makeUser, signIn, uniqueEmail } from '../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe('sign-up', () => {
  it('creates a seller with company details', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail(), password: 'abcdef', full_name: 'Kim', role: 'seller', company_name: 'Acme' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'seller', company_name: 'Acme' });
  });

  it('refuses admin', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail(), password: 'abcdef', full_name: 'Eve', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('sign-in', () => {
  it('signs in and reads the session', async () => {
    const { email } = await makeUser(app, { role: 'buyer' });
    const cookie = await signIn(app, email);
    const res = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(res.json().user.email).toBe(email);
  });

  it('refuses a wrong password with a code', async () => {
    const { email } = await makeUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_credentials');
  });
});
