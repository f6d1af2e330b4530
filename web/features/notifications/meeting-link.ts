// Which meeting a notification pushed by the live stream is about: its link leads to the meeting's
// page (confirmations, moves, no-shows, feedback requests), so that page can be read anew.
import type { Notification } from '../../../core/schemas/notification.ts';

/** The meeting id of a pushed notification's JSON, or null when it is about no meeting (or unreadable). */
export function meetingOfNotification(data: string): string | null {
  try {
    const link = (JSON.parse(data) as Partial<Notification>).link;
    return link?.match(/^\/meetings\/([^/?#]+)$/)?.[1] ?? null;
  } catch {
    return null;
  }
}
