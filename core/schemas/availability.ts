// A person's availability in a project (docs/rules.md#availability): what the "My availability" page
// shows and the changes it sends.
import { z } from 'zod';
import { HALF_DAYS } from '../rules/availability.ts';

/** The roles that meet, and so have an availability. */
export const AVAILABILITY_ROLES = ['buyer', 'seller', 'interpreter'] as const;

/** What one change covers of a date: its morning, its afternoon, or the whole day. */
export const DAY_PARTS = [...HALF_DAYS, 'day'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** GET /api/projects/:id/availability?user=: whose (the caller's by default). */
export const availabilityQuery = z.strictObject({ user: z.uuid().optional() });

/**
 * PUT /api/projects/:id/availability: `available: false` marks, `true` unmarks, either some slots
 * of a date or a part of it. Setting a slot to what it already is changes nothing.
 */
export const availabilityChangeSchema = z
  .strictObject({
    /** Whose; the caller's own by default (only an admin names someone else). */
    user_id: z.uuid().optional(),
    date: z.iso.date(),
    slot_numbers: z.array(z.number().int().min(1).max(50)).min(1).max(50).optional(),
    part: z.enum(DAY_PARTS).optional(),
    available: z.boolean(),
  })
  .refine((c) => (c.slot_numbers === undefined) !== (c.part === undefined), {
    path: ['slot_numbers'],
    message: 'slots_or_part',
  });
export type AvailabilityChange = z.input<typeof availabilityChangeSchema>;

/** Why a slot is not available: marked by the person (or an admin), their travel, the organiser's block. */
export const unavailableSlotSchema = z.object({
  slot_number: z.number().int(),
  why: z.enum(['marked', 'travel', 'blocked']),
  /** For travel: before the arrival (plus margin) or after the departure (minus it). */
  side: z.enum(['arrival', 'departure']).nullable(),
});
export type UnavailableSlot = z.infer<typeof unavailableSlotSchema>;

/** A person's availability over every day of a project. */
export const availabilitySchema = z.object({
  project: z.object({
    id: z.uuid(),
    name: z.string(),
    time_zone: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    status: z.string(),
    travel_margin_minutes: z.number().int(),
  }),
  person: z.object({
    id: z.uuid(),
    full_name: z.string(),
    company_name: z.string(),
    role: z.enum(AVAILABILITY_ROLES),
  }),
  /** The stay from their travel records (ISO instants), which takes away the slots outside it. */
  travel: z.object({ arrival: z.string().nullable(), departure: z.string().nullable() }),
  /** The slots of every day. */
  slots: z.array(z.object({ number: z.number().int(), start: z.string(), end: z.string() })),
  days: z.array(
    z.object({
      date: z.string(),
      unavailable: z.array(unavailableSlotSchema),
      /** Slots in which the person has a meeting that counts: they cannot be marked. */
      meetings: z.array(z.number().int()),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;
