// One's calendar subscription (docs/rules.md#calendars): whether it exists, make or renew it (the
// answer holds the address, this once), revoke it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedCreated } from '../../../core/schemas/calendar-feed.ts';
import { api } from '../../lib/api.ts';

const FEED = '/api/profile/calendar-feed';

export const calendarFeedQuery = queryOptions({
  queryKey: ['calendar-feed'],
  queryFn: () => api.get<CalendarFeed>(FEED),
});

/** Whether the signed-in person has a feed, and since when. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** Makes a feed, or replaces its secret: the old address stops working at once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedCreated>(FEED),
    onSuccess: (created) =>
      queryClient.setQueryData(calendarFeedQuery.queryKey, { exists: true, created_at: created.created_at }),
  });
}

/** Ends the feed: its address answers 404 from now on. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(FEED),
    onSuccess: () => queryClient.setQueryData(calendarFeedQuery.queryKey, { exists: false, created_at: null }),
  });
}
