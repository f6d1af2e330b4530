// The notice jobs, each a step that handles what is due at a given moment (docs/rules.md#e-mail-notices).
import type { Db } from '../db/client.ts';
import { queueDuePushReminders } from '../push/reminders.ts';
import type { NoticeJobContext } from './context.ts';
import { sendDueDayAgendas } from './day-agendas.ts';
import { sendDueDigests } from './digests.ts';
import { askForFeedback } from './feedback-requests.ts';
import { mailPendingNotifications } from './notification-mails.ts';
import { sendDueReminders } from './reminders.ts';
import { expireRequests } from './request-expiry.ts';
import { nudgeWaitingTargets } from './request-nudges.ts';
import { notifyUnreadMessages } from './unread-messages.ts';

/** What is due by the clock: digests, reminders and evening agendas; resolves how many went out. */
export async function sendScheduledNotices(db: Db, ctx: NoticeJobContext): Promise<number> {
  return (await sendDueDigests(db, ctx)) + (await sendDueReminders(db, ctx)) + (await sendDueDayAgendas(db, ctx));
}

/** Everything due at `ctx.now`, until nothing is left (tests and the command line use it). */
export async function runNoticeJobs(db: Db, ctx: NoticeJobContext): Promise<void> {
  while ((await askForFeedback(db, ctx)) > 0) {}
  while ((await expireRequests(db, ctx)) > 0) {}
  while ((await nudgeWaitingTargets(db, ctx)).length > 0) {}
  while ((await notifyUnreadMessages(db, ctx)) > 0) {}
  while ((await mailPendingNotifications(db, ctx)) > 0) {}
  while ((await sendScheduledNotices(db, ctx)) > 0) {}
  while ((await queueDuePushReminders(db, ctx)) > 0) {}
}
