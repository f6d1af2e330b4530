// How the matrix calls the meeting-signal routes (see requests.ts): the world's meeting moves to
// this very moment on its venue's clock, inside the window from 30 minutes before its start until
// its end (docs/rules.md#running-late-and-at-the-table).
import { eq } from 'drizzle-orm';
import { addDays, instantToZoned } from '../../../core/rules/time.ts';
import { meetings, projects } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import { id, type World } from './world.ts';

/**
 * The world's meeting around this very moment on its venue's clock, kept within one day: from now
 * until an hour later; from 23:00 to 23:59 late in the evening; and in the last half hour of the
 * day, tomorrow from 00:00 (its window opens 30 minutes before), since a meeting ending at 23:59
 * has closed its window by then.
 */
async function meetingNow(app: TestApp, w: World) {
  const [project] = await app.db
    .select({ timeZone: projects.timeZone })
    .from(projects)
    .where(eq(projects.id, w.project.id));
  const [today, time] = instantToZoned(new Date(), project.timeZone).split('T');
  const [day, start, end] =
    time >= '23:30'
      ? [addDays(today, 1), '00:00', '01:00']
      : time >= '23:00'
        ? [today, '23:00', '23:59']
        : [today, time, `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:${time.slice(3, 5)}`];
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
