// The notice jobs as part of the app (docs/architecture.md#background-jobs): one loop turns new
// notifications into e-mail, woken after each successful change and on a timer; another sends
// what the clock makes due (digests, reminders, evening agendas) and forgets old finished
// messages, on the timer. Both only queue e-mail; the mailer delivers it.
import type { FastifyInstance } from 'fastify';
import { createDrainLoop } from '../jobs/drain-loop.ts';
import { forgetOldMail } from '../mail/retention.ts';
import { askForFeedback } from './feedback-requests.ts';
import { mailPendingNotifications } from './notification-mails.ts';
import { sendScheduledNotices } from './run.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Looks for new notifications to e-mail now (after a change that made some). */
    notices: { wake(): void };
  }
}

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
    step: async () => queued(await mailPendingNotifications(app.db, ctx())),
    log,
    pollMs: pollSeconds * 1000,
  });
  // Feedback requests are notifications: the other loop turns them into e-mail.
  const asked = (count: number) => {
    if (count > 0) notifications.wake();
    return count > 0;
  };
  const scheduled = createDrainLoop({
    step: async () =>
      asked(await askForFeedback(app.db, ctx(), app.bus)) ||
      queued(await sendScheduledNotices(app.db, ctx())) ||
      (await forgetOldMail(app.db, { now: new Date(), keepDays: app.config.mail.keepDays })) > 0,
    log,
    pollMs: pollSeconds * 1000,
  });
  app.decorate('notices', { wake: notifications.wake });
  // Any successful change may have notified someone; the loop runs one drain at a time however
  // many changes wake it, so a busy server batches its notices.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) notifications.wake();
  });
  app.addHook('onReady', async () => {
    notifications.start();
    scheduled.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([notifications.stop(), scheduled.stop()]);
  });
}
