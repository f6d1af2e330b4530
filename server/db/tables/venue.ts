// At the venue: volunteers' tasks, blocked slots, travel, interpreters' notes.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts.ts';
import { createdAt, emptyText, id } from './columns.ts';
import { assignmentStatusEnum } from './enums.ts';
import { meetings, projects } from './events.ts';

export const volunteerAssignments = pgTable(
  'volunteer_assignments',
  {
    id: id(),
    volunteerId: uuid('volunteer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskType: text('task_type').notNull(),
    taskDescription: emptyText('task_description'),
    assignedDate: date('assigned_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    notes: emptyText('notes'),
    status: assignmentStatusEnum('status').notNull().default('assigned'),
    createdAt: createdAt(),
  },
  (t) => [index('volunteer_assignments_volunteer_idx').on(t.volunteerId)],
);

export const blockedTimeSlots = pgTable(
  'blocked_time_slots',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // Null blocks the slot for every buyer of the project.
    buyerId: uuid('buyer_id').references(() => profiles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotNumber: integer('slot_number').notNull(),
    reason: emptyText('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('blocked_slot_positive', sql`${t.slotNumber} >= 1`),
    uniqueIndex('blocked_slot_buyer_once')
      .on(t.projectId, t.buyerId, t.date, t.slotNumber)
      .where(sql`buyer_id is not null`),
    uniqueIndex('blocked_slot_all_once').on(t.projectId, t.date, t.slotNumber).where(sql`buyer_id is null`),
  ],
);

/**
 * Slots in which a person (buyer, seller or interpreter) is not available for meetings, marked by
 * themselves or an admin (docs/rules.md#availability). Unlike a blocked slot, which the organiser
 * closes for buyers, this is one person's own absence.
 */
export const unavailableSlots = pgTable(
  'unavailable_slots',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotNumber: integer('slot_number').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('unavailable_slot_positive', sql`${t.slotNumber} >= 1`),
    uniqueIndex('unavailable_slots_once').on(t.projectId, t.userId, t.date, t.slotNumber),
    index('unavailable_slots_user_idx').on(t.userId),
  ],
);

export const travelInfo = pgTable(
  'travel_info',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    flightNo: emptyText('flight_no'),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }),
    departureTime: timestamp('departure_time', { withTimezone: true }),
    hotelName: emptyText('hotel_name'),
    hotelAddress: emptyText('hotel_address'),
    notes: emptyText('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('travel_info_user_idx').on(t.userId)],
);

export const interpreterNotes = pgTable(
  'interpreter_notes',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    interpreterId: uuid('interpreter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: emptyText('content'),
    keyPoints: emptyText('key_points'),
    actionItems: emptyText('action_items'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interpreter_notes_once').on(t.meetingId, t.interpreterId)],
);
