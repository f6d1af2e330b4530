// How the matrix calls the badge scanner's routes (see requests.ts): in the world's project, the
// scanner checks the world's buyer in, searches for them and lists their own recent scans.
import type { Recipe } from './requests.ts';
import { id } from './world.ts';

const project = id((w) => w.project);

export const BADGE_SCAN_RECIPES: Record<string, Recipe> = {
  'POST /api/projects/:id/badge-scans': { params: project, body: (_w, p) => ({ user_id: p.buyer.id, method: 'scan' }) },
  'GET /api/projects/:id/badge-scans': { params: project },
  'GET /api/projects/:id/badge-scans/people': { params: project, query: () => ({ q: 'Matrix' }) },
};
