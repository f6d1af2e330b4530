// Transactions: the list each user may see, the total in USD and registering
// (docs/rules.md#transactions, #currency-and-usd-totals).
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totalInUsd } from '../../../core/rules/money.ts';
import {
  type Transaction,
  transactionCreateSchema,
  transactionListQuery,
  transactionOptionsSchema,
  transactionSchema,
  transactionSummarySchema,
} from '../../../core/schemas/transaction.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { mayRegisterTransaction, visibleTransactions } from '../../policies/transaction.ts';
import { loadRates } from '../../queries/currency-rates.ts';
import { arrayPage } from '../list-reply.ts';
import { transactionActionRoutes } from './actions.ts';
import { findTransaction, listTransactions } from './queries.ts';
import { registerOptions, registerTransaction } from './register.ts';
import { enqueueTransactionEvent } from './webhooks.ts';

export async function transactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    { schema: { querystring: transactionListQuery, response: { 200: z.array(transactionSchema) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { status, limit, cursor } = request.query;
      const rows = await listTransactions(
        app.db,
        me,
        and(visibleTransactions(me), status ? eq(transactions.status, status) : undefined),
        { limit, cursor },
      );
      return arrayPage(reply, rows, limit);
    },
  );

  app.get('/summary', { schema: { response: { 200: transactionSummarySchema } } }, async (request) => {
    const me = currentUser(request);
    const [rows, rates] = await Promise.all([
      app.db
        .select({ amount: transactions.estimatedValue, currency: transactions.currency })
        .from(transactions)
        .where(and(visibleTransactions(me), ne(transactions.status, 'cancelled'))),
      loadRates(app.db),
    ]);
    // The tile names the rates it used: those of the currencies it converted, USD aside.
    const used = [...new Set(rows.map((r) => r.currency))].filter((c) => c !== 'USD' && rates[c] !== undefined).sort();
    return {
      total_usd: totalInUsd(rows, rates),
      count: rows.length,
      rates: used.map((currency) => ({ currency, usd_rate: rates[currency] })),
    };
  });

  app.get('/options', { schema: { response: { 200: transactionOptionsSchema } } }, async (request) => {
    const me = currentUser(request);
    if (!mayRegisterTransaction(me)) throw forbidden('Only buyers, sellers and admins register transactions');
    return registerOptions(app.db, me);
  });

  app.post(
    '/',
    { schema: { body: transactionCreateSchema, response: { 201: transactionSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!mayRegisterTransaction(me)) throw forbidden('Only buyers, sellers and admins register transactions');
      // The deal and its transaction.created event together (docs/decisions/049-webhooks.md).
      const id = await app.db.transaction(async (tx) => {
        const made = await registerTransaction(tx as unknown as Db, me, request.body);
        await enqueueTransactionEvent(tx as unknown as Db, made, 'transaction.created', me);
        return made;
      });
      // Read back without the visibility filter: a buyer's proposal is theirs even before the seller agrees.
      return reply.status(201).send((await findTransaction(app.db, me, id)) as Transaction);
    },
  );

  await app.register(transactionActionRoutes);
}
