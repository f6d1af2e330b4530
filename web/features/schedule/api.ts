// The admin's schedule grid: one project day, and the changes made from it (docs/product.md,
// Meetings), read a window of rows at a time. Every change refreshes the grid, the meeting lists
// and the counts.
import { queryOptions, useIsFetching, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Meeting, MeetingCreateInput, MeetingMoveInput } from '../../../core/schemas/meeting.ts';
import type { BlockedSlotRow, BlockSlotInput, ScheduleChoices, ScheduleWire } from '../../../core/schemas/schedule.ts';
import { api } from '../../lib/api.ts';
import { scheduleKeys, scheduleRowsQuery } from './window-query.ts';
import { mergeWindows, windowsFor } from './windows.ts';

export { scheduleKeys, scheduleRowsQuery };

const choicesQuery = (projectId: string, date: string) =>
  queryOptions({
    queryKey: scheduleKeys.choices(projectId, date),
    queryFn: () =>
      api.get<ScheduleChoices>(`/api/projects/${projectId}/schedule/choices?date=${encodeURIComponent(date)}`),
  });

/**
 * The grid of one project day, its buyers matching `q`: the first window of rows (the day's
 * project, slots and row count), the windows holding rows `rows.first` to `rows.last`, and the
 * day's choices, which follow the first window. Idle until both the project and the date are known.
 */
export function useScheduleDay(
  projectId: string | undefined,
  date: string | undefined,
  q: string,
  rows: { first: number; last: number },
) {
  const enabled = !!projectId && !!date;
  const frame = useQuery({
    ...scheduleRowsQuery(projectId ?? '', date ?? '', q, 0),
    enabled,
    // Switching days or searching keeps the old grid on screen until the new one arrives.
    placeholderData: (previous) => (previous?.project.id === projectId ? previous : undefined),
  });
  const ready = enabled && !!frame.data && !frame.isPlaceholderData;
  const offsets = ready ? windowsFor(rows.first, rows.last, frame.data.buyer_total).filter((o) => o > 0) : [];
  const more = useQueries({
    queries: offsets.map((offset) => ({ ...scheduleRowsQuery(projectId ?? '', date ?? '', q, offset), enabled })),
  });
  const choices = useQuery({ ...choicesQuery(projectId ?? '', date ?? ''), enabled: ready });
  const windows = [frame.data, ...more.map((r) => r.data)].filter((w): w is ScheduleWire => !!w);
  // Merged again only when a window or the choices change, not on every render.
  const stamp = [frame.dataUpdatedAt, offsets, more.map((r) => r.dataUpdatedAt), choices.dataUpdatedAt].join('|');
  const data = useMemo(() => (windows.length ? mergeWindows(windows, choices.data) : undefined), [stamp]);
  return {
    data,
    isPending: frame.isPending,
    isError: frame.isError || more.some((r) => r.isError),
    isPlaceholderData: frame.isPlaceholderData,
    /** The day's choices arrived: the assign modal and a drag know every busy seller and table. */
    choicesReady: !!choices.data,
    refetch: () => Promise.all([frame.refetch(), ...more.map((r) => r.refetch())]),
  };
}

/**
 * Whether a window of the day's rows on screen is being read. Apart from useScheduleDay,
 * which reads no fetching state: a window's request starting and ending re-renders the spinner
 * that shows it, not the screen and its grid.
 */
export function useScheduleFetching(projectId: string | undefined, date: string | undefined) {
  const fetching = useIsFetching({
    queryKey: scheduleKeys.day(projectId ?? '', date ?? ''),
    // Windows scrolled past may still be on their way; only those the screen asks for count, and
    // not the day's choices, which the rows never wait for.
    predicate: (query) => query.queryKey[3] === 'rows' && query.getObserversCount() > 0,
  });
  return fetching > 0;
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

/** Applies a change the server has accepted to every cached window of the project at once, so the
 * grid shows it before the refetch that confirms it arrives. */
function useEditDays(projectId: string) {
  const queryClient = useQueryClient();
  return (edit: (day: ScheduleWire) => ScheduleWire) =>
    queryClient.setQueriesData<ScheduleWire | ScheduleChoices>(
      { queryKey: scheduleKeys.project(projectId) },
      (day) => day && ('buyer_total' in day ? edit(day) : day),
    );
}

/** `meeting` into the window that holds its buyer on its day (a window of other rows keeps none). */
function withMeeting(day: ScheduleWire, meeting: Meeting): ScheduleWire {
  if (day.date !== meeting.meeting_date || !day.buyers.some((b) => b.id === meeting.buyer.id)) return day;
  const { project: _p, buyer, seller, interpreter, meeting_date: _d, ...rest } = meeting;
  const wire = { ...rest, buyer_id: buyer.id, seller_id: seller.id, interpreter_id: interpreter?.id ?? null };
  const named = [seller, ...(interpreter ? [{ ...interpreter, company_name: '' }] : [])];
  return {
    ...day,
    meetings: [...day.meetings.filter((m) => m.id !== meeting.id), wire],
    people: [...day.people, ...named.filter((p) => !day.people.some((q) => q.id === p.id))],
  };
}

/** Assigns a seller (and optionally an interpreter) to a buyer's slot. */
export function useCreateMeeting(projectId: string) {
  const invalidate = useInvalidateSchedule(projectId);
  const edit = useEditDays(projectId);
  return useMutation({
    mutationFn: (input: MeetingCreateInput) => api.post<Meeting>('/api/meetings', input),
    onSuccess: (meeting) => edit((day) => withMeeting(day, meeting)),
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
      edit((day) => withMeeting({ ...day, meetings: day.meetings.filter((m) => m.id !== moved.id) }, moved)),
    onSettled: invalidate,
  });
}

/** Blocks a slot for one buyer, or for every buyer when buyer_id is null. */
export function useBlockSlot(projectId: string) {
  const invalidate = useInvalidateSchedule(projectId);
  const edit = useEditDays(projectId);
  return useMutation({
    mutationFn: (input: BlockSlotInput) => api.post<BlockedSlotRow>(`/api/projects/${projectId}/blocked-slots`, input),
    onSuccess: (row) =>
      edit((day) =>
        day.date === row.date && (!row.buyer_id || day.buyers.some((b) => b.id === row.buyer_id))
          ? { ...day, blocked: [...day.blocked, row] }
          : day,
      ),
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
