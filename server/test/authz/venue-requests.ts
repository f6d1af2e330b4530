// How the matrix calls the routes of the event's venue side (see requests.ts): travel, volunteers'
// assignments, interpreters' notes, the meetings' voice notes and who wishes to meet whom.
import { eq } from 'drizzle-orm';
import { volunteerAssignments } from '../../db/schema.ts';
import { multipartForm, webmBytes } from '../voice-note-factories.ts';
import type { Recipe } from './requests.ts';
import { id, type People, type World } from './world.ts';

const travelBody = (w: World, p: People) => ({ user_id: p.buyer.id, project_id: w.project.id, flight_no: 'OZ202' });
const assignmentBody = (w: World, p: People) => ({
  volunteer_id: p.volunteer.id,
  project_id: w.project.id,
  task_type: 'Registration desk',
  assigned_date: '2030-05-02',
});
const buyersWish = (w: World, p: People) => ({ project_id: w.project.id, user_id: p.buyer.id, target_id: p.seller.id });

export const VENUE_RECIPES: Record<string, Recipe> = {
  'POST /api/travel': { body: travelBody },
  'PUT /api/travel/:id': { params: id((w) => w.travel), body: travelBody },
  'DELETE /api/travel/:id': { params: id((w) => w.travel) },
  'POST /api/assignments': { body: assignmentBody },
  'PUT /api/assignments/:id': { params: id((w) => w.assignment), body: assignmentBody },
  'DELETE /api/assignments/:id': { params: id((w) => w.assignment) },
  'POST /api/assignments/:id/accept': { params: id((w) => w.assignment) },
  'POST /api/assignments/:id/decline': { params: id((w) => w.assignment) },
  'POST /api/assignments/:id/complete': {
    params: id((w) => w.assignment),
    prepare: (app, w) =>
      app.db
        .update(volunteerAssignments)
        .set({ status: 'confirmed' })
        .where(eq(volunteerAssignments.id, w.assignment.id)),
  },

  'GET /api/interpreter-notes/meetings/:id': { params: id((w) => w.meeting) },
  'PUT /api/interpreter-notes/meetings/:id': {
    params: id((w) => w.meeting),
    body: () => ({ content: 'Delivery in June', key_points: '', action_items: '' }),
  },
  'POST /api/voice-notes': {
    form: (w) =>
      multipartForm([
        { name: 'meeting_id', value: w.meeting.id },
        { name: 'duration_seconds', value: '3' },
        { name: 'audio', file: webmBytes() },
      ]),
  },
  'GET /api/voice-notes': { query: (w) => ({ meeting_id: w.meeting.id }) },
  'GET /api/voice-notes/:id/audio': { params: id((w) => w.voiceNote) },
  'DELETE /api/voice-notes/:id': { params: id((w) => w.voiceNote) },

  'PUT /api/wishes': { body: (w, p) => ({ ...buyersWish(w, p), priority: 'like' }) },
  'DELETE /api/wishes': { query: buyersWish },
  'GET /api/wishes/counterparts': { query: (w, p) => ({ project_id: w.project.id, user_id: p.buyer.id }) },
  'GET /api/wishes/wishers': { query: (w) => ({ project_id: w.project.id }) },
  'GET /api/wishes/options': { query: (_w, p) => ({ target_id: p.seller.id }) },
};
