// A project's meeting tables (docs/rules.md#tables): the list, the admin's changes, and a seller's
// fixed table. Tables live under the project's key, so the participant list (which shows fixed
// tables) refreshes with them; the schedule's days name tables too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetingTable, TableBulkInput } from '../../../core/schemas/meeting-table.ts';
import { api } from '../../lib/api.ts';
import { readAllPages } from '../../lib/paged-list.ts';
import { projectKeys } from '../projects/api.ts';
import { scheduleKeys } from '../schedule/api.ts';

export const tableKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'tables'] as const,
};

/** The project's tables in order, each with the seller it is fixed to. */
export function useTables(projectId: string, enabled = true) {
  return useQuery({
    queryKey: tableKeys.list(projectId),
    // The tables screen orders all of them and each seller's choice offers all: every page, in turn.
    queryFn: () => readAllPages<MeetingTable>(`/api/projects/${projectId}/tables`),
    enabled,
  });
}

/** Refreshes the project (its tables and participants) and its schedule days after a change. */
function useInvalidateTables(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: scheduleKeys.project(projectId) }),
    ]);
}

export function useCreateTable(projectId: string) {
  const invalidate = useInvalidateTables(projectId);
  return useMutation({
    mutationFn: (name: string) => api.post<MeetingTable>(`/api/projects/${projectId}/tables`, { name }),
    onSuccess: invalidate,
  });
}

export function useCreateTables(projectId: string) {
  const invalidate = useInvalidateTables(projectId);
  return useMutation({
    mutationFn: (input: TableBulkInput) => api.post<MeetingTable[]>(`/api/projects/${projectId}/tables/bulk`, input),
    onSuccess: invalidate,
  });
}

export function useUpdateTable(projectId: string) {
  const invalidate = useInvalidateTables(projectId);
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; position?: number }) =>
      api.patch<MeetingTable>(`/api/projects/${projectId}/tables/${id}`, change),
    onSettled: invalidate,
  });
}

/** Puts the tables in `order`, all at once (the server refuses an order that leaves one out). */
export function useReorderTables(projectId: string) {
  const invalidate = useInvalidateTables(projectId);
  return useMutation({
    mutationFn: (order: MeetingTable[]) =>
      api.put<MeetingTable[]>(`/api/projects/${projectId}/tables/order`, { ids: order.map((t) => t.id) }),
    onSettled: invalidate,
  });
}

export function useDeleteTable(projectId: string) {
  const invalidate = useInvalidateTables(projectId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/projects/${projectId}/tables/${id}`),
    onSettled: invalidate,
  });
}

/** Gives a seller (by participant row) a fixed table, or takes it away with null. */
export function useFixTable(projectId: string) {
  const invalidate = useInvalidateTables(projectId);
  return useMutation({
    mutationFn: ({ participantId, tableId }: { participantId: string; tableId: string | null }) =>
      api.put(`/api/projects/${projectId}/participants/${participantId}/table`, { table_id: tableId }),
    onSettled: invalidate,
  });
}
