import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../../../core/constants.ts';
import { TRANSACTION_ACTIONS, type TransactionAction } from '../../../core/rules/transactions.ts';
import { actionsOf, canTransition } from '../../../core/rules/transitions.ts';
import { transactions } from '../../db/schema.ts';
import { call, eventFixture, notificationsOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTransaction } from '../../test/transaction-factories.ts';

// Fixture: every transaction is between buyer 1 and seller 1; seller 2, buyer 2, an interpreter and
// a volunteer are bystanders.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 1, volunteers: 1 });
});
afterAll(() => app.dispose());

type Status = (typeof TRANSACTION_STATUSES)[number];
const deal = (status: Status = 'proposed') =>
  makeTransaction(app, {
    projectId: fx.project.id,
    buyerId: fx.buyers[0].id,
    sellerId: fx.sellers[0].id,
    status,
    productService: 'Knitwear capsule',
  });
const act = (id: string, action: TransactionAction, cookie: string) =>
  call(app, 'POST', `/api/transactions/${id}/${action}`, { cookie, body: {} });
const statusOf = async (id: string) =>
  (await app.db.select().from(transactions).where(eq(transactions.id, id)))[0].status;
const agreedNotes = async (userId: string) =>
  (await notificationsOf(app, userId)).filter((n) => n.titleKey === 'notifications.transaction.agreed.title');

describe('agree, cancel, complete', () => {
  it.each([
    ['seller', 'agree', 'proposed', 'agreed'],
    ['seller', 'cancel', 'proposed', 'cancelled'],
    ['seller', 'complete', 'agreed', 'completed'],
    ['admin', 'agree', 'proposed', 'agreed'],
    ['admin', 'cancel', 'proposed', 'cancelled'],
    ['admin', 'complete', 'agreed', 'completed'],
  ] as const)('the %s may %s a %s transaction', async (who, action, from, to) => {
    const t = await deal(from);
    const cookie = who === 'admin' ? fx.admin.cookie : fx.sellers[0].cookie;
    const res = await act(t.id, action, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: t.id, status: to });
    expect(await statusOf(t.id)).toBe(to);
  });

  it('refuses the buyer on a transaction they see (agreed): 403', async () => {
    const t = await deal('agreed');
    const res = await act(t.id, 'complete', fx.buyers[0].cookie);
    expect(res.statusCode).toBe(403);
    expect(await statusOf(t.id)).toBe('agreed');
  });

  it.each(['agree', 'cancel'] as const)(
    'hides a proposed transaction from its buyer: %s answers 404',
    async (action) => {
      const t = await deal('proposed');
      expect((await act(t.id, action, fx.buyers[0].cookie)).statusCode).toBe(404);
      expect(await statusOf(t.id)).toBe('proposed');
    },
  );

  it.each([
    ['another seller', () => fx.sellers[1].cookie],
    ['another buyer', () => fx.buyers[1].cookie],
    ['an interpreter', () => fx.interpreters[0].cookie],
    ['a volunteer', () => fx.volunteers[0].cookie],
  ])('answers %s 404', async (_label, cookie) => {
    const t = await deal('proposed');
    expect((await act(t.id, 'agree', cookie())).statusCode).toBe(404);
    expect(await statusOf(t.id)).toBe('proposed');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await act('00000000-0000-4000-8000-000000000000', 'agree', fx.admin.cookie)).statusCode).toBe(404);
    expect((await act('nope', 'agree', fx.admin.cookie)).statusCode).toBe(400);
  });

  const wrong = TRANSACTION_STATUSES.flatMap((status) =>
    actionsOf(TRANSACTION_ACTIONS)
      .filter((action) => !canTransition(TRANSACTION_ACTIONS, status, action))
      .map((action) => [action, status] as const),
  );
  it.each(wrong)('refuses to %s a %s transaction: 409 invalid_transition', async (action, status) => {
    const t = await deal(status);
    const res = await act(t.id, action, fx.sellers[0].cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_transition');
    expect(await statusOf(t.id)).toBe(status);
  });

  it('changes a transaction once when two agree at the same time', async () => {
    const t = await deal('proposed');
    const answers = await Promise.all([act(t.id, 'agree', fx.sellers[0].cookie), act(t.id, 'cancel', fx.admin.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['agreed', 'cancelled']).toContain(await statusOf(t.id));
  });
});

describe('notifications', () => {
  it('tells the buyer when the seller agrees, not the seller', async () => {
    const t = await deal('proposed');
    const before = (await agreedNotes(fx.buyers[0].id)).length;
    const sellerBefore = (await agreedNotes(fx.sellers[0].id)).length;
    await act(t.id, 'agree', fx.sellers[0].cookie);
    const notes = await agreedNotes(fx.buyers[0].id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({
      type: 'success',
      messageKey: 'notifications.transaction.agreed.message',
      link: '/transactions',
      params: { product: 'Knitwear capsule', seller: expect.stringContaining('Seller 1 Co') },
    });
    expect(await agreedNotes(fx.sellers[0].id)).toHaveLength(sellerBefore);
  });

  it('tells both parties when an admin agrees', async () => {
    const t = await deal('proposed');
    const [b, s] = [(await agreedNotes(fx.buyers[0].id)).length, (await agreedNotes(fx.sellers[0].id)).length];
    await act(t.id, 'agree', fx.admin.cookie);
    expect(await agreedNotes(fx.buyers[0].id)).toHaveLength(b + 1);
    expect(await agreedNotes(fx.sellers[0].id)).toHaveLength(s + 1);
  });

  it('tells no one about a cancel or a completion', async () => {
    const before = (await notificationsOf(app, fx.buyers[0].id)).length;
    await act((await deal('proposed')).id, 'cancel', fx.sellers[0].cookie);
    await act((await deal('agreed')).id, 'complete', fx.sellers[0].cookie);
    expect(await notificationsOf(app, fx.buyers[0].id)).toHaveLength(before);
  });
});
