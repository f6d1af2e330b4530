// Test builders for User Management and Admin Settings.
import { randomBytes } from 'node:crypto';
import { companies } from '../db/schema.ts';
import { makeContract } from './contract-factories.ts';
import { makeMeeting, makeProject, makeUser } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A company row of its own, linked to nobody. */
export async function makeCompany(app: TestApp, type: 'buyer' | 'seller') {
  const [row] = await app.db
    .insert(companies)
    .values({ name: `${type} company ${randomBytes(3).toString('hex')}`, type })
    .returning();
  return row;
}

/**
 * Known rows for the overview: 2 buyers and 1 seller (each with a company), 1 inactive volunteer,
 * 1 extra seller company, 3 projects (2 active), meetings in 5 statuses, 2 contracts.
 * Adds no admin: the caller's admin is the one more user.
 */
export async function overviewWorld(app: TestApp) {
  const tag = randomBytes(3).toString('hex');
  const [b1, b2, s1] = await Promise.all([
    makeUser(app, { role: 'buyer', companyName: `B1 ${tag}` }),
    makeUser(app, { role: 'buyer', companyName: `B2 ${tag}` }),
    makeUser(app, { role: 'seller', companyName: `S1 ${tag}` }),
    makeUser(app, { role: 'volunteer', active: false }),
    makeCompany(app, 'seller'),
  ]);
  const projects = await Promise.all([
    makeProject(app),
    makeProject(app, { status: 'active' }),
    makeProject(app, { status: 'draft' }),
  ]);
  // Each buyer meets the seller at most once a project (the unique index), at distinct hours.
  const statuses = ['scheduled', 'confirmed', 'completed', 'no_show', 'cancelled'] as const;
  await Promise.all(
    statuses.map((status, i) =>
      makeMeeting(app, {
        projectId: projects[Math.floor(i / 2)].id,
        buyerId: (i % 2 ? b1 : b2).profile.id,
        sellerId: s1.profile.id,
        status,
        startTime: `${String(9 + i).padStart(2, '0')}:00`,
        endTime: `${String(10 + i).padStart(2, '0')}:00`,
      }),
    ),
  );
  const company = (u: typeof b1) => u.profile.companyId as string;
  await makeContract(app, { buyerCompany: company(b1), sellerCompany: company(s1), status: 'signed' });
  await makeContract(app, { buyerCompany: company(b2), sellerCompany: company(s1) });
  return { b1, b2, s1 };
}
