// The Buyers, Sellers and Interpreters directories: list with search and status, and the admin's
// add, edit and soft delete.
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PeopleList,
  PeopleRole,
  PeopleStatus,
  PersonCreated,
  PersonCreateInput,
  PersonUpdateInput,
} from '../../../core/schemas/people.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { api } from '../../lib/api.ts';

export const peopleKeys = {
  all: ['people'] as const,
  list: (role: PeopleRole, q: string, status: PeopleStatus) => ['people', role, q, status] as const,
};

/**
 * One directory, searched on the server and (for interpreters) filtered by status, a page at a
 * time, with the counts of the whole directory.
 */
export function usePeople(role: PeopleRole, q: string, status: PeopleStatus = 'active') {
  const query = useInfiniteQuery({
    queryKey: peopleKeys.list(role, q, status),
    queryFn: ({ pageParam }) =>
      api.get<PeopleList>(
        `/api/people?${new URLSearchParams({ role, q, status, ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Keep the cards while a new search loads, so typing does not flash a spinner.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const data: PeopleList | undefined = pages && {
    people: pages.flatMap((p) => p.people),
    counts: pages[0].counts,
    next_cursor: pages.at(-1)?.next_cursor ?? null,
  };
  return { ...query, data };
}

/** Directories, participant pickers and user lists all show people: refresh them together. */
function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleKeys.all });
}

/** Admins: a new buyer, seller or interpreter; the answer holds the temporary password, once. */
export function useCreatePerson() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (input: PersonCreateInput) => api.post<PersonCreated>('/api/people', input),
    onSuccess: () => invalidate(),
  });
}

/** Admins: replaces a person's profile fields (their email stays). */
export function useUpdatePerson() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PersonUpdateInput }) =>
      api.put<Profile>(`/api/people/${id}`, input),
    onSuccess: () => invalidate(),
  });
}

/** Admins: a soft delete; the person can no longer sign in. */
export function useDeletePerson() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/people/${id}`),
    onSuccess: () => invalidate(),
  });
}
