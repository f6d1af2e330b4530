// Test data builders: each test makes what it needs on its own fresh database.
import { randomBytes } from 'node:crypto';
import type { Role } from '../../core/roles';
import { signUpSchema } from '../../core/schemas/auth';
import { profiles } from '../db/schema';
import { eq } from 'drizzle-orm';
import { createAccount } from '../services/accounts';
import type { TestApp } from './harness';

export const TEST_PASSWORD = 'secret-pass';

/** A unique email for this run. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

/** Creates an account of any role (admin too, as create-admin does) and returns its profile. */
export async function makeUser(
  app: TestApp,
  opts: { role?: Role; email?: string; fullName?: string; active?: boolean; companyName?: string } = {},
) {
  const role = opts.role ?? 'buyer';
  const email = opts.email ?? uniqueEmail(role);
  const input = signUpSchema.parse({
    email,
    password: TEST_PASSWORD,
    full_name: opts.fullName ?? `Test ${role}`,
    company_name: opts.companyName ?? '',
  });
  let profile = await createAccount(app.db, { ...input, role });
  if (opts.active === false) {
    [profile] = await app.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, profile.id)).returning();
  }
  return { profile, email, password: TEST_PASSWORD };
}

/** Signs in through the API and returns the Cookie header value of the new session. */
export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('sign-in set no cookie');
  return `sid=${cookie.value}`;
}

/** A signed-in user of a role: profile plus the Cookie header to send. */
export async function signedIn(app: TestApp, role: Role = 'buyer') {
  const user = await makeUser(app, { role });
  return { ...user, cookie: await signIn(app, user.email) };
}
