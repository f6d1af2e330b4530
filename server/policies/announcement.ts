// Who reads and who writes announcements (docs/rules.md#announcements): an announcement's audience is
// the participants of its project in its role (every participant when it names none); admins see,
// post and remove every one.
import { type SQL, sql } from 'drizzle-orm';
import { announcements as a } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL: the ids of the people an announcement of `projectId` for `audience` (null: everyone) reaches. */
export const audienceOf = (projectId: SQL | string, audience: SQL | string | null) => sql`(
  select distinct pp.user_id from project_participants pp
  where pp.project_id = ${projectId} and (${audience}::role is null or pp.role = ${audience}::role))`;

/** SQL condition on announcements: those `user` may read; undefined means all. */
export function visibleAnnouncements(user: CurrentUser): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return sql`${user.id} in ${audienceOf(sql`${a.projectId}`, sql`${a.audience}`)}`;
}

/** Posting and removing announcements is the organisers'. */
export const mayManageAnnouncements = (user: CurrentUser) => user.role === 'admin';
