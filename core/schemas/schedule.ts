// The schedule grid of one project day (docs/product.md, Meetings).
import { z } from 'zod';
import { type Meeting, meetingSchema } from './meeting.ts';
import { meetingTableSchema } from './meeting-table.ts';
import { projectSchema } from './project.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

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

/** GET /api/projects/:id/schedule?date=: everything the grid and its assign modal need. */
export const scheduleSchema = z.object({
  project: projectSchema,
  date: z.string(),
  slots: z.array(z.object({ number: z.number().int(), start: z.string(), end: z.string() })),
  buyers: z.array(person),
  sellers: z.array(person),
  interpreters: z.array(z.object({ id: z.uuid(), full_name: z.string(), languages: z.array(z.string()) })),
  /** The day's meetings that still count (not cancelled). */
  meetings: z.array(scheduleMeetingSchema),
  /** People of the day's meetings who are no longer among the project's active participants. */
  others: z.array(person),
  /** Buyer-seller pairs already meeting on the project's other days: a pair meets once per project. */
  other_day_pairs: z.array(z.object({ buyer_id: z.uuid(), seller_id: z.uuid() })),
  blocked: z.array(blockedSlotSchema),
  /**
   * Who of the day's buyers, sellers and interpreters cannot meet in a slot, and why
   * (docs/rules.md#availability); the organiser's blocks are in `blocked`.
   */
  unavailable: z.array(
    z.object({ person_id: z.uuid(), slot_number: z.number().int(), why: z.enum(['marked', 'travel']) }),
  ),
  /**
   * The project's tables in order, with their fixed sellers (docs/rules.md#tables). Which are taken
   * in a slot is read from the day's meetings, each of which names its table.
   */
  tables: z.array(meetingTableSchema),
});
/** The schedule as the API sends it. */
export type ScheduleWire = z.infer<typeof scheduleSchema>;
/** The schedule as the grid uses it: each meeting with its people and project, as elsewhere. */
export type Schedule = Omit<ScheduleWire, 'meetings'> & { meetings: Meeting[] };

/** Gives each meeting of `wire` its people and project back from the schedule's lists. */
export function expandSchedule(wire: ScheduleWire): Schedule {
  const people = new Map<string, { id: string; full_name: string; company_name: string }>();
  for (const p of [...wire.buyers, ...wire.sellers, ...wire.others]) people.set(p.id, p);
  for (const i of wire.interpreters) if (!people.has(i.id)) people.set(i.id, { ...i, company_name: '' });
  const named = (id: string) => people.get(id) ?? { id, full_name: '', company_name: '' };
  const project = { id: wire.project.id, name: wire.project.name, time_zone: wire.project.time_zone };
  return {
    ...wire,
    meetings: wire.meetings.map(({ buyer_id, seller_id, interpreter_id, ...m }) => {
      const interpreter = interpreter_id ? named(interpreter_id) : null;
      return {
        ...m,
        project,
        buyer: named(buyer_id),
        seller: named(seller_id),
        interpreter: interpreter && { id: interpreter.id, full_name: interpreter.full_name },
        meeting_date: wire.date,
      };
    }),
  };
}

export const scheduleQuery = z.strictObject({ date: z.iso.date() });

/** POST /api/projects/:id/blocked-slots */
export const blockSlotSchema = z.strictObject({
  buyer_id: z.uuid().nullable().default(null),
  date: z.iso.date(),
  slot_number: z.number().int().min(1).max(50),
  reason: z.string().trim().max(500).default(''),
});
export type BlockSlotInput = z.input<typeof blockSlotSchema>;
