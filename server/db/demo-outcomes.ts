// What the demo exhibition produced so far: transactions and contracts between the buyers' and
// sellers' companies, who came to yesterday's meetings and what people thought of them (docs/rules.md#feedback-and-no-shows).
import { addDays } from '../../core/rules/time.ts';
import { DEMO_CONTRACTS, DEMO_FEEDBACK, DEMO_TRANSACTIONS } from './demo-data.ts';
import { lookup, type MeetingsByPair, meetingOf, pairKey, type Seed, venueInstant } from './demo-kit.ts';
import { contracts, meetingAttendances, meetingFeedback, transactions } from './schema.ts';

/** Transactions and contracts between the buyers' and sellers' companies. */
export async function writeDeals({ db, start, adminId, people, active }: Seed, byPair: MeetingsByPair) {
  await db.insert(transactions).values(
    DEMO_TRANSACTIONS.map((t) => {
      const buyer = lookup(people, t.buyer);
      const seller = lookup(people, t.seller);
      return {
        meetingId: byPair.get(pairKey(buyer.id, seller.id))?.id ?? null,
        projectId: active.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        productService: t.product,
        quantity: t.quantity,
        estimatedValue: t.value,
        currency: t.currency,
        status: t.status,
        registeredBy: buyer.id,
      };
    }),
  );
  const signed = new Set(['signed', 'active', 'completed']);
  await db.insert(contracts).values(
    DEMO_CONTRACTS.map((c) => {
      const buyer = lookup(people, c.buyer);
      const seller = lookup(people, c.seller);
      const contractDate = addDays(start, c.day);
      return {
        contractNumber: `CON-${contractDate.slice(0, 4)}-${String(c.number).padStart(4, '0')}`,
        title: c.title,
        type: c.type,
        buyerCompany: buyer.companyId!,
        sellerCompany: seller.companyId!,
        buyerId: buyer.id,
        sellerId: seller.id,
        // A contract dated before the exhibition came from an earlier one.
        projectId: c.day >= 0 ? active.id : null,
        productService: c.product,
        quantity: c.quantity === null ? '' : String(c.quantity),
        unitPrice: c.unitPrice,
        totalAmount: Math.round((c.quantity ?? 0) * c.unitPrice * 100) / 100,
        currency: c.currency,
        contractDate,
        deliveryDate: c.quantity === null ? null : addDays(contractDate, 60),
        signedDate: signed.has(c.status) ? contractDate : null,
        expiryDate: addDays(contractDate, 365),
        paymentTerms: c.payment,
        status: c.status,
        createdBy: adminId,
      };
    }),
  );
}

/**
 * Who checked in at yesterday's meetings: everyone at a completed one, the side that came to a
 * no-show (the demo's no-shows are buyers who stayed away), so the report's check-in rate is real.
 */
export async function writeCheckIns({ db }: Seed, byPair: MeetingsByPair) {
  const rows = [...byPair.values()].flatMap((m) => {
    const present =
      m.status === 'completed'
        ? [m.buyerId, m.sellerId, m.interpreterId]
        : m.status === 'no_show' && m.absence === 'buyer'
          ? [m.sellerId]
          : [];
    return present
      .filter((id): id is string => id !== null)
      .map((userId, i) => ({ meetingId: m.id, userId, checkedInAt: venueInstant(m.meetingDate, m.startTime, 1 + i) }));
  });
  if (rows.length) await db.insert(meetingAttendances).values(rows);
}

/** Answers about yesterday's meetings from people other than the demo accounts, who are asked themselves. */
export async function writeFeedback({ db, people }: Seed, byPair: MeetingsByPair) {
  await db.insert(meetingFeedback).values(
    DEMO_FEEDBACK.map(({ buyer, seller, side, ...answer }) => {
      const meeting = meetingOf(byPair, lookup(people, buyer).id, lookup(people, seller).id);
      return { meetingId: meeting.id, userId: side === 'buyer' ? meeting.buyerId : meeting.sellerId, side, ...answer };
    }),
  );
}
