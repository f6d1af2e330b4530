// Travel records (docs/rules.md#travel): the admin form/route input,
// the list and what the form offers.
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { departsBeforeArrival } from '../rules/travel.ts';
import { text } from './common.ts';
import { searchQueryFields } from './list-page.ts';

/** An optional id: empty or absent becomes null (the form's "none" option is ''). */
const optionalId = z
  .union([z.uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** An instant with its offset (the form turns the venue's wall clock into one); empty means none. */
const optionalInstant = z
  .union([z.iso.datetime({ offset: true }), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** POST /api/travel and PUT /api/travel/:id (admins). */
export const travelInputSchema = z
  .strictObject({
    user_id: z.uuid('required'),
    project_id: optionalId,
    flight_no: text(40),
    arrival_time: optionalInstant,
    departure_time: optionalInstant,
    hotel_name: text(200),
    hotel_address: text(500),
    notes: text(2000),
  })
  .refine((t) => !departsBeforeArrival(t.arrival_time, t.departure_time), {
    path: ['departure_time'],
    message: 'departure_before_arrival',
  });
export type TravelInputValues = z.input<typeof travelInputSchema>;
export type TravelInput = z.output<typeof travelInputSchema>;

const travelProject = z.object({ id: z.uuid(), name: z.string(), location: z.string(), time_zone: z.string() });
const traveller = z.object({ id: z.uuid(), full_name: z.string(), email: z.string(), role: z.enum(ROLES) });

/** A travel record as the list shows it; times are instants (ISO). */
export const travelSchema = z.object({
  id: z.uuid(),
  user: traveller,
  project: travelProject.nullable(),
  flight_no: z.string(),
  arrival_time: z.string().nullable(),
  departure_time: z.string().nullable(),
  hotel_name: z.string(),
  hotel_address: z.string(),
  notes: z.string(),
});
export type Travel = z.infer<typeof travelSchema>;

/** GET /api/travel/options?q&limit: `q` searches the people by name or e-mail; `limit` of them answer. */
export const travelOptionsQuery = z.strictObject(searchQueryFields());

/**
 * What the admin form offers: active projects, and the first `limit` active people other than
 * admins matching the search, by name (`more`: others match too; the form asks for more text).
 */
export const travelOptionsSchema = z.object({
  projects: z.array(travelProject),
  people: z.array(traveller),
  more: z.boolean(),
});
export type TravelOptions = z.infer<typeof travelOptionsSchema>;
