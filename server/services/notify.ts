// Creating a notification: stored for the user, then pushed to their open streams (decision 002).
import { sql } from 'drizzle-orm';
import type { Notification } from '../../core/schemas/notification.ts';
import type { Db } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { notifications } from '../db/schema.ts';
import { presentNotification } from '../presenters/notification.ts';
import type { NotificationBus } from './notification-bus.ts';

export interface NewNotification {
  userId: string;
  type?: Notification['type'];
  titleKey: string;
  messageKey: string;
  params?: Record<string, string | number>;
  link?: string;
}

// Most changes notify one person: that insert is prepared once per connection (docs/decisions/010).
const insertOneStatement = preparedPer((db: Db) =>
  db
    .insert(notifications)
    .values({
      userId: sql.placeholder('userId'),
      type: sql.placeholder('type'),
      titleKey: sql.placeholder('titleKey'),
      messageKey: sql.placeholder('messageKey'),
      params: sql.placeholder('params'),
      link: sql.placeholder('link'),
    })
    .returning()
    .prepare('notification_insert_one'),
);

/** The columns a new notification is stored with (the database adds its id and time unless given). */
export function notificationValues(item: NewNotification) {
  return {
    userId: item.userId,
    type: item.type ?? ('info' as const),
    titleKey: item.titleKey,
    messageKey: item.messageKey,
    params: item.params ?? {},
    link: item.link ?? null,
  };
}

/** Sends stored notifications to their users' live streams. */
export function publishNotifications(bus: NotificationBus, rows: (typeof notifications.$inferSelect)[]) {
  for (const row of rows) bus.publish(row.userId, presentNotification(row));
}

/** Stores notifications and publishes each to its user's live streams. */
export async function notify(db: Db, bus: NotificationBus, items: NewNotification[]) {
  if (items.length === 0) return;
  const rows =
    items.length === 1
      ? await insertOneStatement(db).execute(notificationValues(items[0]))
      : await db.insert(notifications).values(items).returning();
  publishNotifications(bus, rows);
}
