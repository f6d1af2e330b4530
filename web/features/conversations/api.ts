// Conversations (docs/rules.md#conversations): query keys, the thread list and unread count, a
// thread and its messages (pages of the newest first, older ones on demand), opening a thread,
// writing, editing, deleting, reporting, blocking, marking read, searching; and what the live
// stream's `conversation` events refresh.
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationEvent, Message, OpenThread, Thread } from '../../../core/schemas/conversation.ts';
import { ApiError, api } from '../../lib/api.ts';

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (projectId?: string) => ['conversations', 'list', { projectId }] as const,
  unread: ['conversations', 'unread'] as const,
  thread: (id: string) => ['conversations', 'thread', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
  opened: (body: OpenThread) => ['conversations', 'opened', body] as const,
  search: (q: string) => ['conversations', 'search', q] as const,
};

interface ThreadList {
  items: Thread[];
  unread_count: number;
}
interface MessagePage {
  items: Message[];
  next_cursor: string | null;
}
export type SearchHit = Message & { project: { id: string; name: string } };

/** The reader's threads, most recent first, with their total unread count. */
export function useThreads(projectId?: string) {
  return useQuery({
    queryKey: conversationKeys.list(projectId),
    queryFn: () =>
      api.get<ThreadList>(`/api/conversations${projectId ? `?project_id=${encodeURIComponent(projectId)}` : ''}`),
  });
}

/** How many messages the reader has not read, across their threads (the top bar's count). */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: () => api.get<{ unread_count: number }>('/api/conversations/unread'),
    enabled,
  });
}

export function useThread(id: string) {
  return useQuery({
    queryKey: conversationKeys.thread(id),
    queryFn: () => api.get<Thread>(`/api/conversations/${encodeURIComponent(id)}`),
  });
}

/** A thread's messages, newest page first; `fetchNextPage` loads the older page. */
export function useMessages(threadId: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.messages(threadId),
    queryFn: ({ pageParam }) =>
      api.get<MessagePage>(
        `/api/conversations/${encodeURIComponent(threadId)}/messages${pageParam ? `?before=${pageParam}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/**
 * The thread of a request, a meeting or a help desk, found or started. Asking again is harmless (the
 * server answers the same thread), so it is read as a query: a page that shows a thread opens it.
 */
export function useOpenedThread(body: OpenThread | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.opened(body ?? { project_id: '' }),
    queryFn: async () => {
      const thread = await api.post<Thread>('/api/conversations', body);
      queryClient.setQueryData(conversationKeys.thread(thread.id), thread);
      return thread;
    },
    enabled: body !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Opens (finds or starts) a thread on demand, e.g. the help desk of a chosen project. */
export function useOpenThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenThread) => api.post<Thread>('/api/conversations', body),
    onSuccess: (thread) => {
      queryClient.setQueryData(conversationKeys.thread(thread.id), thread);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}

/** Refetches what a change to the thread may move: the lists, the unread count, the thread and its messages. */
export function refreshThread(queryClient: QueryClient, threadId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationKeys.lists }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.unread }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.thread(threadId) }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.messages(threadId) }),
  ]);
}

/**
 * A `conversation` event of the notification stream (its JSON data): someone wrote, edited, deleted,
 * read or blocked in a thread the reader is in, so what is shown of it is fetched again.
 */
export function onConversationEvent(queryClient: QueryClient, data: string) {
  // Read by hand, not with the schema: the top bar loads this, and zod would weigh on every screen.
  let threadId: unknown;
  try {
    threadId = (JSON.parse(data) as Partial<ConversationEvent>).thread_id;
  } catch {
    return;
  }
  if (typeof threadId === 'string') void refreshThread(queryClient, threadId);
}

function useThreadMutation<T>(threadId: string, fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshThread(queryClient, threadId) });
}

export const useSendMessage = (threadId: string) =>
  useThreadMutation(threadId, (body: string) =>
    api.post<Message>(`/api/conversations/${encodeURIComponent(threadId)}/messages`, { body }),
  );

/** Sends a file with an optional text (multipart: the text first, then the file). */
export const useSendFile = (threadId: string) =>
  useThreadMutation(threadId, ({ body, file }: { body: string; file: File }) => sendFile(threadId, body, file));

async function sendFile(threadId: string, body: string, file: File): Promise<Message> {
  const form = new FormData();
  if (body) form.append('body', body);
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`/api/conversations/${encodeURIComponent(threadId)}/files`, {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  const data = await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = data?.error;
    throw new ApiError(res.status, err?.code ?? 'internal_error', err?.message ?? res.statusText, err?.details);
  }
  return data as Message;
}

export const useEditMessage = (threadId: string) =>
  useThreadMutation(threadId, ({ id, body }: { id: string; body: string }) =>
    api.patch<Message>(`/api/conversations/messages/${id}`, { body }),
  );

export const useDeleteMessage = (threadId: string) =>
  useThreadMutation(threadId, (id: string) => api.delete<void>(`/api/conversations/messages/${id}`));

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ id: string }>(`/api/conversations/messages/${id}/report`, { reason }),
  });
}

/** Blocks (or, with `false`, unblocks) the other person of the pair, in the thread's project. */
export const useBlock = (threadId: string) =>
  useThreadMutation(threadId, (block: boolean) => {
    const url = `/api/conversations/${encodeURIComponent(threadId)}/block`;
    return block ? api.post<void>(url) : api.delete<void>(url);
  });

export const useMarkRead = (threadId: string) =>
  useThreadMutation(threadId, () => api.post<void>(`/api/conversations/${encodeURIComponent(threadId)}/read`));

/** Messages of the reader's threads containing `q` (searched from 2 characters on). */
export function useMessageSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: conversationKeys.search(text),
    queryFn: () => api.get<{ items: SearchHit[] }>(`/api/conversations/search?q=${encodeURIComponent(text)}`),
    enabled: text.length >= 2,
  });
}

/** Where one's own conversations download as a JSON file. */
export const EXPORT_URL = '/api/conversations/export';
