// The organiser acting on behalf of a participant (docs/rules.md#acting-on-behalf): sending a
// request for them, answering one for them, accepting many at once, and the project's requests
// as the organiser sees them.
import { z } from 'zod';
import { REQUEST_STATUSES } from '../constants.ts';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';
import { meetingRequestCreateSchema, meetingRequestSchema } from './meeting-request.ts';

/** Requests one "Accept selected" may accept at once. */
export const APPROVE_MANY_MAX = 50;

/** POST /api/projects/:id/requests-on-behalf: the participant's own request fields, and who asks. */
export const onBehalfRequestSchema = meetingRequestCreateSchema.omit({ project_id: true }).extend({
  requester_id: z.uuid('required'),
});
export type OnBehalfRequestInput = z.input<typeof onBehalfRequestSchema>;

/** GET /api/projects/:id/requests-on-behalf: everyone's, or those a person sent or received. */
export const onBehalfListQuery = z.strictObject({
  user: z.uuid().optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  ...pageQueryFields(LIST_PAGE_MAX),
});

export const onBehalfParams = z.object({ id: z.uuid(), requestId: z.uuid() });

/** POST /api/projects/:id/requests-on-behalf/approve-many: each id once. */
export const approveManySchema = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(APPROVE_MANY_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});

/** One request of an "Accept selected": approved (with the request as it now is) or why not. */
export const approveManyResultSchema = z.object({
  id: z.uuid(),
  ok: z.boolean(),
  /** The error code it was refused with (`no_free_slot`, `invalid_transition`...); null when approved. */
  code: z.string().nullable(),
  request: meetingRequestSchema.nullable(),
});
export type ApproveManyResult = z.infer<typeof approveManyResultSchema>;

export const approveManyAnswerSchema = z.object({ results: z.array(approveManyResultSchema) });
export type ApproveManyAnswer = z.infer<typeof approveManyAnswerSchema>;
