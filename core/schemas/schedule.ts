// The schedule grid of one project day (SPEC.md section 2 "Meeting schedule grid").
import { z } from 'zod';
import { meetingSchema } from './meeting';
import { projectSchema } from './project';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

export const blockedSlotSchema = z.object({
  id: z.uuid(),
  buyer_id: z.uuid().nullable(),
  date: z.string(),
  slot_number: z.number().int(),
  reason: z.string(),
});
export type BlockedSlotRow = z.infer<typeof blockedSlotSchema>;

/** GET /api/projects/:id/schedule?date=: everything the grid and its assign modal need. */
export const scheduleSchema = z.object({
  project: projectSchema,
  date: z.string(),
  slots: z.array(z.object({ number: z.number().int(), start: z.string(), end: z.string() })),
  buyers: z.array(person),
  sellers: z.array(person),
  interpreters: z.array(z.object({ id: z.uuid(), full_name: z.string(), languages: z.array(z.string()) })),
  /** The day's meetings that still count (not cancelled). */
  meetings: z.array(meetingSchema),
  /** Buyer-seller pairs already meeting on the project's other days: a pair meets once per project. */
  other_day_pairs: z.array(z.object({ buyer_id: z.uuid(), seller_id: z.uuid() })),
  blocked: z.array(blockedSlotSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleQuery = z.strictObject({ date: z.iso.date() });

/** POST /api/projects/:id/blocked-slots */
export const blockSlotSchema = z.strictObject({
  buyer_id: z.uuid().nullable().default(null),
  date: z.iso.date(),
  slot_number: z.number().int().min(1).max(50),
  reason: z.string().trim().max(500).default(''),
});
export type BlockSlotInput = z.input<typeof blockSlotSchema>;
