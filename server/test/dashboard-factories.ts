// Rows the dashboard reads, inserted directly so its tests need no other feature's routes.
import { randomBytes } from 'node:crypto';
import { companies, contracts, meetingRequests, transactions, volunteerAssignments } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

const tag = () => randomBytes(4).toString('hex');

/** A meeting request from `requesterId` to `targetId` (default pending, seller to buyer). */
export async function makeRequest(
  app: TestApp,
  values: Pick<typeof meetingRequests.$inferInsert, 'projectId' | 'requesterId' | 'targetId'> &
    Partial<typeof meetingRequests.$inferInsert>,
) {
  const [row] = await app.db
    .insert(meetingRequests)
    .values({
      requesterRole: 'seller',
      targetRole: 'buyer',
      preferredDate: '2030-05-01',
      preferredTimeStart: '10:00',
      preferredTimeEnd: '11:00',
      ...values,
    })
    .returning();
  return row;
}

/** A transaction between a buyer and a seller (default proposed, 1000 USD). */
export async function makeTransaction(
  app: TestApp,
  values: Pick<typeof transactions.$inferInsert, 'projectId' | 'buyerId' | 'sellerId'> &
    Partial<typeof transactions.$inferInsert>,
) {
  const [row] = await app.db
    .insert(transactions)
    .values({ productService: `Product ${tag()}`, estimatedValue: 1000, ...values })
    .returning();
  return row;
}

/** A company of a type. */
export async function makeCompany(app: TestApp, type: 'buyer' | 'seller', name = `${type} company ${tag()}`) {
  const [row] = await app.db.insert(companies).values({ name, type }).returning();
  return row;
}

/** A contract between two new companies (default draft), for the given buyer and seller profiles. */
export async function makeContract(
  app: TestApp,
  values: Partial<typeof contracts.$inferInsert> & { sellerCompanyName?: string } = {},
) {
  const { sellerCompanyName, ...rest } = values;
  const [buyerCo, sellerCo] = await Promise.all([
    makeCompany(app, 'buyer'),
    makeCompany(app, 'seller', sellerCompanyName),
  ]);
  const [row] = await app.db
    .insert(contracts)
    .values({
      contractNumber: `CON-2030-${tag()}`,
      title: `Contract ${tag()}`,
      buyerCompany: buyerCo.id,
      sellerCompany: sellerCo.id,
      productService: 'Goods',
      contractDate: '2030-05-01',
      ...rest,
    })
    .returning();
  return row;
}

/** A volunteer assignment (default assigned, on 2030-05-01). */
export async function makeAssignment(
  app: TestApp,
  values: Pick<typeof volunteerAssignments.$inferInsert, 'volunteerId'> &
    Partial<typeof volunteerAssignments.$inferInsert>,
) {
  const [row] = await app.db
    .insert(volunteerAssignments)
    .values({ taskType: 'Registration desk', assignedDate: '2030-05-01', ...values })
    .returning();
  return row;
}
