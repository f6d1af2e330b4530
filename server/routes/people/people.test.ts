import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeopleList } from '../../../core/schemas/people.ts';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makePerson } from '../../test/people-factories.ts';

// Fixture: signed-in admin, buyer, seller, interpreter and volunteer; plus listed people: two
// active sellers (the newer first), one inactive seller, one active buyer, two active and one
// inactive interpreters with languages.
let app: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await createTestApp();
  for (const role of ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const) {
    cookies[role] = (await signedIn(app, role, { fullName: `Viewer ${role}` })).cookie;
  }
  const at = (d: number) => new Date(Date.UTC(2031, 0, d));
  ids.oldSeller = (
    await makePerson(app, 'seller', { fullName: 'Old Seller', companyName: 'Acme Foods', createdAt: at(1) })
  ).id;
  ids.newSeller = (
    await makePerson(app, 'seller', { fullName: 'New Seller', companyName: 'Beta 100% Co', createdAt: at(2) })
  ).id;
  ids.goneSeller = (await makePerson(app, 'seller', { fullName: 'Gone Seller', active: false, createdAt: at(3) })).id;
  ids.buyer = (await makePerson(app, 'buyer', { fullName: 'Listed Buyer', companyName: 'Gamma', createdAt: at(4) })).id;
  ids.zoe = (await makePerson(app, 'interpreter', { fullName: 'Zoe Park', languages: ['Korean', 'English'] })).id;
  ids.amy = (await makePerson(app, 'interpreter', { fullName: 'Amy Li', languages: ['Chinese'] })).id;
  ids.max = (await makePerson(app, 'interpreter', { fullName: 'Max Ito', languages: ['Japanese'], active: false })).id;
});
afterAll(() => app.dispose());

const list = async (cookie: string, query: string) => {
  const res = await call(app, 'GET', `/api/people?${query}`, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as PeopleList;
};
const names = (l: PeopleList) => l.people.map((p) => p.full_name);

describe('GET /api/people: who sees which directory', () => {
  it('shows a buyer the sellers, active only, newest first', async () => {
    const l = await list(cookies.buyer, 'role=seller');
    expect(names(l)).toEqual(['New Seller', 'Old Seller', 'Viewer seller']);
    expect(l.counts).toEqual({ all: 3, active: 3, inactive: 0 });
  });

  it('never shows inactive sellers, whatever status is asked for', async () => {
    const l = await list(cookies.admin, 'role=seller&status=inactive');
    expect(names(l)).not.toContain('Gone Seller');
    expect(l.people.every((p) => p.is_active)).toBe(true);
  });

  it('shows a seller the buyers', async () => {
    expect(names(await list(cookies.seller, 'role=buyer'))).toEqual(['Listed Buyer', 'Viewer buyer']);
  });

  it('refuses a buyer the buyers and interpreters, a seller the sellers and interpreters', async () => {
    for (const [role, query] of [
      ['buyer', 'role=buyer'],
      ['buyer', 'role=interpreter'],
      ['seller', 'role=seller'],
      ['seller', 'role=interpreter'],
    ]) {
      const res = await call(app, 'GET', `/api/people?${query}`, { cookie: cookies[role] });
      expect(res.statusCode, `${role} ${query}`).toBe(403);
    }
  });

  it('refuses interpreters and volunteers every directory', async () => {
    for (const role of ['interpreter', 'volunteer']) {
      for (const dir of ['buyer', 'seller', 'interpreter']) {
        const res = await call(app, 'GET', `/api/people?role=${dir}`, { cookie: cookies[role] });
        expect(res.statusCode).toBe(403);
      }
    }
  });

  it('answers 401 when signed out and 400 for an unknown role', async () => {
    expect((await call(app, 'GET', '/api/people?role=seller')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/people?role=admin', { cookie: cookies.admin })).statusCode).toBe(400);
  });
});

describe('GET /api/people: search', () => {
  it('matches name, email and company, ignoring case', async () => {
    expect(names(await list(cookies.buyer, 'role=seller&q=old%20SELL'))).toEqual(['Old Seller']);
    expect(names(await list(cookies.buyer, 'role=seller&q=acme'))).toEqual(['Old Seller']);
    const viewer = (await list(cookies.buyer, 'role=seller')).people.find((p) => p.full_name === 'Viewer seller');
    expect(names(await list(cookies.buyer, `role=seller&q=${viewer?.email.slice(0, 14).toUpperCase()}`))).toEqual([
      'Viewer seller',
    ]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(names(await list(cookies.buyer, 'role=seller&q=100%25'))).toEqual(['New Seller']);
    expect(names(await list(cookies.buyer, 'role=seller&q=_'))).toEqual([]);
  });

  it('matches interpreters by language too', async () => {
    expect(names(await list(cookies.admin, 'role=interpreter&q=korean'))).toEqual(['Zoe Park']);
    expect(names(await list(cookies.admin, 'role=interpreter&q=japan&status=all'))).toEqual(['Max Ito']);
  });
});

describe('GET /api/people: interpreters', () => {
  it('shows active ones by default, ordered by full name, with counts of all three filters', async () => {
    const l = await list(cookies.admin, 'role=interpreter');
    expect(names(l)).toEqual(['Amy Li', 'Viewer interpreter', 'Zoe Park']);
    expect(l.counts).toEqual({ all: 4, active: 3, inactive: 1 });
  });

  it('filters inactive and all', async () => {
    expect(names(await list(cookies.admin, 'role=interpreter&status=inactive'))).toEqual(['Max Ito']);
    expect(names(await list(cookies.admin, 'role=interpreter&status=all'))).toEqual([
      'Amy Li',
      'Max Ito',
      'Viewer interpreter',
      'Zoe Park',
    ]);
  });

  it('counts over the search', async () => {
    expect((await list(cookies.admin, 'role=interpreter&q=i&status=all')).counts).toEqual({
      all: 4,
      active: 3,
      inactive: 1,
    });
    expect((await list(cookies.admin, 'role=interpreter&q=ito')).counts).toEqual({ all: 1, active: 0, inactive: 1 });
  });
});

describe('GET /api/people/:id', () => {
  it('shows a buyer an active seller, but not an inactive one, a buyer or an interpreter', async () => {
    expect((await call(app, 'GET', `/api/people/${ids.oldSeller}`, { cookie: cookies.buyer })).json().full_name).toBe(
      'Old Seller',
    );
    for (const id of [ids.goneSeller, ids.buyer, ids.zoe]) {
      expect((await call(app, 'GET', `/api/people/${id}`, { cookie: cookies.buyer })).statusCode).toBe(404);
    }
  });

  it('shows a seller a buyer but not a seller', async () => {
    expect((await call(app, 'GET', `/api/people/${ids.buyer}`, { cookie: cookies.seller })).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/people/${ids.newSeller}`, { cookie: cookies.seller })).statusCode).toBe(404);
  });

  it('shows an admin anyone of the three roles, inactive too', async () => {
    for (const id of [ids.goneSeller, ids.buyer, ids.max]) {
      expect((await call(app, 'GET', `/api/people/${id}`, { cookie: cookies.admin })).statusCode).toBe(200);
    }
  });

  it('refuses interpreters and volunteers, and answers 404 for unknown ids', async () => {
    expect((await call(app, 'GET', `/api/people/${ids.zoe}`, { cookie: cookies.interpreter })).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/people/${ids.buyer}`, { cookie: cookies.volunteer })).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'GET', `/api/people/${unknown}`, { cookie: cookies.admin })).statusCode).toBe(404);
  });
});
