// Test builders for meeting wishes, languages and the auto-schedule.
import { eq } from 'drizzle-orm';
import type { WishPriority } from '../../core/schemas/wish.ts';
import { meetingWishes, profiles } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

/** A stored wish of `userId` to meet `targetId` in the project ('must' unless told). */
export async function makeWish(
  app: TestApp,
  projectId: string,
  userId: string,
  targetId: string,
  priority: WishPriority = 'must',
) {
  const [row] = await app.db.insert(meetingWishes).values({ projectId, userId, targetId, priority }).returning();
  return row;
}

/** Sets the languages a person speaks. */
export async function setLanguages(app: TestApp, userId: string, languages: string[]) {
  await app.db.update(profiles).set({ languages }).where(eq(profiles.id, userId));
}

/** The wishes stored in a project, as userId -> targetId -> priority rows. */
export async function wishesIn(app: TestApp, projectId: string) {
  const rows = await app.db.select().from(meetingWishes).where(eq(meetingWishes.projectId, projectId));
  return rows.map((r) => ({ userId: r.userId, targetId: r.targetId, priority: r.priority }));
}
