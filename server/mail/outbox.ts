// Putting messages in the outbox. Callers pass their transaction, so a message exists exactly
// when the change that caused it was committed (docs/rules.md#e-mail).
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { RenderedMail } from './messages.ts';

export interface OutgoingMail extends RenderedMail {
  to: { email: string; name: string; userId?: string };
  projectId?: string;
  /** The sender's name the recipient sees; the address is MAIL_FROM. */
  fromName: string;
  replyTo?: string;
  /** Non-essential mail: where the List-Unsubscribe header points. */
  unsubscribeUrl?: string;
}

/** The sender's name and reply-to address of a project's mail (the platform's without a project). */
export function projectSender(project: { name: string; mailFromName: string; mailReplyTo: string } | undefined) {
  return {
    fromName: project?.mailFromName || project?.name || PLATFORM_SENDER,
    replyTo: project?.mailReplyTo || undefined,
  };
}

/** The sender's name when no project names one. */
export const PLATFORM_SENDER = 'B2B Platform';

/** Rows per insert statement: large invitation rounds go in a few statements, not thousands. */
const CHUNK = 500;

export async function queueMail(tx: Pick<Db, 'insert'>, mails: readonly OutgoingMail[]) {
  for (let i = 0; i < mails.length; i += CHUNK) {
    await tx.insert(emailOutbox).values(
      mails.slice(i, i + CHUNK).map((m) => ({
        kind: m.kind,
        userId: m.to.userId,
        projectId: m.projectId,
        toEmail: m.to.email,
        toName: m.to.name,
        locale: m.locale,
        fromName: m.fromName,
        replyTo: m.replyTo ?? '',
        subject: m.subject,
        textBody: m.textBody,
        htmlBody: m.htmlBody,
        links: m.links,
        unsubscribeUrl: m.unsubscribeUrl ?? '',
      })),
    );
  }
}
