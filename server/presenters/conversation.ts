// Threads and messages in the API's shape (docs/rules.md#conversations).
import type { Message, Thread } from '../../core/schemas/conversation.ts';
import { writeState } from '../policies/conversation.ts';
import type { CurrentUser } from '../types.ts';
import { iso } from './profile.ts';

/** A thread as server/queries/conversation-threads.ts reads it for its reader. */
interface ThreadPersonRow {
  id: string;
  full_name: string;
  company_name: string;
  role: 'admin' | 'buyer' | 'seller' | 'interpreter' | 'volunteer';
}

export interface ThreadRow {
  id: string;
  kind: 'pair' | 'help';
  project_id: string;
  project_name: string;
  buyer_id: string | null;
  seller_id: string | null;
  person_id: string | null;
  meeting_id: string | null;
  interpreter_id: string | null;
  people: ThreadPersonRow[];
  last_body: string | null;
  last_author_id: string | null;
  last_created_at: Date | string | null;
  last_deleted: boolean | null;
  unread_count: number;
  joined: boolean;
  blocked: boolean;
  blocked_by_me: boolean;
  reads: { user_id: string; read_at: string }[] | null;
}

export function presentThread(row: ThreadRow): Thread {
  const state = writeState(row);
  return {
    id: row.id,
    kind: row.kind,
    project: { id: row.project_id, name: row.project_name },
    people: row.people,
    meeting_id: row.meeting_id,
    last_message:
      row.last_created_at && row.last_author_id
        ? {
            body: row.last_body ?? '',
            author_id: row.last_author_id,
            created_at: iso(row.last_created_at),
            deleted: Boolean(row.last_deleted),
          }
        : null,
    unread_count: row.unread_count,
    can_write: state === 'open',
    closed_reason: state === 'open' ? null : state,
    blocked_by_me: row.blocked_by_me,
    read_up_to: (row.reads ?? []).map((r) => ({ user_id: r.user_id, read_at: iso(r.read_at) })),
  };
}

export interface MessageRow {
  id: string;
  threadId: string;
  body: string;
  fileKey: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileType: string | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  author: { id: string; full_name: string; company_name: string; role: Message['author']['role'] };
}

/** The file's address: served through the thread, so only its readers get it. */
export const messageFileUrl = (messageId: string) => `/api/conversations/messages/${messageId}/file`;

/** A message as `reader` sees it: a deleted one, or one hidden from them, keeps no text or file. */
export function presentMessage(row: MessageRow, reader: CurrentUser): Message {
  const hiddenFromReader = row.hiddenAt !== null && reader.role !== 'admin' && reader.id !== row.author.id;
  const blank = row.deletedAt !== null || hiddenFromReader;
  return {
    id: row.id,
    thread_id: row.threadId,
    author: row.author,
    body: blank ? '' : row.body,
    file:
      blank || !row.fileKey
        ? null
        : {
            url: messageFileUrl(row.id),
            name: row.fileName ?? 'file',
            size: row.fileSize ?? 0,
            content_type: row.fileType ?? 'application/octet-stream',
          },
    created_at: iso(row.createdAt),
    edited_at: row.editedAt ? iso(row.editedAt) : null,
    deleted: row.deletedAt !== null,
    hidden: row.hiddenAt !== null,
  };
}
