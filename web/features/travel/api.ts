// Travel records: the list, the admin form's choices, and add / edit / delete (docs/rules.md#travel).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Travel, TravelInput, TravelOptions } from '../../../core/schemas/travel.ts';
import { api } from '../../lib/api.ts';
import { PICKER_LIMIT, usePagedArray } from '../../lib/paged-list.ts';

export const travelKeys = {
  all: ['travel'] as const,
  list: ['travel', 'list'] as const,
  options: ['travel', 'options'] as const,
};

/** The travel records the user may see, by arrival (none last), a page at a time. */
export function useTravel() {
  return usePagedArray<Travel>(travelKeys.list, '/api/travel');
}

/** Admins: active projects and the people matching the search `q`, for the form; fetched while it is open. */
export function useTravelOptions(enabled: boolean, q: string) {
  return useQuery({
    queryKey: [...travelKeys.options, q],
    queryFn: () =>
      api.get<TravelOptions>(`/api/travel/options?${new URLSearchParams({ q, limit: String(PICKER_LIMIT) })}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateTravel() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: travelKeys.list });
}

/** Adds a record (no id) or replaces one (with its id). */
export function useSaveTravel() {
  const invalidate = useInvalidateTravel();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TravelInput }) =>
      id ? api.put<Travel>(`/api/travel/${id}`, input) : api.post<Travel>('/api/travel', input),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteTravel() {
  const invalidate = useInvalidateTravel();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/travel/${id}`),
    onSettled: () => invalidate(),
  });
}
