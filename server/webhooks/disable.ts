// Disabling an endpoint that has failed for days (docs/decisions/049-webhooks.md#disabling): its
// deliveries still waiting are failed, and every admin is told in the app and by e-mail, in the
// transaction of the attempt that decided it, so they are told exactly once.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications, profiles, projects, webhookDeliveries, webhookSubscriptions } from '../db/schema.ts';
import { projectSender, queueMail } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';
import { webhookDisabledMail } from './disabled-mail.ts';

export async function disableFailingSubscription(
  tx: Db,
  subscriptionId: string,
  failingSince: Date,
  now: Date,
  publicUrl: string,
) {
  const days = Math.floor((now.getTime() - failingSince.getTime()) / 86_400_000);
  const [disabled] = await tx
    .update(webhookSubscriptions)
    .set({ status: 'disabled', disabledAt: now, disabledReason: `failing since ${failingSince.toISOString()}` })
    .where(and(eq(webhookSubscriptions.id, subscriptionId), eq(webhookSubscriptions.status, 'enabled')))
    .returning();
  if (!disabled) return;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', claimedAt: null, responseBody: 'endpoint disabled' })
    .where(and(eq(webhookDeliveries.subscriptionId, subscriptionId), eq(webhookDeliveries.status, 'pending')));
  const [project] = await tx.select().from(projects).where(eq(projects.id, disabled.projectId));
  const admins = await activeRecipients(tx, eq(profiles.role, 'admin'));
  if (admins.length === 0) return;
  const params = { url: disabled.url, event: project?.name ?? '', days };
  const link = `/projects/${disabled.projectId}/webhooks`;
  await tx.insert(notifications).values(
    admins.map((a) => ({
      userId: a.id,
      type: 'warning' as const,
      titleKey: 'notifications.webhook.disabled.title',
      messageKey: 'notifications.webhook.disabled.message',
      params,
      link,
    })),
  );
  await queueMail(
    tx,
    admins.map((a) => ({
      ...webhookDisabledMail({
        language: a.language,
        name: a.name,
        ...params,
        url: disabled.url,
        link: `${publicUrl}${link}`,
      }),
      to: { email: a.email, name: a.name, userId: a.id },
      projectId: disabled.projectId,
      ...projectSender(project),
    })),
  );
}
