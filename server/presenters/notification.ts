import type { Notification } from '../../core/schemas/notification';
import type { notifications } from '../db/schema';
import { iso } from './profile';

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
