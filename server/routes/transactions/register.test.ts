import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectParticipants, transactions } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  makeUser,
  setActive,
  signedIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Fixture: an active project with buyers 1-3 and sellers 1-2 (buyer 3 deactivated, seller 2 only
// invited, not confirmed), an interpreter and a volunteer; a draft project seller 1 also takes part in.
// Buyer 1 and seller 1 had a completed meeting and a scheduled one elsewhere.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let draft: Awaited<ReturnType<typeof makeProject>>;
let completedMeeting: string;
let scheduledMeeting: string;
let otherPairMeeting: string;
let outsiderId: string;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 3, sellers: 2, interpreters: 1, volunteers: 1 });
  await setActive(app, fx.buyers[2].id, false);
  outsiderId = (await makeUser(app, { role: 'buyer' })).profile.id;
  await app.db
    .update(projectParticipants)
    .set({ status: 'invited' })
    .where(eq(projectParticipants.userId, fx.sellers[1].id));
  draft = await makeProject(app, { status: 'draft', name: 'Draft fair' });
  await addParticipant(app, draft.id, { id: fx.sellers[0].id, role: 'seller' });
  await addParticipant(app, draft.id, { id: fx.buyers[0].id, role: 'buyer' });
  const pair = { projectId: fx.project.id, buyerId: fx.buyers[0].id, sellerId: fx.sellers[0].id };
  completedMeeting = (await makeMeeting(app, { ...pair, status: 'completed' })).id;
  scheduledMeeting = (
    await makeMeeting(app, { ...pair, projectId: draft.id, status: 'scheduled', startTime: '11:00', endTime: '12:00' })
  ).id;
  otherPairMeeting = (
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[1].id,
      sellerId: fx.sellers[0].id,
      status: 'completed',
      startTime: '10:00',
      endTime: '11:00',
    })
  ).id;
});
afterAll(() => app.dispose());

const body = (overrides: Record<string, unknown> = {}) => ({
  project_id: fx.project.id,
  counterparty_id: fx.buyers[0].id,
  product_service: 'Serum & toner set',
  quantity: '20,000 units',
  estimated_value: 130000.5,
  currency: 'EUR',
  notes: 'FOB Busan',
  ...overrides,
});
const register = (cookie: string, payload: unknown) =>
  call(app, 'POST', '/api/transactions', { cookie, body: payload });
const storedRow = async (id: string) => (await app.db.select().from(transactions).where(eq(transactions.id, id)))[0];

