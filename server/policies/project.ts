// Who may see which projects (docs/rules.md#visibility): admins all; others those they take part in.
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { projectParticipants, projects } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `projects` limiting rows to those `user` may see; undefined means all. */
export function visibleProjects(user: CurrentUser): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return exists(
    sql`(select 1 from ${projectParticipants} where ${and(
      eq(projectParticipants.projectId, projects.id),
      eq(projectParticipants.userId, user.id),
    )})`,
  );
}
