// How the matrix calls the routes of "improve further" (see requests.ts): the start names the grid's
// fingerprint as a preview would; reading and cancelling name a run started on the world's project
// (a short one: the app's close stops whatever still runs). Each first stops the runs earlier cases
// left running on other worlds' projects: a process runs only a few at once, and the next start
// would be refused as busy (503 planning_busy) whoever asked.
import { startImprovement, stopImprovements } from '../../services/auto-schedule/improvements.ts';
import { loadPlanState } from '../../services/auto-schedule/load-input.ts';
import { plannableProject } from '../../services/plannable-project.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import type { World } from './world.ts';

let fingerprint = '';
let runId = '';

const stateOf = async (app: TestApp, w: World) =>
  loadPlanState(app.db, await plannableProject(app.db, w.project.id), new Date());

const withRun = async (app: TestApp, w: World) => {
  stopImprovements(app.bus);
  const state = await stateOf(app, w);
  runId = startImprovement(app.bus, { projectId: w.project.id, adminId: w.project.id, state, limitSeconds: 5 }).id;
};

export const IMPROVE_RECIPES: Record<string, Recipe> = {
  'POST /api/projects/:id/auto-schedule/improve': {
    params: (w) => ({ id: w.project.id }),
    prepare: async (app, w) => {
      stopImprovements(app.bus);
      fingerprint = (await stateOf(app, w)).fingerprint;
    },
    body: () => ({ fingerprint, seconds: 5 }),
  },
  'GET /api/projects/:id/auto-schedule/improve/:runId': {
    params: (w) => ({ id: w.project.id, runId }),
    prepare: withRun,
  },
  'POST /api/projects/:id/auto-schedule/improve/:runId/cancel': {
    params: (w) => ({ id: w.project.id, runId }),
    prepare: withRun,
  },
};
