// What people match on (docs/rules.md#matchmaking): markets and what a person looks for on their
// own profile and in an admin's edit, and the categories the form offers (those of their projects).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKING_FOR_MAX } from '../../../core/constants.ts';
import { addParticipant, call, makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const put = (cookie: string, body: Record<string, unknown>) => call(app, 'PUT', '/api/profile', { cookie, body });

describe('PUT /api/profile markets and looking for', () => {
  it('keeps country codes upper-cased and once each, and the sentence trimmed', async () => {
    const me = await signedIn(app, 'seller');
    const res = await put(me.cookie, {
      full_name: 'Me',
      markets: ['vn', 'JP', ' jp '],
      looking_for: '  Distributors of sun care in Vietnam  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ markets: ['VN', 'JP'], looking_for: 'Distributors of sun care in Vietnam' });
    // A save without them leaves them as they are; empty values clear them.
    expect((await put(me.cookie, { full_name: 'Me' })).json()).toMatchObject({ markets: ['VN', 'JP'] });
    const cleared = (await put(me.cookie, { full_name: 'Me', markets: [], looking_for: '' })).json();
    expect(cleared).toMatchObject({ markets: [], looking_for: '' });
  });

  it('refuses what is not a country code and a sentence over the limit', async () => {
    const me = await signedIn(app, 'buyer');
    for (const markets of [['Korea'], ['UK'], ['XX'], 'KR']) {
      const res = await put(me.cookie, { full_name: 'Me', markets });
      expect(res.statusCode, JSON.stringify(markets)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const long = await put(me.cookie, { full_name: 'Me', looking_for: 'x'.repeat(LOOKING_FOR_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect((await put(me.cookie, { full_name: 'Me', looking_for: 'x'.repeat(LOOKING_FOR_MAX) })).statusCode).toBe(200);
  });

  it('keeps none for roles without a company', async () => {
    const me = await signedIn(app, 'interpreter');
    const res = await put(me.cookie, { full_name: 'Me', markets: ['KR'], looking_for: 'Work' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ markets: [], looking_for: '' });
  });

  it('lets an admin edit them on a participant', async () => {
    const admin = await signedIn(app, 'admin');
    const buyer = await signedIn(app, 'buyer');
    const res = await call(app, 'PUT', `/api/people/${buyer.profile.id}`, {
      cookie: admin.cookie,
      body: { full_name: 'Bea Buyer', markets: ['kr', 'US'], looking_for: 'Halal snacks' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ markets: ['KR', 'US'], looking_for: 'Halal snacks' });
    expect((await call(app, 'GET', '/api/profile', { cookie: buyer.cookie })).json()).toMatchObject({
      markets: ['KR', 'US'],
      looking_for: 'Halal snacks',
    });
  });
});

describe('category choices', () => {
  it('offers the categories of the person’s draft and active projects, newest first, each once', async () => {
    const me = await signedIn(app, 'buyer');
    const older = await makeProject(app, {
      startDate: '2030-01-01',
      endDate: '2030-01-02',
      categories: ['Food', 'Tea'],
    });
    const newer = await makeProject(app, {
      status: 'draft',
      startDate: '2031-01-01',
      endDate: '2031-01-02',
      categories: ['Cosmetics', 'food'],
    });
    const over = await makeProject(app, { status: 'completed', categories: ['Old Stuff'] });
    const other = await makeProject(app, { categories: ['Not Mine'] });
    for (const p of [older, newer, over]) await addParticipant(app, p.id, { id: me.profile.id, role: 'buyer' });
    expect(other.id).toBeTruthy();
    const res = await call(app, 'GET', '/api/profile/categories', { cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ categories: ['Cosmetics', 'food', 'Tea'] });

    const admin = await signedIn(app, 'admin');
    const asAdmin = await call(app, 'GET', `/api/people/${me.profile.id}/categories`, { cookie: admin.cookie });
    expect(asAdmin.json()).toEqual({ categories: ['Cosmetics', 'food', 'Tea'] });
    // Only admins ask for someone else's; nobody's are found for an unknown person.
    expect((await call(app, 'GET', `/api/people/${me.profile.id}/categories`, { cookie: me.cookie })).statusCode).toBe(
      403,
    );
    const unknown = await call(app, 'GET', '/api/people/00000000-0000-4000-8000-000000000000/categories', {
      cookie: admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers none to a person in no project', async () => {
    const me = await signedIn(app, 'seller');
    expect((await call(app, 'GET', '/api/profile/categories', { cookie: me.cookie })).json()).toEqual({
      categories: [],
    });
  });
});
