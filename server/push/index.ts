// Web Push as part of the app (docs/rules.md#push-notifications): `app.pushes.wake()` after a
// commit that queued pushes. The sender runs on the instances that run the notice jobs
// (NOTICE_POLL_SECONDS > 0); the others only queue, and it delivers what they queued.
import type { FastifyInstance } from 'fastify';
import { vapidKeys } from './keys.ts';
import { createPushSender } from './sender.ts';

export interface Pushes {
  /** Delivers what is due now (call after committing queued pushes). */
  wake(): void;
  /** The public half of the VAPID pair, which browsers subscribe with. */
  publicKey(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushes: Pushes;
  }
}

/** How long a wake after a change waits for others to join it. */
const PUSH_SETTLE_MS = 250;

export function installPushes(app: FastifyInstance) {
  const publicKey = async () => (await vapidKeys(app.db, app.config.push)).publicKey;
  const pollSeconds = app.config.mail.noticePollSeconds;
  if (pollSeconds === 0) {
    app.decorate('pushes', { wake() {}, publicKey } satisfies Pushes);
    return;
  }
  const sender = createPushSender({
    db: app.db,
    push: app.config.push,
    log: app.log.child({ module: 'push' }),
    pollMs: pollSeconds * 1000,
    settleMs: PUSH_SETTLE_MS,
  });
  app.decorate('pushes', { wake: sender.wake, publicKey } satisfies Pushes);
  // A change that queued a push and did not wake the sender still has it sent within a moment.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) sender.wakeSoon();
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', () => sender.stop());
}
