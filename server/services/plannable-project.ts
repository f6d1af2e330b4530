// The project the auto-schedule and re-planning work on: it must exist and still be open (draft or
// active); a completed or cancelled project's schedule is closed.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { wishesOpen } from '../policies/wish.ts';

export async function plannableProject(db: Pick<Db, 'select'>, id: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project) throw notFound('Project not found');
  if (!wishesOpen(project.status)) {
    throw conflict('project_closed', 'The project is completed or cancelled: its schedule is closed');
  }
  return project;
}
