// Test builders for the directories: people of a role with names, companies and languages.
import { eq } from 'drizzle-orm';
import type { PeopleRole } from '../../core/schemas/people.ts';
import { profiles } from '../db/schema.ts';
import { makeUser } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A directory person; `createdAt` orders the buyer and seller lists, `languages` is for interpreters. */
export async function makePerson(
  app: TestApp,
  role: PeopleRole,
  opts: { fullName?: string; companyName?: string; active?: boolean; languages?: string[]; createdAt?: Date } = {},
) {
  const user = await makeUser(app, {
    role,
    fullName: opts.fullName,
    companyName: opts.companyName,
    active: opts.active,
  });
  const extra = {
    ...(opts.languages ? { languages: opts.languages } : {}),
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  };
  if (Object.keys(extra).length) await app.db.update(profiles).set(extra).where(eq(profiles.id, user.profile.id));
  return { ...user, id: user.profile.id };
}

/** A minimal valid POST /api/people body. */
export const personBody = (overrides: Record<string, unknown> = {}) => ({
  role: 'buyer',
  full_name: 'New Person',
  email: `new-${Math.random().toString(36).slice(2, 10)}@example.test`,
  ...overrides,
});
