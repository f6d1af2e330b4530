// The contracts file: the contracts made for the project, between companies (with the people who
// represent them, when known), with their value in their currency and in US dollars, and their dates.
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toUsd } from '../../../core/rules/money.ts';
import { companies, contracts, profiles } from '../../db/schema.ts';
import { loadRates } from '../../queries/currency-rates.ts';
import type { ExportContext, ExportRow } from './dataset.ts';
import { venueClock } from './venue-clock.ts';

export async function contractRows({ db, project }: ExportContext): Promise<ExportRow<'contracts'>[]> {
  const buyerCompany = alias(companies, 'buyer_company');
  const sellerCompany = alias(companies, 'seller_company');
  const buyer = alias(profiles, 'buyer');
  const seller = alias(profiles, 'seller');
  const [rates, rows] = await Promise.all([
    loadRates(db),
    db
      .select({
        c: contracts,
        buyerCompany: { name: buyerCompany.name, country: buyerCompany.country },
        sellerCompany: { name: sellerCompany.name, country: sellerCompany.country },
        buyer: buyer.fullName,
        seller: seller.fullName,
      })
      .from(contracts)
      .innerJoin(buyerCompany, eq(buyerCompany.id, contracts.buyerCompany))
      .innerJoin(sellerCompany, eq(sellerCompany.id, contracts.sellerCompany))
      .leftJoin(buyer, eq(buyer.id, contracts.buyerId))
      .leftJoin(seller, eq(seller.id, contracts.sellerId))
      .where(eq(contracts.projectId, project.id))
      .orderBy(asc(contracts.contractDate), asc(contracts.contractNumber)),
  ]);
  const clock = venueClock(project.time_zone);
  return rows.map(({ c, buyerCompany, sellerCompany, buyer, seller }) => ({
    number: c.contractNumber,
    title: c.title,
    type: c.type,
    status: c.status,
    buyer_company: buyerCompany.name,
    buyer_country: buyerCompany.country,
    buyer,
    seller_company: sellerCompany.name,
    seller_country: sellerCompany.country,
    seller,
    product: c.productService,
    quantity: c.quantity,
    unit_price: c.unitPrice,
    total_amount: c.totalAmount,
    currency: c.currency,
    usd_value: toUsd(c.totalAmount, c.currency, rates),
    contract_date: c.contractDate,
    signed_date: c.signedDate,
    delivery_date: c.deliveryDate,
    expiry_date: c.expiryDate,
    payment_terms: c.paymentTerms,
    created_at: clock(c.createdAt),
    updated_at: clock(c.updatedAt),
  }));
}
