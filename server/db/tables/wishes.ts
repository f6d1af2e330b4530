// Automatic scheduling: who wishes to meet whom.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { wishPriorityEnum } from './enums.ts';
import { projects } from './events.ts';

/** A buyer's or seller's wish to meet a counterpart in a project; the scheduler weighs them. */
export const meetingWishes = pgTable(
  'meeting_wishes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    priority: wishPriorityEnum('priority').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meeting_wishes_not_self', sql`${t.userId} <> ${t.targetId}`),
    uniqueIndex('meeting_wishes_once').on(t.projectId, t.userId, t.targetId),
    index('meeting_wishes_target_idx').on(t.projectId, t.targetId),
  ],
);
