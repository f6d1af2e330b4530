// Buyers and sellers list the languages they speak on their profile (for the scheduler: a meeting needs an
// interpreter when both sides list languages and share none); volunteers and admins keep none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const put = (cookie: string, body: Record<string, unknown>) => call(app, 'PUT', '/api/profile', { cookie, body });

describe('PUT /api/profile languages', () => {
  it.each(['buyer', 'seller', 'interpreter'] as const)(
    'keeps a %s’s languages, trimmed and once each',
    async (role) => {
      const me = await signedIn(app, role);
      const res = await put(me.cookie, { full_name: 'Me', languages: [' English', 'English', '', 'Korean '] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().languages).toEqual(['English', 'Korean']);
      // A save without the field leaves them as they are; an empty list clears them.
      expect((await put(me.cookie, { full_name: 'Me' })).json().languages).toEqual(['English', 'Korean']);
      expect((await put(me.cookie, { full_name: 'Me', languages: [] })).json().languages).toEqual([]);
    },
  );

  it('ignores languages for a volunteer', async () => {
    const me = await signedIn(app, 'volunteer');
    const res = await put(me.cookie, { full_name: 'Me', languages: ['English'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().languages).toEqual([]);
  });

  it('refuses a list that is not one of short texts', async () => {
    const me = await signedIn(app, 'buyer');
    expect((await put(me.cookie, { full_name: 'Me', languages: 'English' })).statusCode).toBe(400);
    expect((await put(me.cookie, { full_name: 'Me', languages: ['x'.repeat(101)] })).statusCode).toBe(400);
  });
});
