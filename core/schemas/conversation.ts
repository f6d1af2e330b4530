// Conversations (docs/rules.md#conversations): the API's contract for threads, messages, blocks,
// reports and announcements.
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import {
  MAX_MESSAGE_CHARS,
  MAX_REPORT_CHARS,
  MAX_SEARCH_CHARS,
  MESSAGE_PAGE_SIZE,
  messageLength,
  REPORT_OUTCOMES,
  THREAD_KINDS,
} from '../rules/conversations.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string(), role: z.enum(ROLES) });
export type ConversationPerson = z.infer<typeof person>;

/** Message text: trimmed at its ends, 1 to 4,000 characters. */
export const messageText = z
  .string()
  .trim()
  .refine((s) => messageLength(s) <= MAX_MESSAGE_CHARS, { message: `At most ${MAX_MESSAGE_CHARS} characters` });

export const messageSchema = z.object({
  id: z.uuid(),
  thread_id: z.uuid(),
  author: person,
  /** Empty when deleted, or hidden from this reader by an admin. */
  body: z.string(),
  file: z.object({ url: z.string(), name: z.string(), size: z.number().int(), content_type: z.string() }).nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  /** Hidden by an admin after a report (its author and admins still see the text). */
  hidden: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  /** Pass as `before` for the older page; null: this is the oldest. */
  next_cursor: z.string().nullable(),
});

export const threadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(THREAD_KINDS),
  project: z.object({ id: z.uuid(), name: z.string() }),
  /** Everyone in it but the reader; a help desk thread names its person (for admins) or nobody. */
  people: z.array(person),
  /** The meeting between the pair, if any (its page shows the thread). */
  meeting_id: z.uuid().nullable(),
  last_message: z
    .object({ body: z.string(), author_id: z.uuid(), created_at: z.string(), deleted: z.boolean() })
    .nullable(),
  unread_count: z.number().int(),
  /** Whether the reader may write now (a pair with no live request or meeting, or a block, may not). */
  can_write: z.boolean(),
  /** Why not, when not: 'closed' (no request or meeting any more) or 'blocked'. */
  closed_reason: z.enum(['closed', 'blocked']).nullable(),
  /** The reader blocked the other person of the pair. */
  blocked_by_me: z.boolean(),
  /** How far each other person has read: for read receipts. */
  read_up_to: z.array(z.object({ user_id: z.uuid(), read_at: z.string() })),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadListSchema = z.object({ items: z.array(threadSchema), unread_count: z.number().int() });
export const unreadCountSchema = z.object({ unread_count: z.number().int() });

/** Open (find or start) a thread: of a request, of a meeting, or the help desk of a project. */
export const openThreadSchema = z.union([
  z.strictObject({ request_id: z.uuid() }),
  z.strictObject({ meeting_id: z.uuid() }),
  /** The caller's help desk; an admin names the person to write to. */
  z.strictObject({ project_id: z.uuid(), person_id: z.uuid().optional() }),
]);
export type OpenThread = z.infer<typeof openThreadSchema>;

export const threadListQuery = z.strictObject({ project_id: z.uuid().optional() });

export const messagePageQuery = z.strictObject({
  /** The id of the oldest message already shown. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
});

export const sendMessageSchema = z.strictObject({ body: messageText.refine((s) => s.length > 0, 'Write a message') });
export const editMessageSchema = sendMessageSchema;

export const searchQuery = z.strictObject({ q: z.string().trim().min(2).max(MAX_SEARCH_CHARS) });
export const searchResultSchema = z.object({
  items: z.array(messageSchema.extend({ project: z.object({ id: z.uuid(), name: z.string() }) })),
});

export const reportMessageSchema = z.strictObject({ reason: z.string().trim().max(MAX_REPORT_CHARS).default('') });

export const messageReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  created_at: z.string(),
  reporter: person,
  message: messageSchema.extend({ project: z.object({ id: z.uuid(), name: z.string() }) }),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
});
export const messageReportListSchema = z.object({ items: z.array(messageReportSchema) });
export const reportListQuery = z.strictObject({ open: z.enum(['true', 'false']).default('true') });

/** What the live stream says about a thread: the web refetches what it shows of it. */
export const conversationEventSchema = z.object({
  event: z.literal('conversation'),
  thread_id: z.uuid(),
  message_id: z.uuid().nullable(),
  change: z.enum(['created', 'edited', 'deleted', 'hidden', 'read', 'blocked']),
});
export type ConversationEvent = z.infer<typeof conversationEventSchema>;
