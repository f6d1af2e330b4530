// What each side of a meeting thought of it (docs/rules.md#feedback-and-no-shows): one answer per
// person and meeting; the edit window and who may answer are rules of the service, the shape of an
// answer is held here.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEAL_SIZE_BANDS, FEEDBACK_COMMENT_MAX, FEEDBACK_FOLLOW_UPS } from '../../../core/constants.ts';
import { profiles } from './accounts.ts';
import { createdAt, emptyText, id } from './columns.ts';
import { meetings } from './events.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const meetingFeedback = pgTable(
  'meeting_feedback',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The answering person's side of the meeting, kept so that reports need no join to tell. */
    side: text('side').notNull(),
    rating: integer('rating').notNull(),
    /** Both may follow the rating later: a rating alone is an answer (one tap after the meeting). */
    followUp: text('follow_up'),
    dealSize: text('deal_size'),
    comment: emptyText('comment'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_feedback_once').on(t.meetingId, t.userId),
    index('meeting_feedback_user_idx').on(t.userId),
    check('meeting_feedback_side_known', sql`${t.side} in ('buyer', 'seller')`),
    check('meeting_feedback_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'meeting_feedback_follow_up_known',
      sql`${t.followUp} is null or ${t.followUp} in (${listOf(FEEDBACK_FOLLOW_UPS)})`,
    ),
    check(
      'meeting_feedback_deal_size_known',
      sql`${t.dealSize} is null or ${t.dealSize} in (${listOf(DEAL_SIZE_BANDS)})`,
    ),
    check(
      'meeting_feedback_comment_length',
      sql`char_length(${t.comment}) <= ${sql.raw(String(FEEDBACK_COMMENT_MAX))}`,
    ),
  ],
);
