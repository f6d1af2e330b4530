// Forgotten passwords (docs/rules.md#invitations): a reset link by e-mail. The caller answers the
// same whether or not the address has an account, so nothing here may throw for an unknown one.
import { and, eq, gt, sql } from 'drizzle-orm';
import { issueLinks } from '../auth/one-time-links.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accountTokens, users } from '../db/schema.ts';
import { passwordResetMail, setPasswordUrl } from '../mail/messages.ts';
import { PLATFORM_SENDER, queueMail } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';

/** At most one reset e-mail per account in this time, whoever asks and from wherever. */
const ONE_RESET_PER_MS = 60_000;

/** Queues a reset e-mail for the active account of `email`, if any; true when one was queued. */
export async function requestPasswordReset(db: Db, config: Pick<Config, 'publicUrl' | 'mail'>, email: string) {
  return db.transaction(async (tx) => {
    const [person] = await activeRecipients(tx, eq(sql`lower(${users.email})`, email.toLowerCase()), { lock: true });
    if (!person) return false;
    const [recent] = await tx
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, person.id),
          eq(accountTokens.purpose, 'password_reset'),
          gt(accountTokens.createdAt, new Date(Date.now() - ONE_RESET_PER_MS)),
        ),
      )
      .limit(1);
    if (recent) return false;
    const minutes = config.mail.resetLinkMinutes;
    const tokens = await issueLinks(tx, [person.id], 'password_reset', new Date(Date.now() + minutes * 60_000));
    await queueMail(tx, [
      {
        ...passwordResetMail({
          locale: person.language,
          name: person.name,
          email: person.email,
          url: setPasswordUrl(config.publicUrl, tokens.get(person.id) ?? ''),
          minutes,
        }),
        to: { email: person.email, name: person.name, userId: person.id },
        fromName: PLATFORM_SENDER,
      },
    ]);
    return true;
  });
}
