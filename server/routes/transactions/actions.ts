// Agree, cancel and complete (docs/rules.md#transaction-statuses): the transaction's seller or an
// admin; the counterpart hears of an agreement.
import type { FastifyInstance } from 'fastify';
import { companyOrName } from '../../../core/rules/names.ts';
import { TRANSACTION_ACTIONS } from '../../../core/rules/transactions.ts';
import { type Transaction, transactionSchema } from '../../../core/schemas/transaction.ts';
import { transactions } from '../../db/schema.ts';
import { mayActOnTransaction, visibleTransactions } from '../../policies/transaction.ts';
import { notify } from '../../services/notify.ts';
import { statusActionRoutes } from '../status-actions.ts';
import { findTransaction } from './queries.ts';
import { enqueueTransactionEvent } from './webhooks.ts';

const WEBHOOK_EVENT = {
  agree: 'transaction.agreed',
  cancel: 'transaction.cancelled',
  complete: 'transaction.completed',
} as const;

export async function transactionActionRoutes(app: FastifyInstance) {
  statusActionRoutes(app, {
    noun: 'transaction',
    table: transactions,
    transitions: TRANSACTION_ACTIONS,
    response: transactionSchema,
    find: (me, id) => findTransaction(app.db, me, id, visibleTransactions(me)),
    mayAct: (me, before) => mayActOnTransaction(me, { seller_id: before.seller.id }),
    wrongStatus: (from) => `Only a ${from} transaction can be changed this way`,
    reread: async (me, id) => (await findTransaction(app.db, me, id)) as Transaction,
    during: (tx, action, id, me) => enqueueTransactionEvent(tx, id, WEBHOOK_EVENT[action], me),
    after: async (action, t, me) => {
      if (action === 'agree') await notifyAgreed(t, me.id);
    },
  });

  /** Tells the deal's buyer and seller, but not whoever agreed, that it is agreed. */
  async function notifyAgreed(t: Transaction, actorId: string) {
    const params = {
      product: t.product_service,
      buyer: companyOrName(t.buyer),
      seller: companyOrName(t.seller),
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
