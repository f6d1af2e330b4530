// The admin's schedule grid: one project day, and the changes made from it (docs/product.md,
// Meetings). Every change refreshes the grid, the meeting lists and the counts.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Meeting, MeetingCreateInput, MeetingMoveInput } from '../../../core/schemas/meeting.ts';
import {
  type BlockedSlotRow,
  type BlockSlotInput,
  expandSchedule,
  type Schedule,
  type ScheduleWire,
} from '../../../core/schemas/schedule.ts';
import { api } from '../../lib/api.ts';

export const scheduleKeys = {
  all: ['schedule'] as const,
  project: (projectId: string) => ['schedule', projectId] as const,
  day: (projectId: string, date: string) => ['schedule', projectId, date] as const,
};

export const scheduleQuery = (projectId: string, date: string) =>
  queryOptions({
    queryKey: scheduleKeys.day(projectId, date),
    // The API names each person once; the grid works with meetings that carry their people.
    queryFn: () =>
      api
        .get<ScheduleWire>(`/api/projects/${projectId}/schedule?date=${encodeURIComponent(date)}`)
        .then(expandSchedule),
  });

/** The grid of one project day; idle until both the project and the date are known. */
export function useSchedule(projectId: string | undefined, date: string | undefined) {
  return useQuery({
    ...scheduleQuery(projectId ?? '', date ?? ''),
    enabled: !!projectId && !!date,
    // Switching days keeps the old grid on screen until the new one arrives.
    placeholderData: (previous) => (previous?.project.id === projectId ? previous : undefined),
  });
}

/** A refusal refreshes too: someone else may have filled or blocked the slot meanwhile. Not
 * awaited: the dialog closes at once, the cache already shows the change (useEditDays). */
function useInvalidateSchedule(projectId: string) {
  const queryClient = useQueryClient();
  return () => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKeys.project(projectId) }),
      queryClient.invalidateQueries({ queryKey: ['meetings'] }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
  };
}

/** Applies a change the server has accepted to every cached day of the project at once, so the
 * grid shows it before the (large) refetch that confirms it arrives. */
function useEditDays(projectId: string) {
  const queryClient = useQueryClient();
  return (edit: (day: Schedule) => Schedule) =>
    queryClient.setQueriesData<Schedule>({ queryKey: scheduleKeys.project(projectId) }, (day) => day && edit(day));
}

/** Assigns a seller (and optionally an interpreter) to a buyer's slot. */
export function useCreateMeeting(projectId: string) {
  const invalidate = useInvalidateSchedule(projectId);
  const edit = useEditDays(projectId);
  return useMutation({
    mutationFn: (input: MeetingCreateInput) => api.post<Meeting>('/api/meetings', input),
    onSuccess: (meeting) =>
      edit((day) => (day.date === meeting.meeting_date ? { ...day, meetings: [...day.meetings, meeting] } : day)),
    onSettled: invalidate,
  });
}

export function useDeleteMeeting(projectId: string) {
  const invalidate = useInvalidateSchedule(projectId);
  const edit = useEditDays(projectId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/meetings/${id}`),
    onSuccess: (_data, id) => edit((day) => ({ ...day, meetings: day.meetings.filter((m) => m.id !== id) })),
    onSettled: invalidate,
  });
}

/** Moves a meeting to another date, slot or table (docs/rules.md#moving-a-meeting). */
export function useMoveMeeting(projectId: string) {
  const invalidate = useInvalidateSchedule(projectId);
  const edit = useEditDays(projectId);
  return useMutation({
    mutationFn: ({ id, ...input }: MeetingMoveInput & { id: string }) =>
      api.post<Meeting>(`/api/meetings/${id}/move`, input),
    // Out of every day it was on, into the day it is on now.
    onSuccess: (moved) =>
      edit((day) => {
        const others = day.meetings.filter((m) => m.id !== moved.id);
        return { ...day, meetings: day.date === moved.meeting_date ? [...others, moved] : others };
      }),
    onSettled: invalidate,
  });
}

/** Blocks a slot for one buyer, or for every buyer when buyer_id is null. */
export function useBlockSlot(projectId: string) {
  const invalidate = useInvalidateSchedule(projectId);
  const edit = useEditDays(projectId);
  return useMutation({
    mutationFn: (input: BlockSlotInput) => api.post<BlockedSlotRow>(`/api/projects/${projectId}/blocked-slots`, input),
    onSuccess: (row) => edit((day) => (day.date === row.date ? { ...day, blocked: [...day.blocked, row] } : day)),
    onSettled: invalidate,
  });
}

export function useUnblockSlot(projectId: string) {
  const invalidate = useInvalidateSchedule(projectId);
  const edit = useEditDays(projectId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/blocked-slots/${id}`),
    onSuccess: (_data, id) => edit((day) => ({ ...day, blocked: day.blocked.filter((b) => b.id !== id) })),
    onSettled: invalidate,
  });
}
