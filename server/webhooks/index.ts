// Webhooks as part of the app (docs/decisions/049-webhooks.md): changes queue deliveries in their
// transaction (./enqueue.ts), and the sender delivers them on the instances that run the
// background jobs (NOTICE_POLL_SECONDS > 0), woken after every successful change.
import type { FastifyInstance } from 'fastify';
import { createWebhookSender } from './sender.ts';

export interface Webhooks {
  /** Delivers what is due now (after committing a delivery to send at once). */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

/** How long a wake after a change waits for others to join it. */
const WEBHOOK_SETTLE_MS = 250;

export function installWebhooks(app: FastifyInstance) {
  const pollSeconds = app.config.mail.noticePollSeconds;
  if (pollSeconds === 0) {
    app.decorate('webhooks', { wake() {} } satisfies Webhooks);
    return;
  }
  const sender = createWebhookSender({
    db: app.db,
    log: app.log.child({ module: 'webhooks' }),
    allowPrivate: app.config.webhooks.allowPrivate,
    keepDays: app.config.webhooks.keepDays,
    publicUrl: app.config.publicUrl,
    pollMs: pollSeconds * 1000,
    settleMs: WEBHOOK_SETTLE_MS,
  });
  app.decorate('webhooks', { wake: sender.wake } satisfies Webhooks);
  // A change that queued a delivery has it sent within a moment, from whichever route made it.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) sender.wakeSoon();
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', () => sender.stop());
}
