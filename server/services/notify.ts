// Creating a notification: stored for the user, then pushed to their open streams (PRODUCT.md 9).
import type { Notification } from '../../core/schemas/notification';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { presentNotification } from '../presenters/notification';
import type { NotificationBus } from './notification-bus';

export interface NewNotification {
  userId: string;
  type?: Notification['type'];
  titleKey: string;
  messageKey: string;
  params?: Record<string, string | number>;
  link?: string;
}

/** Stores notifications and publishes each to its user's live streams. */
export async function notify(db: Db, bus: NotificationBus, items: NewNotification[]) {
  if (items.length === 0) return;
  const rows = await db.insert(notifications).values(items).returning();
  for (const row of rows) bus.publish(row.userId, presentNotification(row));
}
