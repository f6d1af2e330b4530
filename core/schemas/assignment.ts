// Volunteer assignments (docs/rules.md#assignment-statuses): the admin form/route input, the
// list with what the reader may do, and what the form offers.
import { z } from 'zod';
import { ASSIGNMENT_STATUSES, PROJECT_STATUSES } from '../constants.ts';
import { text } from './common.ts';
import { searchQueryFields } from './list-page.ts';

const optionalId = z
  .union([z.uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** A wall-clock time 'HH:MM'; empty means none. */
const optionalTime = z
  .union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time'), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** POST /api/assignments and PUT /api/assignments/:id (admins). */
export const assignmentInputSchema = z
  .strictObject({
    volunteer_id: z.uuid('required'),
    project_id: optionalId,
    task_type: z.string().trim().min(1, 'required').max(200),
    task_description: text(2000),
    assigned_date: z.iso.date('required'),
    start_time: optionalTime,
    end_time: optionalTime,
    notes: text(2000),
  })
  .refine((a) => !a.start_time || !a.end_time || a.end_time > a.start_time, {
    path: ['end_time'],
    message: 'end_not_after_start',
  });
export type AssignmentInputValues = z.input<typeof assignmentInputSchema>;
export type AssignmentInput = z.output<typeof assignmentInputSchema>;

const volunteer = z.object({ id: z.uuid(), full_name: z.string(), email: z.string() });

/** An assignment as the list shows it; `can` holds the answers the reader may give now. */
export const assignmentSchema = z.object({
  id: z.uuid(),
  volunteer,
  project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  task_type: z.string(),
  task_description: z.string(),
  assigned_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  notes: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  can: z.object({ accept: z.boolean(), decline: z.boolean(), complete: z.boolean() }),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** GET /api/assignments/options?q&limit: `q` searches the volunteers by name or e-mail; `limit` of them answer. */
export const assignmentOptionsQuery = z.strictObject(searchQueryFields());

/**
 * What the admin form offers: the first `limit` active volunteers matching the search, by name
 * (`more`: others match too; the form asks for more text), and the projects not yet over.
 */
export const assignmentOptionsSchema = z.object({
  volunteers: z.array(volunteer),
  more: z.boolean(),
  projects: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.enum(PROJECT_STATUSES) })),
});
export type AssignmentOptions = z.infer<typeof assignmentOptionsSchema>;