describe('POST /api/transactions', () => {
  it('lets a seller register a proposal with a buyer of the project', async () => {
    const res = await register(fx.sellers[0].cookie, body({ meeting_id: completedMeeting }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'proposed',
      registered_by: fx.sellers[0].id,
      buyer: { id: fx.buyers[0].id },
      seller: { id: fx.sellers[0].id },
      meeting_id: completedMeeting,
      estimated_value: 130000.5,
      currency: 'EUR',
      quantity: '20,000 units',
      notes: 'FOB Busan',
      can: { agree: true, cancel: true, complete: false },
    });
    expect((await storedRow(res.json().id)).status).toBe('proposed');
  });

  it('lets a buyer register one with a seller: the roles decide who is who', async () => {
    const res = await register(fx.buyers[0].cookie, body({ counterparty_id: fx.sellers[0].id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      buyer: { id: fx.buyers[0].id },
      seller: { id: fx.sellers[0].id },
      registered_by: fx.buyers[0].id,
      status: 'proposed',
      can: { agree: false, cancel: false, complete: false },
    });
  });

  it('lets an admin register a deal between a buyer and a seller', async () => {
    const res = await register(fx.admin.cookie, body({ seller_id: fx.sellers[0].id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ buyer: { id: fx.buyers[0].id }, seller: { id: fx.sellers[0].id } });
    expect((await register(fx.admin.cookie, body())).json().error.code).toBe('invalid_counterpart');
  });

  it('defaults currency to USD, value to 0 and quantity and notes to empty', async () => {
    const res = await register(fx.sellers[0].cookie, {
      project_id: fx.project.id,
      counterparty_id: fx.buyers[1].id,
      product_service: 'Sheet masks',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      currency: 'USD',
      estimated_value: 0,
      quantity: '',
      notes: '',
      meeting_id: null,
    });
  });

  it.each([
    ['a buyer who is not in the project', () => ({ counterparty_id: outsiderId })],
    ['someone of the same role', () => ({ counterparty_id: fx.sellers[0].id })],
    ['a deactivated buyer', () => ({ counterparty_id: fx.buyers[2].id })],
    ['an interpreter', () => ({ counterparty_id: fx.interpreters[0].id })],
  ])('refuses %s as counterparty: 400 invalid_counterpart', async (_label, extra) => {
    const res = await register(fx.sellers[0].cookie, body(extra()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_counterpart');
  });

  it('refuses a seller who is not confirmed in the project as counterparty', async () => {
    const res = await register(fx.buyers[0].cookie, body({ counterparty_id: fx.sellers[1].id }));
    expect(res.json().error.code).toBe('invalid_counterpart');
    // ...and the unconfirmed seller cannot register there either.
    expect((await register(fx.sellers[1].cookie, body())).json().error.code).toBe('invalid_project');
  });

  it('refuses a draft project and one the user is not part of: 400 invalid_project', async () => {
    expect((await register(fx.sellers[0].cookie, body({ project_id: draft.id }))).json().error.code).toBe(
      'invalid_project',
    );
    const other = await makeProject(app);
    expect((await register(fx.sellers[0].cookie, body({ project_id: other.id }))).json().error.code).toBe(
      'invalid_project',
    );
  });

  it('accepts a completed project the user took part in', async () => {
    const done = await makeProject(app, { status: 'completed' });
    await addParticipant(app, done.id, { id: fx.sellers[0].id, role: 'seller' });
    await addParticipant(app, done.id, { id: fx.buyers[0].id, role: 'buyer' });
    expect((await register(fx.sellers[0].cookie, body({ project_id: done.id }))).statusCode).toBe(201);
  });

  it.each([
    ['a meeting that is not completed', () => scheduledMeeting],
    ['a meeting of another pair', () => otherPairMeeting],
    ['a meeting that does not exist', () => '00000000-0000-4000-8000-000000000000'],
  ])('refuses %s: 400 invalid_meeting', async (_label, meeting) => {
    const res = await register(fx.sellers[0].cookie, body({ meeting_id: meeting() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_meeting');
  });

  it('refuses a non-admin naming the seller', async () => {
    const res = await register(
      fx.buyers[0].cookie,
      body({ counterparty_id: fx.sellers[0].id, seller_id: fx.sellers[0].id }),
    );
    expect(res.json().error.code).toBe('invalid_counterpart');
  });

  it.each(['interpreters', 'volunteers'] as const)('refuses %s: 403', async (group) => {
    const res = await register(fx[group][0].cookie, body());
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['no product', { product_service: '   ' }],
    ['three decimals', { estimated_value: 1.234 }],
    ['a negative value', { estimated_value: -1 }],
    ['an unknown currency', { currency: 'CHF' }],
    ['a text value', { estimated_value: 'lots' }],
    ['an unknown field', { discount: 5 }],
  ])('refuses %s: 400 validation_failed', async (_label, extra) => {
    const res = await register(fx.sellers[0].cookie, body(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('accepts GBP and two decimals', async () => {
    const res = await register(fx.sellers[0].cookie, body({ currency: 'GBP', estimated_value: 0.07 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ currency: 'GBP', estimated_value: 0.07 });
  });
});

describe('GET /api/transactions/options', () => {
  const options = (cookie: string) => call(app, 'GET', '/api/transactions/options', { cookie });

  it('offers a seller their active and completed projects, the confirmed active buyers and their completed meetings', async () => {
    const res = await options(fx.sellers[0].cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.counterparty_role).toBe('buyer');
    const project = data.projects.find((p: { id: string }) => p.id === fx.project.id);
    expect(data.projects.map((p: { id: string }) => p.id)).not.toContain(draft.id);
    expect(project.counterparties.map((c: { id: string }) => c.id).sort()).toEqual(
      [fx.buyers[0].id, fx.buyers[1].id].sort(),
    );
    expect(project.sellers).toEqual([]);
    expect(project.meetings.map((m: { id: string }) => m.id).sort()).toEqual(
      [completedMeeting, otherPairMeeting].sort(),
    );
    expect(project.meetings.find((m: { id: string }) => m.id === completedMeeting)).toMatchObject({
      buyer_id: fx.buyers[0].id,
      seller_id: fx.sellers[0].id,
      start_time: '09:00',
    });
  });

  it('offers a buyer the confirmed sellers and only their own meetings', async () => {
    const data = (await options(fx.buyers[1].cookie)).json();
    expect(data.counterparty_role).toBe('seller');
    const project = data.projects.find((p: { id: string }) => p.id === fx.project.id);
    expect(project.counterparties.map((c: { id: string }) => c.id)).toEqual([fx.sellers[0].id]);
    expect(project.meetings.map((m: { id: string }) => m.id)).toEqual([otherPairMeeting]);
  });

  it('offers an admin every project with its buyers and sellers', async () => {
    const data = (await options(fx.admin.cookie)).json();
    expect(data.counterparty_role).toBe('buyer');
    expect(data.projects.map((p: { id: string }) => p.id)).toContain(draft.id);
    const project = data.projects.find((p: { id: string }) => p.id === fx.project.id);
    expect(project.sellers.map((s: { id: string }) => s.id)).toEqual([fx.sellers[0].id]);
    expect(project.meetings).toHaveLength(2);
  });

  it('offers nothing to someone in no project', async () => {
    const lonely = await signedIn(app, 'seller');
    expect((await options(lonely.cookie)).json()).toEqual({ counterparty_role: 'buyer', projects: [] });
  });

  it.each(['interpreters', 'volunteers'] as const)('refuses %s: 403', async (group) => {
    expect((await options(fx[group][0].cookie)).statusCode).toBe(403);
  });
});
