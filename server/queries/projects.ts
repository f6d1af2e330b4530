// Reading projects with their counts, filtered in SQL by what the reader may see.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema.ts';
import { visibleProjects } from '../policies/project.ts';
import { presentProject } from '../presenters/project.ts';
import type { CurrentUser } from '../types.ts';

// Spelled out in SQL: inside a select list Drizzle leaves columns unqualified, and a bare "id"
// would bind to the subquery's own table.
const confirmed = (role: 'buyer' | 'seller' | 'interpreter') =>
  sql<number>`(select count(*)::int from project_participants pp where pp.project_id = "projects"."id" and pp.role = ${role} and pp.status = 'confirmed')`;

const counts = {
  buyers: confirmed('buyer'),
  sellers: confirmed('seller'),
  interpreters: confirmed('interpreter'),
  meetings: sql<number>`(select count(*)::int from meetings m where m.project_id = "projects"."id")`,
};

/** Projects `user` may see, newest first, optionally narrowed by `where`. */
export async function listProjects(db: Db, user: CurrentUser, where?: SQL) {
  const rows = await db
    .select({ project: projects, ...counts })
    .from(projects)
    .where(and(visibleProjects(user), where))
    .orderBy(desc(projects.startDate), desc(projects.createdAt));
  return rows.map(({ project, ...c }) => presentProject(project, c));
}

/** One project `user` may see, or undefined. */
export async function findProject(db: Db, user: CurrentUser, id: string) {
  const [project] = await listProjects(db, user, eq(projects.id, id));
  return project;
}
