// How the matrix calls the webhook routes (see requests.ts): the world's project gets a webhook
// subscription with one delivery before each call (docs/decisions/049-webhooks.md), made again
// when a call removed it.
import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import type { World } from './world.ts';

const made = new WeakMap<World, { subscription: string; delivery: string }>();

/** The world's subscription and delivery, made when missing. */
async function webhookOf(app: TestApp, w: World) {
  const known = made.get(w);
  if (known) {
    const [still] = await app.db
      .select({ id: webhookSubscriptions.id })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, known.subscription));
    if (still) return;
  }
  const [subscription] = await app.db
    .insert(webhookSubscriptions)
    .values({
      projectId: w.project.id,
      url: 'https://93.184.215.14/hooks',
      events: ['meeting.created'],
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
    })
    .returning({ id: webhookSubscriptions.id });
  const [delivery] = await app.db
    .insert(webhookDeliveries)
    .values({
      subscriptionId: subscription.id,
      eventType: 'meeting.created',
      payload: { type: 'meeting.created' },
      status: 'failed',
    })
    .returning({ id: webhookDeliveries.id });
  made.set(w, { subscription: subscription.id, delivery: delivery.id });
}

const subscription = (w: World) => ({ id: w.project.id, subscriptionId: made.get(w)?.subscription ?? '' });

export const WEBHOOK_RECIPES: Record<string, Recipe> = {
  'GET /api/projects/:id/webhooks': { params: (w) => ({ id: w.project.id }), prepare: webhookOf },
  'POST /api/projects/:id/webhooks': {
    params: (w) => ({ id: w.project.id }),
    body: () => ({ url: 'https://93.184.215.14/matrix', events: ['meeting.created', 'meeting.cancelled'] }),
  },
  'PATCH /api/projects/:id/webhooks/:subscriptionId': {
    params: subscription,
    prepare: webhookOf,
    body: () => ({ description: 'Matrix CRM' }),
  },
  'DELETE /api/projects/:id/webhooks/:subscriptionId': { params: subscription, prepare: webhookOf },
  'POST /api/projects/:id/webhooks/:subscriptionId/rotate-secret': { params: subscription, prepare: webhookOf },
  'GET /api/projects/:id/webhook-deliveries': { params: (w) => ({ id: w.project.id }), prepare: webhookOf },
  'POST /api/projects/:id/webhook-deliveries/:deliveryId/redeliver': {
    params: (w) => ({ id: w.project.id, deliveryId: made.get(w)?.delivery ?? '' }),
    prepare: webhookOf,
  },
};
