// How the matrix calls the routes of matchmaking (see requests.ts): meeting requests and the
// organiser's requests on a participant's behalf, kept-apart companies, recommendations and match
// counts.
import { eq, inArray } from 'drizzle-orm';
import { companyExclusions, profiles } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import { meetingIn } from './meetings-requests.ts';
import type { Recipe } from './requests.ts';
import { id, type World } from './world.ts';

/** An exclusion of the companies of the others' meeting (buyer2, seller2), made again before each call. */
const MATRIX_EXCLUSION = '6578636c-0000-4000-8000-000000000001';
const exclusionOfSeconds = async (app: TestApp, w: World) => {
  const rows = await app.db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(inArray(profiles.id, [w.otherMeeting.buyerId, w.otherMeeting.sellerId]));
  const [a, b] = rows.map((r) => r.companyId as string).sort();
  await app.db.delete(companyExclusions).where(eq(companyExclusions.id, MATRIX_EXCLUSION));
  await app.db
    .insert(companyExclusions)
    .values({ id: MATRIX_EXCLUSION, projectId: w.project.id, companyA: a, companyB: b });
};

export const MATCHMAKING_RECIPES: Record<string, Recipe> = {
  'GET /api/meeting-requests/counterparts': { query: (w) => ({ project: w.project.id }) },
  'POST /api/meeting-requests': {
    body: (w, p) => ({
      project_id: w.project.id,
      target_id: p.buyer.id,
      preferred_date: '2030-05-02',
      preferred_time_start: '13:00',
      preferred_time_end: '14:00',
    }),
  },
  // Approving makes the pair's meeting: their first one must be out of the way.
  'POST /api/meeting-requests/:id/approve': { params: id((w) => w.request), prepare: meetingIn('cancelled') },
  'POST /api/meeting-requests/:id/reject': {
    params: id((w) => w.request),
    body: () => ({ decline_reason: 'no_time', reason: 'Fully booked' }),
  },
  'POST /api/meeting-requests/:id/cancel': { params: id((w) => w.request) },
  // The organiser keeps the buyer's and the seller's companies apart; the one to remove is made first.
  'GET /api/projects/:id/exclusions': { params: id((w) => w.project) },
  'GET /api/projects/:id/exclusions/companies': { params: id((w) => w.project), query: () => ({ q: 'Matrix' }) },
  'POST /api/projects/:id/exclusions': {
    params: id((w) => w.project),
    body: (_w, p) => ({ company_a: p.buyer.companyId, company_b: p.seller.companyId }),
  },
  'DELETE /api/projects/:id/exclusions/:exclusionId': {
    params: (w) => ({ id: w.project.id, exclusionId: MATRIX_EXCLUSION }),
    prepare: exclusionOfSeconds,
  },
  // Recommendations: each buyer or seller their own; a dismissal names the world's seller.
  'GET /api/projects/:id/recommendations': { params: id((w) => w.project), query: () => ({ limit: '5' }) },
  'POST /api/projects/:id/recommendations/:personId/dismiss': {
    params: (w, p) => ({ id: w.project.id, personId: p.seller.id }),
  },
  'DELETE /api/projects/:id/recommendations/:personId/dismiss': {
    params: (w, p) => ({ id: w.project.id, personId: p.seller.id }),
  },
  'GET /api/projects/:id/match-counts': { params: id((w) => w.project) },
  // The organiser acting for a participant: seller2 asks the buyer (they have not met); the world's
  // request is accepted (its pair's meeting cancelled first) or declined for the buyer.
  'GET /api/projects/:id/requests-on-behalf': { params: id((w) => w.project) },
  'POST /api/projects/:id/requests-on-behalf': {
    params: id((w) => w.project),
    body: (_w, p) => ({
      requester_id: p.seller2.id,
      target_id: p.buyer.id,
      preferred_date: '2030-05-02',
      preferred_time_start: '13:00',
      preferred_time_end: '14:00',
    }),
  },
  'POST /api/projects/:id/requests-on-behalf/approve-many': {
    params: id((w) => w.project),
    body: (w) => ({ ids: [w.request.id] }),
    prepare: meetingIn('cancelled'),
  },
  'POST /api/projects/:id/requests-on-behalf/:requestId/approve': {
    params: (w) => ({ id: w.project.id, requestId: w.request.id }),
    prepare: meetingIn('cancelled'),
  },
  'POST /api/projects/:id/requests-on-behalf/:requestId/reject': {
    params: (w) => ({ id: w.project.id, requestId: w.request.id }),
    body: () => ({ decline_reason: 'no_time' }),
  },
};
