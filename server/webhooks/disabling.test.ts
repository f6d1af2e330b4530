// Disabling (docs/decisions/049-webhooks.md#disabling): an endpoint failing for five days is turned
// off, what still waited for it is failed, and every admin is told once in the app and by e-mail;
// turned on again, it starts afresh.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications, webhookSubscriptions } from '../db/schema.ts';
import { call } from '../test/factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { DISABLE_AFTER_MS, deliverDueWebhooks } from './sender.ts';

const bed = webhookTestbed();

describe('disabling', () => {
  it('disables an endpoint failing for five days and tells the admins in the app and by e-mail', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed();
    receiver.answerWith(() => 503);
    await bed.meetingOf(fx, 1);
    const t0 = new Date(Date.now() + 1000);
    await deliverDueWebhooks(bed.sender(app.db, t0));
    // Four days on, a new event fails too: still enabled.
    await bed.meetingOf(fx, 2, 1, 1);
    await deliverDueWebhooks(bed.sender(app.db, new Date(t0.getTime() + 4 * 86_400_000)));
    let [sub] = await app.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, fx.subscription.id));
    expect(sub.status).toBe('enabled');
    // Five days after the first failure: disabled; what waited is failed, the admins are told.
    await deliverDueWebhooks(bed.sender(app.db, new Date(t0.getTime() + DISABLE_AFTER_MS)));
    [sub] = await app.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, fx.subscription.id));
    expect(sub).toMatchObject({ status: 'disabled' });
    expect(sub.disabledAt?.getTime()).toBe(t0.getTime() + DISABLE_AFTER_MS);
    expect((await bed.deliveriesOf(fx.subscription.id)).every((d) => d.status === 'failed')).toBe(true);
    const told = await app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, fx.admin.profile.id),
          eq(notifications.titleKey, 'notifications.webhook.disabled.title'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: `/projects/${fx.project.id}/webhooks`,
      params: { url: receiver.url, days: 5 },
    });
    const mail = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, fx.admin.profile.id), eq(emailOutbox.kind, 'webhook_disabled')));
    expect(mail).toHaveLength(1);
    expect(mail[0].textBody).toContain(receiver.url);
    // A disabled endpoint gets nothing new; turned on again, it starts afresh.
    await bed.meetingOf(fx, 3, 0, 1);
    expect((await bed.deliveriesOf(fx.subscription.id)).filter((d) => d.status === 'pending')).toHaveLength(0);
    const on = await call(app, 'PATCH', `/api/projects/${fx.project.id}/webhooks/${fx.subscription.id}`, {
      cookie: fx.admin.cookie,
      body: { status: 'enabled' },
    });
    expect(on.json()).toMatchObject({ status: 'enabled', failing_since: null, disabled_at: null });
  });
});
