// The schedule grid of one project day (docs/product.md, Meetings).
import { z } from 'zod';
import { SCHEDULE_ROWS_MAX, SCHEDULE_WINDOW } from '../rules/schedule-window.ts';
import { type Meeting, meetingSchema } from './meeting.ts';
import { type MeetingTable, meetingTableSchema } from './meeting-table.ts';
import { projectSchema } from './project.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });
const unavailableSchema = z.object({
  person_id: z.uuid(),
  slot_number: z.number().int(),
  why: z.enum(['marked', 'travel']),
});

export const blockedSlotSchema = z.object({
  id: z.uuid(),
  buyer_id: z.uuid().nullable(),
  date: z.string(),
  slot_number: z.number().int(),
  reason: z.string(),
});
export type BlockedSlotRow = z.infer<typeof blockedSlotSchema>;

/**
 * A meeting of the day as the schedule sends it: its people by id, named once in the schedule's
 * lists (a day of 4,000 meetings was 2.7 MB with every meeting carrying its people and project).
 */
export const scheduleMeetingSchema = meetingSchema
  .omit({ project: true, buyer: true, seller: true, interpreter: true, meeting_date: true })
  .extend({ buyer_id: z.uuid(), seller_id: z.uuid(), interpreter_id: z.uuid().nullable() });

/**
 * GET /api/projects/:id/schedule?date=&offset=&limit=&q=: one window of the grid's rows (buyers by
 * name, those matching `q` when given) with everything their cells need. A day of 4,000 buyers is
 * read a window at a time as the organiser scrolls (docs/decisions/042-windowed-grid.md).
 */
export const scheduleSchema = z.object({
  project: projectSchema,
  date: z.string(),
  slots: z.array(z.object({ number: z.number().int(), start: z.string(), end: z.string() })),
  /** How many buyers match (the grid's row count), and where this window starts among them. */
  buyer_total: z.number().int(),
  offset: z.number().int(),
  buyers: z.array(person),
  /** The window's buyers' meetings of the day that still count (not cancelled). */
  meetings: z.array(scheduleMeetingSchema),
  /** The sellers and interpreters of those meetings, named once. */
  people: z.array(person),
  /** The window's buyers' pairs already meeting on the project's other days: a pair meets once per project. */
  other_day_pairs: z.array(z.object({ buyer_id: z.uuid(), seller_id: z.uuid() })),
  /** The blocks of whole slots and of the window's buyers. */
  blocked: z.array(blockedSlotSchema),
  /**
   * Who of the window's buyers and of their meetings' sellers and interpreters cannot meet in a slot,
   * and why (docs/rules.md#availability); the organiser's blocks are in `blocked`.
   */
  unavailable: z.array(unavailableSchema),
});
/** One window of the schedule as the API sends it. */
export type ScheduleWire = z.infer<typeof scheduleSchema>;

/**
 * GET /api/projects/:id/schedule/choices?date=: what the assign modal and a drag need beyond the
 * rows on screen: every seller and interpreter, the tables, who is away, and who and which table is
 * busy in each slot of the day. Busy people and tables are positions in these lists, which keeps a
 * day of 29,000 meetings to a few hundred kilobytes.
 */
export const scheduleChoicesSchema = z.object({
  date: z.string(),
  sellers: z.array(person),
  interpreters: z.array(z.object({ id: z.uuid(), full_name: z.string(), languages: z.array(z.string()) })),
  /** The project's tables in order, with their fixed sellers (docs/rules.md#tables). */
  tables: z.array(meetingTableSchema),
  /** Sellers and interpreters who cannot meet in a slot of the day, and why. */
  unavailable: z.array(unavailableSchema),
  /** For each start time ('HH:MM') with meetings: the positions of the busy sellers, interpreters and tables. */
  busy: z.array(
    z.object({
      start: z.string(),
      sellers: z.array(z.number().int()),
      interpreters: z.array(z.number().int()),
      tables: z.array(z.number().int()),
    }),
  ),
});
export type ScheduleChoices = z.infer<typeof scheduleChoicesSchema>;

/**
 * The schedule as the grid uses it: the windows loaded so far merged, each meeting with its people
 * and project as elsewhere, and the day's choices once they arrived (empty lists until then).
 */
export type Schedule = Omit<ScheduleWire, 'meetings' | 'buyers' | 'offset'> & {
  /** Buyers by row; a row of a window not loaded yet is absent. */
  buyers: (Person | undefined)[];
  meetings: Meeting[];
  sellers: Person[];
  interpreters: ScheduleChoices['interpreters'];
  tables: MeetingTable[];
  /** Sellers, interpreters and tables busy at each start time ('HH:MM') through meetings of other rows. */
  busy: Map<string, { sellers: Set<string>; interpreters: Set<string>; tables: Set<string> }>;
};
type Person = z.infer<typeof person>;

/** Gives each meeting of `wire` its people and project back from the window's list of people. */
export function expandMeetings(wire: ScheduleWire): Meeting[] {
  const people = new Map<string, Person>();
  for (const p of [...wire.buyers, ...wire.people]) people.set(p.id, p);
  const named = (id: string) => people.get(id) ?? { id, full_name: '', company_name: '' };
  const project = { id: wire.project.id, name: wire.project.name, time_zone: wire.project.time_zone };
  return wire.meetings.map(({ buyer_id, seller_id, interpreter_id, ...m }) => {
    const interpreter = interpreter_id ? named(interpreter_id) : null;
    return {
      ...m,
      project,
      buyer: named(buyer_id),
      seller: named(seller_id),
      interpreter: interpreter && { id: interpreter.id, full_name: interpreter.full_name },
      meeting_date: wire.date,
    };
  });
}

export { SCHEDULE_ROWS_MAX, SCHEDULE_WINDOW };

export const scheduleQuery = z.strictObject({
  date: z.iso.date(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(SCHEDULE_ROWS_MAX).default(SCHEDULE_WINDOW),
  /** Buyers whose name or company contains this text (any case). */
  q: z.string().trim().max(100).default(''),
});

export const scheduleChoicesQuery = z.strictObject({ date: z.iso.date() });

/** POST /api/projects/:id/blocked-slots */
export const blockSlotSchema = z.strictObject({
  buyer_id: z.uuid().nullable().default(null),
  date: z.iso.date(),
  slot_number: z.number().int().min(1).max(50),
  reason: z.string().trim().max(500).default(''),
});
export type BlockSlotInput = z.input<typeof blockSlotSchema>;
