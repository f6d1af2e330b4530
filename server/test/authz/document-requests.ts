// How the matrix calls the routes that hand out a project's documents (see requests.ts): agendas
// and badges, the exports and the report.
import type { Recipe } from './requests.ts';
import { id } from './world.ts';

export const DOCUMENT_RECIPES: Record<string, Recipe> = {
  'GET /api/projects/:id/participants/export': { params: id((w) => w.project) },
  'GET /api/projects/:id/agenda': { params: id((w) => w.project), query: (_w, p) => ({ user: p.buyer.id }) },
  'GET /api/projects/:id/agenda/pdf': {
    params: id((w) => w.project),
    query: (_w, p) => ({ user: p.buyer.id, lang: 'ko' }),
  },
  'GET /api/projects/:id/agendas/pdf': { params: id((w) => w.project), query: () => ({ day: '2030-05-01' }) },
  'GET /api/projects/:id/badges/pdf': { params: id((w) => w.project) },
  'GET /api/projects/:id/exports/:dataset': { params: (w) => ({ id: w.project.id, dataset: 'meetings' }) },
  'GET /api/projects/:id/report': { params: id((w) => w.project) },
  'GET /api/projects/:id/report/pdf': { params: id((w) => w.project), query: () => ({ lang: 'en' }) },
};
