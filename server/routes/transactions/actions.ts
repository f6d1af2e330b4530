// Agree, cancel and complete (docs/rules.md#transaction-statuses): the transaction's seller or an
// admin; the counterpart hears of an agreement.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRANSACTION_ACTIONS, type TransactionAction } from '../../../core/rules/transactions.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { type Transaction, transactionSchema } from '../../../core/schemas/transaction.ts';
import { currentUser } from '../../auth/current-user.ts';
import { transactions } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { mayActOnTransaction, visibleTransactions } from '../../policies/transaction.ts';
import { notify } from '../../services/notify.ts';
import { findTransaction } from './queries.ts';

export async function transactionActionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const action of Object.keys(TRANSACTION_ACTIONS) as TransactionAction[]) {
    app.post(
      `/:id/${action}`,
      { schema: { params: uuidParam, response: { 200: transactionSchema } } },
      async (request) => {
        const me = currentUser(request);
        const before = await findTransaction(app.db, me, request.params.id, visibleTransactions(me));
        if (!before) throw notFound('Transaction not found');
        if (!mayActOnTransaction(me, { seller_id: before.seller.id })) throw forbidden();
        const { from, to } = TRANSACTION_ACTIONS[action];
        if (before.status !== from)
          throw conflict('invalid_transition', `Only a ${from} transaction can be changed this way`);
        // The status in the WHERE makes a double click or a race change the transaction once.
        const rows = await app.db
          .update(transactions)
          .set({ status: to })
          .where(and(eq(transactions.id, before.id), eq(transactions.status, from)))
          .returning({ id: transactions.id });
        if (rows.length === 0) throw conflict('invalid_transition', 'The transaction changed meanwhile');
        const after = (await findTransaction(app.db, me, before.id)) as Transaction;
        if (action === 'agree') await notifyAgreed(after, me.id);
        return after;
      },
    );
  }

  /** Tells the deal's buyer and seller, but not whoever agreed, that it is agreed. */
  async function notifyAgreed(t: Transaction, actorId: string) {
    const params = {
      product: t.product_service,
      buyer: t.buyer.company_name || t.buyer.full_name,
      seller: t.seller.company_name || t.seller.full_name,
    };
    await notify(
      app.db,
      app.bus,
      [t.buyer.id, t.seller.id]
        .filter((id) => id !== actorId)
        .map((userId) => ({
          userId,
          type: 'success' as const,
          titleKey: 'notifications.transaction.agreed.title',
          messageKey: 'notifications.transaction.agreed.message',
          params,
          link: '/transactions',
        })),
    );
  }
}
