// How the matrix calls the meeting-signal routes (see requests.ts): the world's meeting moves to
// this very moment on its venue's clock, inside the window from 30 minutes before its start until
// its end (docs/rules.md#running-late-and-at-the-table).
import { eq } from 'drizzle-orm';
import { instantToZoned } from '../../../core/rules/time.ts';
import { meetings, projects } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import { id, type World } from './world.ts';

/** The world's meeting from now until an hour later on its venue's clock (kept within the day). */
async function meetingNow(app: TestApp, w: World) {
  const [project] = await app.db
    .select({ timeZone: projects.timeZone })
    .from(projects)
    .where(eq(projects.id, w.project.id));
  const [day, time] = instantToZoned(new Date(), project.timeZone).split('T');
  const start = time < '23:00' ? time : '23:00';
  const end =
    start === '23:00' ? '23:59' : `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3, 5)}`;
  await app.db
    .update(meetings)
    .set({ meetingDate: day, startTime: start, endTime: end })
    .where(eq(meetings.id, w.meeting.id));
}

export const MEETING_SIGNAL_RECIPES: Record<string, Recipe> = {
  'PUT /api/meetings/:id/signal': {
    params: id((w) => w.meeting),
    prepare: meetingNow,
    body: () => ({ kind: 'late', minutes: 10 }),
  },
  'DELETE /api/meetings/:id/signal': { params: id((w) => w.meeting), prepare: meetingNow },
};
