// The grid's query keys and one window of its rows, apart from the rest of the schedule's API so
// that the Meetings screen can ask for the first window while the grid's own code is on its way
// (docs/decisions/042-windowed-grid.md). Imports no schema: only types, erased at build.
import { queryOptions } from '@tanstack/react-query';
import { SCHEDULE_WINDOW } from '../../../core/rules/schedule-window.ts';
import type { ScheduleWire } from '../../../core/schemas/schedule.ts';
import { api } from '../../lib/api.ts';

export const scheduleKeys = {
  all: ['schedule'] as const,
  project: (projectId: string) => ['schedule', projectId] as const,
  day: (projectId: string, date: string) => ['schedule', projectId, date] as const,
  rows: (projectId: string, date: string, q: string, offset: number) =>
    ['schedule', projectId, date, 'rows', q, offset] as const,
  choices: (projectId: string, date: string) => ['schedule', projectId, date, 'choices'] as const,
};

/** One window of the day's rows, as the API sends it (merged into a Schedule by mergeWindows). */
export const scheduleRowsQuery = (projectId: string, date: string, q: string, offset: number) =>
  queryOptions({
    queryKey: scheduleKeys.rows(projectId, date, q, offset),
    queryFn: () => {
      const params = new URLSearchParams({ date, offset: String(offset), limit: String(SCHEDULE_WINDOW) });
      if (q) params.set('q', q);
      return api.get<ScheduleWire>(`/api/projects/${projectId}/schedule?${params}`);
    },
  });
