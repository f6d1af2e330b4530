// E-mail: the outbox admins read (docs/rules.md#e-mail), invitations and password-reset links.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { pageQueryFields } from './list-page.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a message is about; the outbox lists it and the templates are chosen by it. */
export const MAIL_KINDS = [
  'invitation',
  'password_reset',
  'notice',
  'digest',
  'meeting_reminder',
  'day_agenda',
  'announcement',
  'webhook_disabled',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A one-time link's purpose: an invitation (set a first password) or a reset. */
export const TOKEN_PURPOSES = ['invitation', 'password_reset'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Whether a person can sign in on their own: never invited, invited (link not used), accepted. */
export const INVITATION_STATES = ['none', 'invited', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const outboxQuery = z.strictObject({
  status: z.enum(OUTBOX_STATUSES).optional(),
  q: z.string().max(200).optional(),
  ...pageQueryFields(),
});

export const outboxRowSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  kind: z.string(),
  to_email: z.string(),
  to_name: z.string(),
  subject: z.string(),
  locale: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** The mail server's last answer: its acceptance line, or why it refused. */
  server_response: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxListSchema = z.object({
  messages: z.array(outboxRowSchema),
  total: z.number().int(),
  page_size: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null: this was the last. */
  next_cursor: z.string().nullable(),
  /** 'smtp' when a mail server is configured; 'none' keeps every message here, unsent. */
  delivery: z.enum(['smtp', 'none']),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMessageSchema = outboxRowSchema.extend({
  from: z.string(),
  reply_to: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const forgotPasswordSchema = z.strictObject({ email });

/** A link's token: 43 base64url characters (32 random bytes). */
export const tokenParams = z.strictObject({ token: z.string().min(20).max(100) });

export const tokenInfoSchema = z.object({
  purpose: z.enum(TOKEN_PURPOSES),
  email: z.string(),
  full_name: z.string(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

export const setPasswordSchema = z.strictObject({
  token: z.string().min(20).max(100),
  password: z.string().min(PASSWORD_MIN_LENGTH, 'password_too_short').max(200),
});

/** POST /api/projects/:id/invitations: these participants, or everyone not yet accepted. */
export const inviteSchema = z.strictObject({ user_ids: z.array(z.uuid()).max(10_000).optional() });
export const inviteResultSchema = z.object({ invited: z.number().int() });
