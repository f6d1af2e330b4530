// How the matrix calls the routes of a project and its people (see requests.ts): the project
// itself and its matchmaking settings, participants, invitations, the spreadsheet import and
// nudging unanswered requests.
import { randomBytes } from 'node:crypto';
import type { Recipe } from './requests.ts';
import { id } from './world.ts';

// Nothing of the world may be moved by it: the dates are those of the world's project.
const projectBody = { name: 'Matrix Expo', start_date: '2030-05-01', end_date: '2030-05-03' };

/** An import of one person who is new each time. */
const importBody = () => ({
  headers: ['E-mail', 'Name', 'Role'],
  columns: ['email', 'full_name', 'role'],
  rows: [[`imported-${randomBytes(4).toString('hex')}@example.test`, 'Imported', 'buyer']],
});

export const PROJECT_RECIPES: Record<string, Recipe> = {
  'POST /api/projects': { body: () => projectBody },
  'GET /api/projects/:id': { params: id((w) => w.project) },
  'PUT /api/projects/:id': { params: id((w) => w.project), body: () => projectBody },
  // The defaults again, so no later call meets other request settings.
  'PUT /api/projects/:id/matchmaking': {
    params: id((w) => w.project),
    body: () => ({
      categories: ['Matrix'],
      pending_request_cap: 10,
      request_expiry_days: 7,
      max_meetings_per_day: null,
    }),
  },
  'DELETE /api/projects/:id': { params: id((w) => w.project) },
  'GET /api/projects/:id/participants': { params: id((w) => w.project) },
  'PUT /api/projects/:id/participants': {
    params: id((w) => w.project),
    body: (_w, p) => ({ add: [{ user_id: p.outsider.id, role: 'buyer' }] }),
  },
  'GET /api/projects/:id/candidates': { params: id((w) => w.project), query: () => ({ role: 'buyer' }) },
  'DELETE /api/projects/:id/participants/:participantId': {
    params: (w) => ({ id: w.project.id, participantId: w.buyer2Participant.id }),
  },
  'POST /api/projects/:id/invitations': { params: id((w) => w.project), body: () => ({}) },
  'POST /api/projects/:id/import/parse': {
    params: id((w) => w.project),
    form: () => ({
      payload: Buffer.from('E-mail,Name\r\nnew@example.test,New\r\n'),
      headers: { 'content-type': 'text/csv' },
    }),
  },
  'POST /api/projects/:id/import/preview': { params: id((w) => w.project), body: importBody },
  'POST /api/projects/:id/import/apply': { params: id((w) => w.project), body: importBody },
  'POST /api/projects/:id/request-health/nudge': { params: id((w) => w.project) },
};
