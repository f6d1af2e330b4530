import type { Notification } from '../../core/schemas/notification.ts';
import type { notifications } from '../db/schema.ts';
import { iso } from './profile.ts';

export function presentNotification(n: typeof notifications.$inferSelect): Notification {
  return {
    id: n.id,
    type: n.type,
    title_key: n.titleKey,
    message_key: n.messageKey,
    params: n.params,
    link: n.link,
    read: n.read,
    created_at: iso(n.createdAt),
  };
}
