// Each person's notice choices and unsubscribe token (docs/rules.md#e-mail-notices). The row is
// made the first time a notice is considered for someone, so every notice can carry the token.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { type NoticePreferences, noticePreferences as preferencesOf } from '../../core/schemas/notice.ts';
import type { Db } from '../db/client.ts';
import { noticePreferences } from '../db/schema.ts';
import type { NoticeLinks } from '../mail/notice-messages.ts';

export interface NoticeSettings {
  choices: NoticePreferences;
  token: string;
}

export const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

/** The settings of each of `userIds`, making the missing rows (defaults and a new token). */
export async function noticeSettingsOf(
  tx: Pick<Db, 'insert' | 'select'>,
  userIds: readonly string[],
): Promise<Map<string, NoticeSettings>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  await tx
    .insert(noticePreferences)
    .values(ids.map((userId) => ({ userId, unsubscribeToken: newUnsubscribeToken() })))
    .onConflictDoNothing();
  const rows = await tx.select().from(noticePreferences).where(inArray(noticePreferences.userId, ids));
  return new Map(rows.map((r) => [r.userId, { choices: preferencesOf(r.choices), token: r.unsubscribeToken }]));
}

/** The links of a person's notices: their settings, and the pages and one-click addresses that stop a kind. */
export function noticeLinks(publicUrl: string, token: string): NoticeLinks {
  return {
    settingsUrl: `${publicUrl}/profile#notices`,
    unsubscribePage: (kind) => `${publicUrl}/unsubscribe#token=${token}&kind=${kind}`,
    unsubscribeOneClick: (kind) => `${publicUrl}/api/notices/unsubscribe/${token}?kind=${kind}`,
  };
}
