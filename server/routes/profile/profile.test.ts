import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../core/roles.ts';
import { profiles } from '../../db/schema.ts';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** A signed-in user of `role` and a PUT /api/profile as them. */
async function asUser(role: Role = 'buyer') {
  const user = await signedIn(app, role);
  const patch = (body: Record<string, unknown>) =>
    call(app, 'PUT', '/api/profile', { cookie: user.cookie, body: { full_name: 'Kim', ...body } });
  const get = () => call(app, 'GET', '/api/profile', { cookie: user.cookie });
  return { ...user, patch, get };
}

const companyForm = {
  full_name: 'Kim Seller',
  phone: '+82 10 1234 5678',
  country: 'Korea',
  company_name: 'Kim Foods',
  brand_name: 'Kimchi King',
  website: 'https://kimfoods.example',
  ceo_name: 'Kim Sr.',
  address: 'Seoul',
  establishment_date: '1999-12-31',
  annual_revenue: 1234567.89,
  annual_revenue_currency: 'KRW',
  has_export_experience: true,
  export_annual_revenue: 1000,
  export_annual_revenue_currency: 'EUR',
  product_categories: ['Food', ' Drinks '],
  industry_type: 'Food & Beverage',
  company_introduction: 'We make kimchi.',
  brand_introduction: 'Spicy.',
  company_description: 'Since 1999.',
};

describe('GET /api/profile', () => {
  it('returns the signed-in user own profile', async () => {
    const me = await asUser('seller');
    const res = await me.get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.profile.id, email: me.email, role: 'seller', is_active: true });
  });

  it('never returns a password hash', async () => {
    const me = await asUser();
    expect(JSON.stringify((await me.get()).json())).not.toMatch(/scrypt|password/i);
  });
});

describe('PUT /api/profile', () => {
  it('updates every editable field', async () => {
    const me = await asUser('seller');
    const res = await me.patch(companyForm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...companyForm, product_categories: ['Food', 'Drinks'] });
  });

  it('keeps the change: a later GET shows it', async () => {
    const me = await asUser();
    await me.patch({ full_name: 'New Name', phone: '010' });
    expect((await me.get()).json()).toMatchObject({ full_name: 'New Name', phone: '010' });
  });

  it('refuses a blank full_name', async () => {
    const me = await asUser();
    const res = await me.patch({ full_name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses a missing full_name', async () => {
    const me = await asUser();
    const res = await call(app, 'PUT', '/api/profile', { cookie: me.cookie, body: { phone: '1' } });
    expect(res.statusCode).toBe(400);
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://files.example'])('refuses the website %j', async (website) => {
    const me = await asUser();
    expect((await me.patch({ website })).statusCode).toBe(400);
  });

  it('accepts an empty website', async () => {
    const me = await asUser();
    const res = await me.patch({ website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().website).toBe('');
  });

  it('refuses an unknown extra field', async () => {
    const me = await asUser();
    const res = await me.patch({ favourite_colour: 'blue' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses a role change and keeps the role', async () => {
    const me = await asUser('buyer');
    expect((await me.patch({ role: 'admin' })).statusCode).toBe(400);
    expect((await me.get()).json().role).toBe('buyer');
  });

  it('refuses an email change and keeps the email', async () => {
    const me = await asUser();
    expect((await me.patch({ email: 'other@example.test' })).statusCode).toBe(400);
    expect((await me.get()).json().email).toBe(me.email);
  });

  it('refuses is_active and company_id', async () => {
    const me = await asUser();
    expect((await me.patch({ is_active: false })).statusCode).toBe(400);
    expect((await me.patch({ company_id: me.profile.id })).statusCode).toBe(400);
  });

  it('stores an empty revenue as null', async () => {
    const me = await asUser('seller');
    await me.patch({ annual_revenue: 500 });
    const res = await me.patch({ annual_revenue: null });
    expect(res.json().annual_revenue).toBeNull();
  });

  it('refuses a negative revenue', async () => {
    const me = await asUser('seller');
    expect((await me.patch({ annual_revenue: -1 })).statusCode).toBe(400);
  });

  it('refuses a revenue with more than two decimals', async () => {
    const me = await asUser('seller');
    expect((await me.patch({ annual_revenue: 1.005 })).statusCode).toBe(400);
  });

  it('stores an empty establishment_date as null', async () => {
    const me = await asUser('buyer');
    await me.patch({ establishment_date: '2000-01-01' });
    const res = await me.patch({ establishment_date: '' });
    expect(res.json().establishment_date).toBeNull();
  });

  it('refuses an impossible date', async () => {
    const me = await asUser('buyer');
    expect((await me.patch({ establishment_date: '2023-02-30' })).statusCode).toBe(400);
  });

  it('drops export revenue when export experience is unticked', async () => {
    const me = await asUser('seller');
    const res = await me.patch({ has_export_experience: false, export_annual_revenue: 900 });
    expect(res.json().export_annual_revenue).toBeNull();
  });

  it('drops company fields for an interpreter', async () => {
    const me = await asUser('interpreter');
    const res = await me.patch(companyForm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: companyForm.phone,
      brand_name: '',
      product_categories: [],
      company_id: null,
    });
  });

  it('keeps an interpreter languages, which the form does not edit', async () => {
    const me = await asUser('interpreter');
    await app.db
      .update(profiles)
      .set({ languages: ['en', 'ko'] })
      .where(eq(profiles.id, me.profile.id));
    const res = await me.patch({ full_name: 'Lee' });
    expect(res.json().languages).toEqual(['en', 'ko']);
  });

  it('links a buyer to the company it names, and unlinks it when cleared', async () => {
    const me = await asUser('buyer');
    const linked = await me.patch({ company_name: 'Global Imports' });
    expect(linked.json().company_id).toEqual(expect.any(String));
    const cleared = await me.patch({ company_name: '' });
    expect(cleared.json().company_id).toBeNull();
  });

  it('links two sellers naming the same company to one row', async () => {
    const a = await asUser('seller');
    const b = await asUser('seller');
    const first = await a.patch({ company_name: 'Same Co' });
    const second = await b.patch({ company_name: 'SAME CO' });
    expect(second.json().company_id).toBe(first.json().company_id);
  });

  it('refuses a NUL character with 400 and keeps the old value', async () => {
    const me = await asUser();
    await me.patch({ full_name: 'Before' });
    const res = await me.patch({ full_name: 'After\u0000' });
    expect(res.statusCode).toBe(400);
    expect((await me.get()).json().full_name).toBe('Before');
  });
});
