// How the matrix calls the routes of a meeting (see requests.ts): making one, reading it and its
// calendar file, its status actions, moving it, checking in, absence and feedback.
import { eq } from 'drizzle-orm';
import { meetings } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import { id, type World } from './world.ts';

/** Puts the world's meeting in `status` before the call (also for approving its pair's request). */
export const meetingIn = (status: 'scheduled' | 'cancelled') => (app: TestApp, w: World) =>
  app.db.update(meetings).set({ status }).where(eq(meetings.id, w.meeting.id));

export const MEETINGS_RECIPES: Record<string, Recipe> = {
  'POST /api/meetings': {
    body: (w, p) => ({
      project_id: w.project.id,
      buyer_id: p.buyer.id,
      seller_id: p.seller2.id,
      meeting_date: '2030-05-02',
      slot_number: 3,
    }),
  },
  'GET /api/meetings/:id': { params: id((w) => w.meeting) },
  'GET /api/meetings/:id/calendar.ics': { params: id((w) => w.meeting) },
  'DELETE /api/meetings/:id': { params: id((w) => w.meeting) },
  'POST /api/meetings/:id/confirm': { params: id((w) => w.meeting), prepare: meetingIn('scheduled') },
  'POST /api/meetings/:id/cancel': { params: id((w) => w.meeting), prepare: meetingIn('scheduled') },
  'POST /api/meetings/:id/complete': { params: id((w) => w.meeting) },
  // The world's meeting (2030-05-01 09:00) to a free slot of its day.
  'POST /api/meetings/:id/move': {
    params: id((w) => w.meeting),
    body: () => ({ meeting_date: '2030-05-01', slot_number: 4 }),
  },
  'POST /api/meetings/:id/check-in': { params: id((w) => w.meeting), body: () => ({ method: 'manual' }) },
  // Who did not come is marked once the meeting has begun: the world's meeting moves to a past day.
  'POST /api/meetings/:id/absence': {
    params: id((w) => w.meeting),
    prepare: (app, w) =>
      app.db.update(meetings).set({ meetingDate: '2020-05-02' }).where(eq(meetings.id, w.meeting.id)),
    body: () => ({ absence: 'buyer' }),
  },
  'GET /api/meetings/:id/feedback': { params: id((w) => w.meeting) },
  // Feedback is given once the meeting has ended: the world's meeting moves to a past day.
  'PUT /api/meetings/:id/feedback': {
    params: id((w) => w.meeting),
    prepare: (app, w) =>
      app.db.update(meetings).set({ meetingDate: '2020-05-01' }).where(eq(meetings.id, w.meeting.id)),
    body: () => ({ rating: 4, follow_up: 'yes', deal_size: 'under_10k' }),
  },
};
