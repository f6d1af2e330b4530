// Who an e-mail goes to: the active people matching a condition, with the language they read
// (docs/rules.md#e-mail). Every message kind looks its recipients up here.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Language } from '../../core/constants.ts';
import { mailLanguage } from '../../core/rules/mail-language.ts';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema.ts';

export interface Recipient {
  id: string;
  email: string;
  name: string;
  language: Language;
}

/**
 * Active people matching `where` (over users and profiles), each with their mail language;
 * `lock` holds their user rows until the transaction ends (one reset at a time per account).
 */
export async function activeRecipients(
  tx: Pick<Db, 'select'>,
  where: SQL | undefined,
  opts: { lock?: boolean } = {},
): Promise<Recipient[]> {
  const query = tx
    .select({
      id: users.id,
      email: profiles.email,
      name: profiles.fullName,
      locale: profiles.locale,
      spoken: profiles.languages,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(profiles.isActive, true), where))
    .$dynamic();
  const rows = await (opts.lock ? query.for('update', { of: users }) : query);
  return rows.map(({ locale, spoken, ...person }) => ({ ...person, language: mailLanguage(locale, spoken) }));
}
