// Notifications: the list, its mutations, and the live stream that refreshes them (docs/rules.md#notifications).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notification } from '../../../core/schemas/notification.ts';
import { api } from '../../lib/api.ts';
import { askFirstAnswersAgain } from '../../lib/first-answers.ts';
import { announcementKeys } from '../announcements/api.ts';
import { onImproveEvent } from '../auto-schedule/improve-api.ts';
import { onConversationEvent } from '../conversations/api.ts';
import { feedbackKeys } from '../feedback/api.ts';
import { onMeetingSignalEvent } from '../meeting-signals/api.ts';
import { meetingKeys } from '../meetings/api.ts';
import { meetingOfNotification } from './meeting-link.ts';

const key = ['notifications'];

interface NotificationList {
  items: Notification[];
  unread_count: number;
}

export function useNotifications(enabled = true) {
  return useQuery({ queryKey: key, queryFn: () => api.get<NotificationList>('/api/notifications'), enabled });
}

/**
 * Refetches the list whenever the server pushes a new notification, and the meeting it is about
 * (its page and feedback card): someone else confirmed, moved or marked it meanwhile. The same
 * stream carries what happens in the user's conversations (docs/rules.md#conversations).
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource('/api/notifications/stream');
    // Listening now: what the page was drawn with is read again, so a change made before this
    // moment is not missed (docs/decisions/052-starting-in-short-tasks.md).
    source.addEventListener('open', () => askFirstAnswersAgain(queryClient));
    source.addEventListener('notification', (event) => {
      queryClient.invalidateQueries({ queryKey: key });
      const meetingId = meetingOfNotification((event as MessageEvent<string>).data);
      if (!meetingId) return;
      queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) });
      queryClient.invalidateQueries({ queryKey: feedbackKeys.meeting(meetingId) });
    });
    source.addEventListener('conversation', (event) =>
      onConversationEvent(queryClient, (event as MessageEvent<string>).data),
    );
    source.addEventListener('announcement', () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }));
    // Running late, at the table: the event names the meeting only, and the signals are read again.
    source.addEventListener('meeting_signal', () => onMeetingSignalEvent(queryClient));
    // An auto-schedule search moved on (docs/decisions/039-improve-further.md): its run is read again.
    source.addEventListener('auto_schedule_improve', (event) =>
      onImproveEvent(queryClient, (event as MessageEvent<string>).data),
    );
    return () => source.close();
  }, [enabled, queryClient]);
}

function useNotificationMutation(fn: (id?: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useMarkRead = () => useNotificationMutation((id) => api.post(`/api/notifications/${id}/read`));
export const useMarkAllRead = () => useNotificationMutation(() => api.post('/api/notifications/read-all'));
export const useRemoveNotification = () => useNotificationMutation((id) => api.delete(`/api/notifications/${id}`));
export const useClearNotifications = () => useNotificationMutation(() => api.delete('/api/notifications'));
