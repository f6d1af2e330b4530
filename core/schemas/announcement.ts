// Announcements (docs/rules.md#announcements): an organiser's message to a project's participants,
// all of them or one role, pinned on their dashboards and, when asked, sent by e-mail.
import { z } from 'zod';
import { SIGNUP_ROLES } from '../roles.ts';
import { MAX_MESSAGE_CHARS, messageLength } from '../rules/conversations.ts';

/** Longest title of an announcement, in characters. */
export const MAX_ANNOUNCEMENT_TITLE = 200;

/** Whom an announcement is for: one role of the project's participants, or null for everyone. */
export const announcementAudience = z.enum(SIGNUP_ROLES).nullable();
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

export const announcementCreateSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Write a title')
    .refine((s) => messageLength(s) <= MAX_ANNOUNCEMENT_TITLE, {
      message: `At most ${MAX_ANNOUNCEMENT_TITLE} characters`,
    }),
  body: z
    .string()
    .trim()
    .min(1, 'Write the announcement')
    .refine((s) => messageLength(s) <= MAX_MESSAGE_CHARS, { message: `At most ${MAX_MESSAGE_CHARS} characters` }),
  audience: announcementAudience,
  /** Also send it to every member of the audience by e-mail. */
  email: z.boolean().default(false),
});
export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;

export const announcementSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  title: z.string(),
  body: z.string(),
  audience: announcementAudience,
  emailed: z.boolean(),
  created_at: z.string(),
  author: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  /** Whether the caller has read it. */
  read: z.boolean(),
  /** How many of its audience read it, and how many the audience has: for admins; null for others. */
  read_count: z.number().int().nullable(),
  audience_count: z.number().int().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({
  items: z.array(announcementSchema),
  /** Pass as `cursor` for the next (older) page; null: this was the last. */
  next_cursor: z.string().nullable(),
});

export const announcementParams = z.object({ id: z.uuid(), announcementId: z.uuid() });

/** What the live stream says when an announcement is posted, read or removed: the web refetches. */
export const announcementEventSchema = z.object({
  event: z.literal('announcement'),
  project_id: z.uuid(),
  announcement_id: z.uuid(),
});
export type AnnouncementEvent = z.infer<typeof announcementEventSchema>;
