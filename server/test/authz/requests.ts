// How the matrix calls each route: which record of the world each path parameter names, and a
// query and body that pass validation, so that the answer is about the caller, never a 400
// validation_failed hiding a missing check. Routes without an entry are called bare. The recipes
// are kept by subject, one file each (`<subject>-requests.ts`); this file gathers them.
import type { Caller } from '../../routes/access-rules.ts';
import type { TestApp } from '../harness.ts';
import { ACCOUNT_RECIPES } from './account-requests.ts';
import { ADMIN_RECIPES } from './admin-requests.ts';
import { ANNOUNCEMENT_RECIPES } from './announcement-requests.ts';
import { API_TOKEN_RECIPES } from './api-token-requests.ts';
import { BACKGROUND_JOB_RECIPES } from './background-job-requests.ts';
import { BADGE_SCAN_RECIPES } from './badge-scan-requests.ts';
import { CONVERSATION_RECIPES } from './conversation-requests.ts';
import { DEAL_RECIPES } from './deal-requests.ts';
import { DOCUMENT_RECIPES } from './document-requests.ts';
import { IMPROVE_RECIPES } from './improve-requests.ts';
import { MATCHMAKING_RECIPES } from './matchmaking-requests.ts';
import { MEETING_SIGNAL_RECIPES } from './meeting-signal-requests.ts';
import { MEETINGS_RECIPES } from './meetings-requests.ts';
import { PLAN_CONSTRAINT_RECIPES } from './plan-constraint-requests.ts';
import { PROJECT_RECIPES } from './project-requests.ts';
import { PUSH_RECIPES } from './push-requests.ts';
import { SCHEDULE_RECIPES } from './schedule-requests.ts';
import { VENUE_RECIPES } from './venue-requests.ts';
import { WEBHOOK_RECIPES } from './webhook-requests.ts';
import type { People, World } from './world.ts';

export interface Recipe {
  params?: (w: World, p: People) => Record<string, string>;
  query?: (w: World, p: People) => Record<string, string>;
  body?: (w: World, p: People, caller: Caller) => unknown;
  /** A multipart/form-data (or other raw) body instead of JSON. */
  form?: (w: World) => { payload: Buffer; headers: Record<string, string> };
  /** Puts the world's records in the state the route acts on. */
  prepare?: (app: TestApp, w: World) => Promise<unknown>;
  /** Server-sent events: the answer never ends, so only its status is read. */
  stream?: true;
  /** The call ends the caller's session: a new one is made after it. */
  endsSession?: true;
}

const SUBJECTS: Record<string, Recipe>[] = [
  ACCOUNT_RECIPES,
  ADMIN_RECIPES,
  ANNOUNCEMENT_RECIPES,
  API_TOKEN_RECIPES,
  BACKGROUND_JOB_RECIPES,
  BADGE_SCAN_RECIPES,
  CONVERSATION_RECIPES,
  DEAL_RECIPES,
  DOCUMENT_RECIPES,
  IMPROVE_RECIPES,
  MATCHMAKING_RECIPES,
  MEETING_SIGNAL_RECIPES,
  MEETINGS_RECIPES,
  PLAN_CONSTRAINT_RECIPES,
  PROJECT_RECIPES,
  PUSH_RECIPES,
  SCHEDULE_RECIPES,
  VENUE_RECIPES,
  WEBHOOK_RECIPES,
];

/** Every recipe by its route; a route given by two subjects is a mistake, found at once. */
export const RECIPES: Record<string, Recipe> = {};
for (const subject of SUBJECTS) {
  for (const [route, recipe] of Object.entries(subject)) {
    if (RECIPES[route]) throw new Error(`Two recipes for ${route} in server/test/authz`);
    RECIPES[route] = recipe;
  }
}
