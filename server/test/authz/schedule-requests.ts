// How the matrix calls the routes of a project's slot grid (see requests.ts): the schedule and its
// choices, blocked slots, tables, who is away, and the automatic planning and re-planning (started
// with a stale fingerprint, so nothing of the world moves).
import { and, eq, ne } from 'drizzle-orm';
import { meetingTables } from '../../db/schema.ts';
import type { Recipe } from './requests.ts';
import { id } from './world.ts';

export const SCHEDULE_RECIPES: Record<string, Recipe> = {
  'GET /api/projects/:id/schedule': { params: id((w) => w.project), query: () => ({ date: '2030-05-01' }) },
  'GET /api/projects/:id/schedule/choices': {
    params: id((w) => w.project),
    query: () => ({ date: '2030-05-01' }),
  },
  'POST /api/projects/:id/blocked-slots': {
    params: id((w) => w.project),
    body: () => ({ date: '2030-05-03', slot_number: 6, reason: 'Stage' }),
  },
  'DELETE /api/blocked-slots/:id': { params: id((w) => w.blocked) },
  'GET /api/projects/:id/tables': { params: id((w) => w.project) },
  'POST /api/projects/:id/tables': { params: id((w) => w.project), body: () => ({ name: 'Matrix table' }) },
  'POST /api/projects/:id/tables/bulk': { params: id((w) => w.project), body: () => ({ count: 2, prefix: 'X-' }) },
  'PATCH /api/projects/:id/tables/:tableId': {
    params: (w) => ({ id: w.project.id, tableId: w.table.id }),
    body: () => ({ name: 'M-2' }),
  },
  'DELETE /api/projects/:id/tables/:tableId': { params: (w) => ({ id: w.project.id, tableId: w.table.id }) },
  'PUT /api/projects/:id/tables/order': {
    params: id((w) => w.project),
    // The order names every table: the ones other calls of the matrix added are let go first.
    prepare: (app, w) =>
      app.db
        .delete(meetingTables)
        .where(and(eq(meetingTables.projectId, w.project.id), ne(meetingTables.id, w.table.id))),
    body: (w) => ({ ids: [w.table.id] }),
  },
  'PUT /api/projects/:id/participants/:participantId/table': {
    params: (w) => ({ id: w.project.id, participantId: w.sellerParticipant.id }),
    body: (w) => ({ table_id: w.table.id }),
  },
  'GET /api/projects/:id/availability': { params: id((w) => w.project), query: (_w, p) => ({ user: p.buyer.id }) },
  // A slot of the buyer's without a meeting; marking it again is a no-op.
  'PUT /api/projects/:id/availability': {
    params: id((w) => w.project),
    body: (_w, p) => ({ user_id: p.buyer.id, date: '2030-05-02', slot_numbers: [8], available: false }),
  },
  'POST /api/projects/:id/auto-schedule/preview': { params: id((w) => w.project) },
  'POST /api/projects/:id/auto-schedule/apply': {
    params: id((w) => w.project),
    body: () => ({ fingerprint: 'stale' }),
  },
  'POST /api/projects/:id/replan/preview': { params: id((w) => w.project) },
  'POST /api/projects/:id/replan/apply': {
    params: id((w) => w.project),
    body: () => ({ fingerprint: 'stale' }),
  },
};
