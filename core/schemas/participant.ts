// Project participants and the Add Participants modal (docs/rules.md#projects-and-participants).
import { z } from 'zod';
import { LIST_PAGE_MAX, pageOf, pageQueryFields } from './list-page.ts';
import { INVITATION_STATES } from './mail.ts';

export const PARTICIPANT_ROLES = ['buyer', 'seller', 'interpreter', 'volunteer'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** A person in a project, with what lists show of them. */
export const participantSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  role: z.enum(PARTICIPANT_ROLES),
  status: z.string(),
  full_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  country: z.string(),
  is_active: z.boolean(),
  /** Whether the person can sign in on their own yet (docs/rules.md#invitations). */
  invitation: z.enum(INVITATION_STATES),
  invited_at: z.string().nullable(),
  /** A seller's fixed table (docs/rules.md#tables); null for everyone else. */
  table_id: z.uuid().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

/** GET /api/projects/:id/participants: one page, of one role or all, matching `q` on name, e-mail or company. */
export const participantListQuery = z.strictObject({
  role: z.enum(PARTICIPANT_ROLES).optional(),
  q: z.string().trim().max(100).default(''),
  ...pageQueryFields(),
});
export type ParticipantListQuery = z.input<typeof participantListQuery>;

/** The project's head counts, whatever the page or the search. */
export const participantCountsSchema = z.object({
  all: z.number().int(),
  buyer: z.number().int(),
  seller: z.number().int(),
  interpreter: z.number().int(),
  volunteer: z.number().int(),
  /** Active accounts that have not signed in on their own yet, each counted once. */
  not_signed_in: z.number().int(),
});
export type ParticipantCounts = z.infer<typeof participantCountsSchema>;

/** `counts` come with the first page of the whole list only (no cursor, search or role): null otherwise. */
export const participantPageSchema = pageOf(participantSchema).extend({ counts: participantCountsSchema.nullable() });
export type ParticipantPage = z.infer<typeof participantPageSchema>;

/** Someone who could be added, and the participant row when they already are. */
export const candidateSchema = z.object({
  user_id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  participant_id: z.uuid().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidateQuery = z.strictObject({ role: z.enum(PARTICIPANT_ROLES), ...pageQueryFields(LIST_PAGE_MAX) });

/** PUT /api/projects/:id/participants: who to add (by user and role) and which rows to remove. */
export const participantChangesSchema = z.strictObject({
  add: z
    .array(z.strictObject({ user_id: z.uuid(), role: z.enum(PARTICIPANT_ROLES) }))
    .max(5000)
    .default([]),
  remove: z.array(z.uuid()).max(5000).default([]),
});
export type ParticipantChanges = z.input<typeof participantChangesSchema>;
