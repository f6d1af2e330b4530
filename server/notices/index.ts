// The notice jobs as part of the app (docs/architecture.md#background-jobs): one loop turns new
// notifications into e-mail, woken after each successful change and on a timer; another sends
// what the clock makes due (digests, reminders, evening agendas, unread conversation messages,
// pushes before meetings: docs/rules.md#push-notifications), forgets old finished e-mail and
// idempotency keys (docs/rules.md#offline-writes) and deletes conversation messages past their
// project's retention, on the timer. Both only queue e-mail; the mailer delivers it.
import type { FastifyInstance } from 'fastify';
import { forgetOldKeys } from '../idempotency/store.ts';
import { createDrainLoop } from '../jobs/drain-loop.ts';
import { forgetOldMail } from '../mail/retention.ts';
import { queueDuePushReminders } from '../push/reminders.ts';
import { forgetOldPushes } from '../push/retention.ts';
import { askForFeedback } from './feedback-requests.ts';
import { deleteExpiredMessages } from './message-retention.ts';
import { mailPendingNotifications, NOTIFICATION_BATCH } from './notification-mails.ts';
import { expireRequests } from './request-expiry.ts';
import { nudgeWaitingTargets } from './request-nudges.ts';
import { sendScheduledNotices } from './run.ts';
import { notifyUnreadMessages } from './unread-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Looks for new notifications to e-mail now (after a change that made some). */
    notices: { wake(): void };
  }
}

/** How long after a change its notifications wait for others to be e-mailed with them. */
const NOTICE_SETTLE_MS = 1000;

export function installNotices(app: FastifyInstance) {
  const pollSeconds = app.config.mail.noticePollSeconds;
  if (pollSeconds === 0) {
    app.decorate('notices', { wake() {} });
    return;
  }
  const log = app.log.child({ module: 'notices' });
  const ctx = () => ({ publicUrl: app.config.publicUrl, now: new Date() });
  const queued = (count: number) => {
    if (count > 0) app.mailer.wake();
    return count > 0;
  };
  const notifications = createDrainLoop({
    // A batch smaller than a full one emptied the queue: no second, empty round to find out.
    step: async () => {
      const batch = NOTIFICATION_BATCH[app.database.kind];
      const handled = await mailPendingNotifications(app.db, ctx(), batch);
      queued(handled);
      return handled === batch;
    },
    log,
    pollMs: pollSeconds * 1000,
    settleMs: NOTICE_SETTLE_MS,
  });
  const pushed = (count: number) => {
    if (count > 0) app.pushes.wake();
    return count > 0;
  };
  // Feedback requests, expired requests and nudges are notifications: the other loop e-mails them.
  const asked = (count: number) => {
    if (count > 0) notifications.wake();
    return count > 0;
  };
  const scheduled = createDrainLoop({
    step: async () =>
      asked(await askForFeedback(app.db, ctx(), app.bus)) ||
      asked(await expireRequests(app.db, ctx(), app.bus)) ||
      asked((await nudgeWaitingTargets(app.db, ctx(), { bus: app.bus })).length) ||
      asked(await notifyUnreadMessages(app.db, ctx(), app.bus)) ||
      queued(await sendScheduledNotices(app.db, ctx())) ||
      pushed(await queueDuePushReminders(app.db, ctx())) ||
      (await forgetOldMail(app.db, { now: new Date(), keepDays: app.config.mail.keepDays })) > 0 ||
      (await forgetOldPushes(app.db, new Date())) > 0 ||
      (await deleteExpiredMessages(app.db, app.storage, ctx())) > 0 ||
      (await forgetOldKeys(app.db, new Date())) > 0,
    log,
    pollMs: pollSeconds * 1000,
  });
  app.decorate('notices', { wake: notifications.wake });
  // Any successful change may have notified someone. The changes of the next moment join one
  // drain: one transaction per request made every write pay for a second one (and, on the
  // embedded database, made every other request wait for it; docs/decisions/010).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) notifications.wakeSoon();
  });
  app.addHook('onReady', async () => {
    notifications.start();
    scheduled.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([notifications.stop(), scheduled.stop()]);
  });
}
