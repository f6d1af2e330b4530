// The transactions file: each deal with its pair, the meeting it came from, its amount in its own
// currency and in US dollars, valued as the dashboard values them (docs/rules.md#currency-and-usd-totals).
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toUsd } from '../../../core/rules/money.ts';
import { meetings, profiles, transactions } from '../../db/schema.ts';
import { loadRates } from '../../queries/currency-rates.ts';
import { type ExportContext, type ExportRow, meetingLabel } from './dataset.ts';
import { venueClock } from './venue-clock.ts';

export async function transactionRows({ db, project }: ExportContext): Promise<ExportRow<'transactions'>[]> {
  const buyer = alias(profiles, 'buyer');
  const seller = alias(profiles, 'seller');
  const [rates, rows] = await Promise.all([
    loadRates(db),
    db
      .select({
        t: transactions,
        buyer: { name: buyer.fullName, company: buyer.companyName, country: buyer.country },
        seller: { name: seller.fullName, company: seller.companyName, country: seller.country },
        meeting: { date: meetings.meetingDate, start: meetings.startTime },
      })
      .from(transactions)
      .innerJoin(buyer, eq(buyer.id, transactions.buyerId))
      .innerJoin(seller, eq(seller.id, transactions.sellerId))
      .leftJoin(meetings, eq(meetings.id, transactions.meetingId))
      .where(eq(transactions.projectId, project.id))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
  ]);
  const clock = venueClock(project.time_zone);
  return rows.map(({ t, buyer, seller, meeting }) => ({
    meeting: meetingLabel(meeting?.date ?? null, meeting?.start ?? null),
    buyer: buyer.name,
    buyer_company: buyer.company,
    buyer_country: buyer.country,
    seller: seller.name,
    seller_company: seller.company,
    seller_country: seller.country,
    product: t.productService,
    quantity: t.quantity,
    amount: t.estimatedValue,
    currency: t.currency,
    usd_value: toUsd(t.estimatedValue, t.currency, rates),
    status: t.status,
    notes: t.notes,
    created_at: clock(t.createdAt),
  }));
}
