import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonCreated } from '../../../core/schemas/people.ts';
import { TEMPORARY_PASSWORD_SUFFIX } from '../../services/temporary-password.ts';
import { call, signedIn, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makePerson, personBody } from '../../test/people-factories.ts';

let app: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await createTestApp();
  for (const role of ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const) {
    cookies[role] = (await signedIn(app, role)).cookie;
  }
});
afterAll(() => app.dispose());

const create = (body: Record<string, unknown>, cookie = cookies.admin) =>
  call(app, 'POST', '/api/people', { cookie, body });

describe('POST /api/people', () => {
  it('creates a seller with a temporary password that signs in, and links the company', async () => {
    const res = await create(
      personBody({
        role: 'seller',
        email: 'Fresh.Seller@Example.test',
        company_name: 'Fresh Foods',
        country: 'Korea',
        product_categories: [' Snacks ', '', 'Tea'],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { person, temporary_password } = res.json() as PersonCreated;
    expect(person).toMatchObject({ role: 'seller', email: 'fresh.seller@example.test', is_active: true });
    expect(person.product_categories).toEqual(['Snacks', 'Tea']);
    expect(person.company_id).not.toBeNull();
    expect(temporary_password).toMatch(new RegExp(`^[A-Za-z2-9]{8}${TEMPORARY_PASSWORD_SUFFIX}$`));
    expect(await signIn(app, 'fresh.seller@example.test', temporary_password)).toMatch(/^sid=/);
  });

  it('keeps an interpreter’s languages trimmed, blanks ignored', async () => {
    const res = await create(personBody({ role: 'interpreter', languages: [' Korean', '  ', 'English '] }));
    expect(res.statusCode).toBe(201);
    expect((res.json() as PersonCreated).person.languages).toEqual(['Korean', 'English']);
  });

  it('answers 409 email_taken for an email in use, in any letter case', async () => {
    await create(personBody({ email: 'twice@example.test' }));
    const res = await create(personBody({ email: 'TWICE@example.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
  });

  it('answers 400 name_email_required without a name or an email', async () => {
    for (const body of [personBody({ full_name: '  ' }), personBody({ email: '' }), { role: 'buyer' }]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('name_email_required');
    }
  });

  it('answers 400 validation_failed for a malformed email or an unknown role', async () => {
    expect((await create(personBody({ email: 'not-an-email' }))).json().error.code).toBe('validation_failed');
    expect((await create(personBody({ role: 'admin' }))).statusCode).toBe(400);
  });

  it('refuses everyone but admins', async () => {
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer']) {
      expect((await create(personBody(), cookies[role])).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/people/:id', () => {
  it('replaces the profile fields, moves the company link, keeps the email', async () => {
    const buyer = await makePerson(app, 'buyer', { companyName: 'Old Co' });
    const res = await call(app, 'PUT', `/api/people/${buyer.id}`, {
      cookie: cookies.admin,
      body: { full_name: 'Renamed Buyer', company_name: 'New Co', country: 'Japan', annual_revenue: 12.5 },
    });
    expect(res.statusCode).toBe(200);
    const before = (await call(app, 'GET', `/api/people/${buyer.id}`, { cookie: cookies.admin })).json();
    expect(before).toMatchObject({ full_name: 'Renamed Buyer', company_name: 'New Co', email: buyer.email });
    expect(before.company_id).toBe(res.json().company_id);
    expect(before.company_id).not.toBe(buyer.profile.companyId);
  });

  // Buyers and sellers list languages too: they decide whether a meeting needs an interpreter.
  it('sets the languages of interpreters, buyers and sellers, trimmed and once each', async () => {
    const interp = await makePerson(app, 'interpreter');
    const res = await call(app, 'PUT', `/api/people/${interp.id}`, {
      cookie: cookies.admin,
      body: { full_name: 'Interp', languages: ['French', ' ', 'French'] },
    });
    expect(res.json().languages).toEqual(['French']);
    const buyer = await makePerson(app, 'buyer');
    const b = await call(app, 'PUT', `/api/people/${buyer.id}`, {
      cookie: cookies.admin,
      body: { full_name: 'B', languages: [' French ', 'German'] },
    });
    expect(b.json().languages).toEqual(['French', 'German']);
  });

  it('refuses an empty name, an email change, an unknown person and non-admins', async () => {
    const seller = await makePerson(app, 'seller');
    const url = `/api/people/${seller.id}`;
    expect((await call(app, 'PUT', url, { cookie: cookies.admin, body: { full_name: '' } })).json().error.code).toBe(
      'name_email_required',
    );
    expect(
      (await call(app, 'PUT', url, { cookie: cookies.admin, body: { full_name: 'X', email: 'x@example.test' } }))
        .statusCode,
    ).toBe(400);
    const admin = await signedIn(app, 'admin');
    expect(
      (await call(app, 'PUT', `/api/people/${admin.profile.id}`, { cookie: cookies.admin, body: { full_name: 'X' } }))
        .statusCode,
    ).toBe(404);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer']) {
      expect((await call(app, 'PUT', url, { cookie: cookies[role], body: { full_name: 'X' } })).statusCode).toBe(403);
    }
  });
});

describe('DELETE /api/people/:id', () => {
  it('is a soft delete that ends the person’s sessions at once', async () => {
    const seller = await signedIn(app, 'seller');
    expect((await call(app, 'GET', '/api/profile', { cookie: seller.cookie })).statusCode).toBe(200);
    const res = await call(app, 'DELETE', `/api/people/${seller.profile.id}`, { cookie: cookies.admin });
    expect(res.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/profile', { cookie: seller.cookie })).statusCode).toBe(401);
    const after = await call(app, 'GET', `/api/people/${seller.profile.id}`, { cookie: cookies.admin });
    expect(after.json().is_active).toBe(false);
    const list = await call(app, 'GET', '/api/people?role=seller', { cookie: cookies.admin });
    expect(list.json().people.map((p: { id: string }) => p.id)).not.toContain(seller.profile.id);
  });

  it('refuses non-admins and answers 404 for someone outside the directories', async () => {
    const buyer = await makePerson(app, 'buyer');
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer']) {
      expect((await call(app, 'DELETE', `/api/people/${buyer.id}`, { cookie: cookies[role] })).statusCode).toBe(403);
    }
    const admin = await signedIn(app, 'admin');
    expect((await call(app, 'DELETE', `/api/people/${admin.profile.id}`, { cookie: cookies.admin })).statusCode).toBe(
      404,
    );
    // The refused deletes changed nothing.
    expect((await call(app, 'GET', `/api/people/${buyer.id}`, { cookie: cookies.admin })).json().is_active).toBe(true);
  });
});
