// Meeting requests (docs/rules.md#meeting-requests): the Request Meeting form, the
// answers of the target, and the shapes the API returns.
import { z } from 'zod';
import { DECLINE_REASONS, PROJECT_STATUSES, REQUEST_STATUSES } from '../constants.ts';
import { text } from './common.ts';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time');

/**
 * POST /api/meeting-requests. Project, target, date, start and end are required; location and
 * purpose optional. The product never checked that the end is after the start, so neither do we.
 */
export const meetingRequestCreateSchema = z.strictObject({
  project_id: z.uuid('required'),
  target_id: z.uuid('required'),
  preferred_date: z.iso.date('required'),
  preferred_time_start: time,
  preferred_time_end: time,
  location: text(300),
  purpose: text(2000),
});
export type MeetingRequestInput = z.input<typeof meetingRequestCreateSchema>;

/**
 * POST /api/meeting-requests/:id/reject: why, as one of DECLINE_REASONS (docs/rules.md#meeting-requests),
 * and an optional note for the requester; with 'other' the note is the reason, so it is required.
 */
export const meetingRequestRejectSchema = z
  .strictObject({
    decline_reason: z.enum(DECLINE_REASONS, 'required'),
    reason: z.string().trim().max(1000).default(''),
  })
  .refine((b) => b.decline_reason !== 'other' || b.reason.length > 0, { message: 'required', path: ['reason'] });
export type MeetingRequestRejectInput = z.input<typeof meetingRequestRejectSchema>;

export const meetingRequestFilters = ['all', 'sent', 'received'] as const;
export type MeetingRequestFilter = (typeof meetingRequestFilters)[number];

export const meetingRequestListQuery = z.strictObject({
  filter: z.enum(meetingRequestFilters).default('all'),
  ...pageQueryFields(LIST_PAGE_MAX),
});

/**
 * GET /api/meeting-requests/counterparts: whom one may ask in `project`, by name, a page at a time
 * (the Request Meeting form searches as one types: a select of a flagship's thousands is useless).
 * `q` matches name, company or e-mail anywhere; `id` reads that one person (a choice made elsewhere).
 */
export const counterpartQuery = z.strictObject({
  project: z.uuid(),
  q: z.string().trim().max(100).default(''),
  id: z.uuid().optional(),
  ...pageQueryFields(LIST_PAGE_MAX),
});
export type CounterpartQuery = z.input<typeof counterpartQuery>;

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string(), email: z.string() });
export type RequestPerson = z.infer<typeof person>;
/** Someone who acted on a request (an organiser acting on a participant's behalf). */
const actor = z.object({ id: z.uuid(), full_name: z.string() });

/** A meeting request as the API returns it; times are 'HH:MM'. */
export const meetingRequestSchema = z.object({
  id: z.uuid(),
  project: z.object({ id: z.uuid(), name: z.string() }),
  requester: person,
  requester_role: z.string(),
  target: person,
  target_role: z.string(),
  preferred_date: z.string(),
  preferred_time_start: z.string(),
  preferred_time_end: z.string(),
  location: z.string(),
  purpose: z.string(),
  status: z.enum(REQUEST_STATUSES),
  rejection_reason: z.string().nullable(),
  /** Why it was declined (docs/rules.md#request-hygiene); the requester sees it in kind words. */
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  meeting_id: z.uuid().nullable(),
  created_at: z.string(),
  /** When it was approved, declined, cancelled or expired. */
  answered_at: z.string().nullable(),
  /** The organiser who sent it for the requester, when one did ("by the organiser for X"). */
  sent_by: actor.nullable(),
  /** Who answered it when not its target: the organiser acting for them. */
  answered_by: actor.nullable(),
});
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;

/**
 * Someone the user may ask for a meeting in a project; a request is refused (docs/rules.md#request-hygiene)
 * when they already met, are of the user's own company, or their companies are kept apart.
 */
export const counterpartSchema = person.extend({
  role: z.string(),
  already_met: z.boolean(),
  same_company: z.boolean(),
  excluded: z.boolean(),
});
export type Counterpart = z.infer<typeof counterpartSchema>;

/** An active project the user takes part in, with its period for the date field. */
export const requestProjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  location: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** How many pending requests one may have sent in the project, and how many the user has. */
  pending_request_cap: z.number().int(),
  pending_sent: z.number().int(),
});
export type RequestProject = z.infer<typeof requestProjectSchema>;
