// Meeting wishes (docs/rules.md#meeting-wishes-and-auto-schedule): a wisher's counterparts with
// their wish, the admin's list of wishers and of all wishes, the directory button's options, and
// setting or removing one wish.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_PAGE_DEFAULT } from '../../../core/rules/list-pages.ts';
import type {
  CounterpartFilter,
  Counterparts,
  Wish,
  Wishers,
  WishOptions,
  WishPriority,
} from '../../../core/schemas/wish.ts';
import { api } from '../../lib/api.ts';
import { readAllPages, usePagedArray, withCursor } from '../../lib/paged-list.ts';

export const wishKeys = {
  all: ['wishes'] as const,
  counterparts: (projectId: string, userId?: string) => ['wishes', 'counterparts', projectId, userId ?? 'me'] as const,
  wishers: (projectId: string) => ['wishes', 'wishers', projectId] as const,
  list: (projectId: string) => ['wishes', 'list', projectId] as const,
  options: (targetId: string) => ['wishes', 'options', targetId] as const,
};

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

/**
 * The wisher's counterparts in the project with the wish state of each, matching the search `q` and
 * the `wish` filter, a page at a time; the signed-in user unless an admin names `userId`.
 */
export function useCounterparts(
  projectId: string,
  { userId, q, wish }: { userId?: string; q: string; wish: CounterpartFilter },
) {
  const params = { project_id: projectId, user_id: userId, q, wish, limit: String(LIST_PAGE_DEFAULT) };
  const url = `/api/wishes/counterparts?${query(params)}`;
  return useInfiniteQuery({
    queryKey: [...wishKeys.counterparts(projectId, userId), q, wish],
    queryFn: ({ pageParam }) => api.get<Counterparts>(withCursor(url, pageParam)),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * Admins: the project's buyers and sellers with how many wishes each made, for the picker of whose
 * wishes to edit: every page of the most a request may hold, read in turn.
 */
export function useWishers(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: wishKeys.wishers(projectId),
    queryFn: () => readAllPages<Wishers[number]>(`/api/wishes/wishers?${query({ project_id: projectId })}`),
    enabled,
  });
}

/** The wishes of the project the reader may see (admins: all), newest change first, a page at a time. */
export function useProjectWishes(projectId: string, enabled: boolean) {
  return usePagedArray<Wish>(wishKeys.list(projectId), `/api/wishes?${query({ project_id: projectId })}`, enabled);
}

/** The open projects the signed-in buyer or seller shares with `targetId`; fetched while the dialog is open. */
export function useWishOptions(targetId: string, enabled: boolean) {
  return useQuery({
    queryKey: wishKeys.options(targetId),
    queryFn: () => api.get<WishOptions>(`/api/wishes/options?${query({ target_id: targetId })}`),
    enabled,
  });
}

export interface WishChange {
  projectId: string;
  targetId: string;
  /** null removes the wish. */
  priority: WishPriority | null;
  /** Admins: whose wish. */
  userId?: string;
}

/** Sets or removes one wish; every wish view refreshes after. */
export function useChangeWish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, targetId, priority, userId }: WishChange): Promise<unknown> =>
      priority
        ? api.put<Wish>('/api/wishes', { project_id: projectId, target_id: targetId, priority, user_id: userId })
        : api.delete<void>(`/api/wishes?${query({ project_id: projectId, target_id: targetId, user_id: userId })}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishKeys.all }),
  });
}
