// How the matrix calls the conversation routes (see requests.ts): the world's thread of the buyer
// and the seller, the seller's message in it and the buyer's report of it.
import { pdfBytes } from '../attachment-factories.ts';
import { multipartForm } from '../voice-note-factories.ts';
import type { Recipe } from './requests.ts';
import type { World } from './world.ts';

const thread = (w: World) => ({ id: w.thread.id });
const message = (w: World) => ({ id: w.message.id });
const report = (w: World) => ({ id: w.report.id });

export const CONVERSATION_RECIPES: Record<string, Recipe> = {
  'GET /api/conversations': { query: (w) => ({ project_id: w.project.id }) },
  'GET /api/conversations/search': { query: () => ({ q: 'offer' }) },
  // Each participant opens their own help desk; the admin opens the buyer's.
  'POST /api/conversations': {
    body: (w, p, caller) =>
      caller === 'admin' ? { project_id: w.project.id, person_id: p.buyer.id } : { project_id: w.project.id },
  },
  'GET /api/conversations/:id': { params: thread },
  'POST /api/conversations/:id/read': { params: thread },
  'GET /api/conversations/:id/messages': { params: thread },
  'POST /api/conversations/:id/messages': { params: thread, body: () => ({ body: 'See you at A-12' }) },
  'POST /api/conversations/:id/files': {
    params: thread,
    form: () =>
      multipartForm([
        { name: 'body', value: 'Catalogue' },
        { name: 'file', file: pdfBytes(), filename: 'catalogue.pdf', type: 'application/pdf' },
      ]),
  },
  'POST /api/conversations/:id/block': { params: thread },
  'DELETE /api/conversations/:id/block': { params: thread },
  'PATCH /api/conversations/messages/:id': { params: message, body: () => ({ body: 'Our better offer' }) },
  'DELETE /api/conversations/messages/:id': { params: message },
  'GET /api/conversations/messages/:id/file': { params: message },
  'POST /api/conversations/messages/:id/report': { params: message, body: () => ({ reason: 'Rude' }) },
  'POST /api/conversations/reports/:id/hide': { params: report },
  'POST /api/conversations/reports/:id/warn': { params: report },
  'POST /api/conversations/reports/:id/dismiss': { params: report },
};
