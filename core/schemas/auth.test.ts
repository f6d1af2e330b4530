import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth.ts';

const base = { email: 'Kim@Example.com ', password: 'secret', full_name: ' Kim ' };

describe('signUpSchema', () => {
  it('trims and lower-cases the email, trims the name and defaults the role to buyer', () => {
    const out = signUpSchema.parse(base);
    expect(out).toMatchObject({ email: 'kim@example.com', full_name: 'Kim', role: 'buyer' });
  });

  it('refuses a password under 6 characters, a blank name and the admin role', () => {
    expect(signUpSchema.safeParse({ ...base, password: '12345' }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, full_name: '   ' }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, role: 'admin' }).success).toBe(false);
  });

  it('trims categories, ignores blanks and repeats', () => {
    const out = signUpSchema.parse({ ...base, product_categories: [' Food ', '', '  ', 'Food', 'Beauty'] });
    expect(out.product_categories).toEqual(['Food', 'Beauty']);
  });

  it('turns an empty date into null and keeps a real one', () => {
    expect(signUpSchema.parse({ ...base, establishment_date: '' }).establishment_date).toBeNull();
    expect(signUpSchema.parse({ ...base, establishment_date: '2001-02-03' }).establishment_date).toBe('2001-02-03');
    expect(signUpSchema.safeParse({ ...base, establishment_date: '2001-02-30' }).success).toBe(false);
  });

  it('takes revenue with at most two decimals, never negative', () => {
    expect(signUpSchema.parse({ ...base, annual_revenue: 1234.56 }).annual_revenue).toBe(1234.56);
    expect(signUpSchema.safeParse({ ...base, annual_revenue: 1.005 }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, annual_revenue: -1 }).success).toBe(false);
  });

  it('accepts an empty website or an http(s) URL only', () => {
    expect(signUpSchema.safeParse({ ...base, website: '' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, website: 'https://acme.example' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, website: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('refuses fields it does not know', () => {
    expect(signUpSchema.safeParse({ ...base, is_active: false }).success).toBe(false);
  });
});

describe('signInSchema', () => {
  it('needs an email and a password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(signInSchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});
