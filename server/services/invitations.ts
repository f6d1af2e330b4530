// Invitations (docs/rules.md#invitations): an e-mail with a one-time link to choose a password,
// queued in the caller's transaction for people an admin created or imported.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { issueLinks } from '../auth/one-time-links.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { projects, users } from '../db/schema.ts';
import { invitationMail, setPasswordUrl } from '../mail/messages.ts';
import { PLATFORM_SENDER, projectSender, queueMail } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';

/**
 * Queues an invitation for each active person of `userIds` who has not accepted one yet, in the
 * name of `projectId`'s event when given. Returns how many were queued.
 */
export async function inviteUsers(
  tx: Db,
  config: Pick<Config, 'publicUrl' | 'mail'>,
  opts: { userIds: readonly string[]; projectId?: string },
): Promise<number> {
  if (opts.userIds.length === 0) return 0;
  const [project] = opts.projectId
    ? await tx.select().from(projects).where(eq(projects.id, opts.projectId)).limit(1)
    : [];
  const people = await activeRecipients(tx, and(inArray(users.id, [...opts.userIds]), isNull(users.acceptedAt)));
  if (people.length === 0) return 0;

  const expiresAt = new Date(Date.now() + config.mail.invitationDays * 24 * 3600 * 1000);
  const tokens = await issueLinks(
    tx,
    people.map((p) => p.id),
    'invitation',
    expiresAt,
  );
  await queueMail(
    tx,
    people.map((person) => ({
      ...invitationMail({
        locale: person.language,
        name: person.name,
        email: person.email,
        event: project?.name ?? PLATFORM_SENDER,
        url: setPasswordUrl(config.publicUrl, tokens.get(person.id) ?? ''),
        expiresAt,
        timeZone: project?.timeZone ?? 'UTC',
      }),
      to: { email: person.email, name: person.name, userId: person.id },
      projectId: project?.id,
      ...projectSender(project),
    })),
  );
  await tx
    .update(users)
    .set({ invitedAt: new Date() })
    .where(
      inArray(
        users.id,
        people.map((p) => p.id),
      ),
    );
  return people.length;
}
