// What an organiser asks of the auto-schedule beyond wishes (docs/rules.md#fixed-meetings-and-precedences):
// meetings fixed to a slot, and one meeting before another. They are wishes of the plan, not bookings,
// so two of them may contradict each other; the preview says why there is then no plan instead of the
// database refusing the second (docs/decisions/037-infeasibility-reasons.md).
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { projects } from './events.ts';

/** A buyer-seller meeting the auto-schedule must place on this day at this slot's start. */
export const fixedMeetings = pgTable(
  'fixed_meetings',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('fixed_meetings_buyer_not_seller', sql`${t.buyerId} <> ${t.sellerId}`),
    // One pair meets once, so it is fixed once; clashes between different pairs are allowed and explained.
    uniqueIndex('fixed_meetings_pair_once').on(t.projectId, t.buyerId, t.sellerId),
    index('fixed_meetings_project_idx').on(t.projectId, t.meetingDate),
  ],
);

/** The meeting of one buyer-seller pair must come before that of another (on an earlier slot). */
export const meetingPrecedences = pgTable(
  'meeting_precedences',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    beforeBuyerId: uuid('before_buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    beforeSellerId: uuid('before_seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    afterBuyerId: uuid('after_buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    afterSellerId: uuid('after_seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'meeting_precedences_two_meetings',
      sql`(${t.beforeBuyerId}, ${t.beforeSellerId}) <> (${t.afterBuyerId}, ${t.afterSellerId})`,
    ),
    uniqueIndex('meeting_precedences_once').on(
      t.projectId,
      t.beforeBuyerId,
      t.beforeSellerId,
      t.afterBuyerId,
      t.afterSellerId,
    ),
    index('meeting_precedences_project_idx').on(t.projectId),
  ],
);
