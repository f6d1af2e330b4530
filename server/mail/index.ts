// E-mail as part of the app: `app.mailer.wake()` after a commit that queued messages; the sender
// runs only when SMTP_URL is set, else messages wait in the outbox (the Outbox admin screen).
import type { FastifyInstance } from 'fastify';
import { createMailSender } from './sender.ts';

export interface Mailer {
  /** 'smtp' when messages are delivered; 'none' keeps them in the outbox. */
  readonly delivery: 'smtp' | 'none';
  /** Delivers what is due now (call after committing queued messages). */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function installMailer(app: FastifyInstance) {
  const { smtpUrl } = app.config.mail;
  if (!smtpUrl) {
    app.decorate('mailer', { delivery: 'none', wake() {} } satisfies Mailer);
    return;
  }
  const sender = createMailSender({
    db: app.db,
    mail: { ...app.config.mail, smtpUrl },
    log: app.log.child({ module: 'mail' }),
  });
  app.decorate('mailer', { delivery: 'smtp', wake: sender.wake } satisfies Mailer);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', () => sender.stop());
}
