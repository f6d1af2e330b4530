// How the matrix calls each route: which record of the world each path parameter names, and a
// query and body that pass validation, so that the answer is about the caller, never a 400
// validation_failed hiding a missing check. Routes without an entry are called bare.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  accountTokens,
  calendarFeeds,
  companyExclusions,
  emailOutbox,
  meetings,
  meetingTables,
  noticePreferences,
  profiles,
  transactions,
} from '../../db/schema.ts';
import type { SignedInCaller } from '../../routes/access-rules.ts';
import { pdfBytes } from '../attachment-factories.ts';
import type { TestApp } from '../harness.ts';
import { multipartForm } from '../voice-note-factories.ts';
import { ANNOUNCEMENT_RECIPES } from './announcement-requests.ts';
import { API_TOKEN_RECIPES } from './api-token-requests.ts';
import { BACKGROUND_JOB_RECIPES } from './background-job-requests.ts';
import { BADGE_SCAN_RECIPES } from './badge-scan-requests.ts';
import { CONVERSATION_RECIPES } from './conversation-requests.ts';
import { IMPROVE_RECIPES } from './improve-requests.ts';
import { MEETING_SIGNAL_RECIPES } from './meeting-signal-requests.ts';
import { PLAN_CONSTRAINT_RECIPES } from './plan-constraint-requests.ts';
import { PUSH_RECIPES } from './push-requests.ts';
import { VENUE_RECIPES } from './venue-requests.ts';
import { WEBHOOK_RECIPES } from './webhook-requests.ts';
import { id, type People, type World } from './world.ts';

type Caller = SignedInCaller | 'anonymous';

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

const meetingIn = (status: 'scheduled' | 'cancelled') => (app: TestApp, w: World) =>
  app.db.update(meetings).set({ status }).where(eq(meetings.id, w.meeting.id));
const dealIn = (status: 'proposed' | 'agreed') => (app: TestApp, w: World) =>
  app.db.update(transactions).set({ status }).where(eq(transactions.id, w.deal.id));

// Nothing of the world may be moved by it: the dates are those of the world's project.
const projectBody = { name: 'Matrix Expo', start_date: '2030-05-01', end_date: '2030-05-03' };

/** A deal each caller may register: buyers with the seller, sellers and admins with the buyer. */
function dealBody(w: World, p: People, caller: Caller) {
  const seller = caller === 'seller' || caller === 'seller2';
  return {
    project_id: w.project.id,
    counterparty_id: seller || caller === 'admin' ? p.buyer.id : p.seller.id,
    seller_id: caller === 'admin' ? p.seller.id : undefined,
    product_service: 'Matcha',
    estimated_value: 500,
  };
}

/** An import of one person who is new each time. */
const importBody = () => ({
  headers: ['E-mail', 'Name', 'Role'],
  columns: ['email', 'full_name', 'role'],
  rows: [[`imported-${randomBytes(4).toString('hex')}@example.test`, 'Imported', 'buyer']],
});

/** A one-time link of the spare seller, open again before each call. */
const MATRIX_TOKEN = 'matrix-link-0123456789abcdefghijklmnopqrstuv';
const openLinkForSpare = async (app: TestApp, w: World) => {
  const id = createHash('sha256').update(MATRIX_TOKEN).digest('base64url');
  await app.db.delete(accountTokens).where(eq(accountTokens.id, id));
  await app.db
    .insert(accountTokens)
    .values({ id, userId: w.spare.id, purpose: 'invitation', expiresAt: new Date(Date.now() + 3600_000) });
};

/** The spare person's unsubscribe token, made before each call. */
const MATRIX_UNSUBSCRIBE = 'matrix-unsubscribe-token';
const unsubscribeLinkForSpare = async (app: TestApp, w: World) => {
  await app.db.delete(noticePreferences).where(eq(noticePreferences.unsubscribeToken, MATRIX_UNSUBSCRIBE));
  await app.db
    .insert(noticePreferences)
    .values({ userId: w.spare.id, unsubscribeToken: MATRIX_UNSUBSCRIBE })
    .onConflictDoUpdate({ target: noticePreferences.userId, set: { unsubscribeToken: MATRIX_UNSUBSCRIBE } });
};
const unsubscribeLink: Recipe = {
  params: () => ({ token: MATRIX_UNSUBSCRIBE }),
  query: () => ({ kind: 'meetings' }),
  prepare: unsubscribeLinkForSpare,
};

/**
 * A calendar feed secret of the volunteer, made again before each call. The feed is public: its
 * secret is the key, whoever calls. The volunteer has no meetings, so no answer names a record.
 */
const MATRIX_FEED_SECRET = 'matrix-feed-0123456789abcdefghijklmnopqrstuvw';
const feedOfVolunteer = async (app: TestApp, w: World) => {
  const tokenHash = createHash('sha256').update(MATRIX_FEED_SECRET).digest('base64url');
  await app.db.delete(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  await app.db
    .insert(calendarFeeds)
    .values({ userId: w.assignment.volunteerId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash } });
};

/** A failed outbox message, failed again before each call. */
const MATRIX_MESSAGE = '6d61696c-0000-4000-8000-000000000001';
const failedMessage = async (app: TestApp) => {
  await app.db.delete(emailOutbox).where(eq(emailOutbox.id, MATRIX_MESSAGE));
  await app.db.insert(emailOutbox).values({
    id: MATRIX_MESSAGE,
    kind: 'invitation',
    toEmail: 'matrix@example.test',
    locale: 'en',
    fromName: 'Matrix',
    subject: 'Matrix',
    textBody: 'Matrix',
    htmlBody: '<p>Matrix</p>',
    status: 'failed',
  });
};

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

export const RECIPES: Record<string, Recipe> = {
  ...ANNOUNCEMENT_RECIPES,
  ...API_TOKEN_RECIPES,
  ...BACKGROUND_JOB_RECIPES,
  ...BADGE_SCAN_RECIPES,
  ...CONVERSATION_RECIPES,
  ...IMPROVE_RECIPES,
  ...PUSH_RECIPES,
  ...MEETING_SIGNAL_RECIPES,
  ...PLAN_CONSTRAINT_RECIPES,
  ...VENUE_RECIPES,
  ...WEBHOOK_RECIPES,
  'POST /api/auth/sign-up': {
    body: () => ({
      email: `new-${randomBytes(4).toString('hex')}@example.test`,
      password: 'secret-pass',
      full_name: 'New',
    }),
  },
  'POST /api/auth/sign-in': { body: (_w, p) => ({ email: p.volunteer2.email, password: 'secret-pass' }) },
  'POST /api/auth/sign-out': { endsSession: true },
  'POST /api/auth/forgot-password': { body: (_w, p) => ({ email: p.volunteer2.email }) },
  'GET /api/auth/tokens/:token': { params: () => ({ token: MATRIX_TOKEN }), prepare: openLinkForSpare },
  'POST /api/auth/set-password': {
    body: () => ({ token: MATRIX_TOKEN, password: 'secret-pass' }),
    prepare: openLinkForSpare,
  },
  'PUT /api/profile/locale': { body: () => ({ locale: 'en' }) },
  'PUT /api/notices/preferences': { body: () => ({ meetings: 'digest' }) },
  'GET /api/notices/unsubscribe/:token': unsubscribeLink,
  'POST /api/notices/unsubscribe/:token': unsubscribeLink,
  'GET /api/calendar/:token.ics': { params: () => ({ token: MATRIX_FEED_SECRET }), prepare: feedOfVolunteer },
  'GET /api/meetings/:id/calendar.ics': { params: id((w) => w.meeting) },
  'GET /api/admin/outbox/:id': { params: () => ({ id: MATRIX_MESSAGE }), prepare: failedMessage },
  'POST /api/admin/outbox/:id/retry': { params: () => ({ id: MATRIX_MESSAGE }), prepare: failedMessage },
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
  'GET /api/projects/:id/participants/export': { params: id((w) => w.project) },
  'GET /api/projects/:id/agenda': { params: id((w) => w.project), query: (_w, p) => ({ user: p.buyer.id }) },
  'GET /api/projects/:id/agenda/pdf': {
    params: id((w) => w.project),
    query: (_w, p) => ({ user: p.buyer.id, lang: 'ko' }),
  },
  'GET /api/projects/:id/agendas/pdf': { params: id((w) => w.project), query: () => ({ day: '2030-05-01' }) },
  'GET /api/projects/:id/badges/pdf': { params: id((w) => w.project) },
  'GET /api/projects/:id/availability': { params: id((w) => w.project), query: (_w, p) => ({ user: p.buyer.id }) },
  // A slot of the buyer's without a meeting; marking it again is a no-op.
  'PUT /api/projects/:id/availability': {
    params: id((w) => w.project),
    body: (_w, p) => ({ user_id: p.buyer.id, date: '2030-05-02', slot_numbers: [8], available: false }),
  },
  'GET /api/projects/:id/exports/:dataset': { params: (w) => ({ id: w.project.id, dataset: 'meetings' }) },
  'GET /api/projects/:id/report': { params: id((w) => w.project) },
  'GET /api/projects/:id/report/pdf': { params: id((w) => w.project), query: () => ({ lang: 'en' }) },
  'POST /api/projects/:id/request-health/nudge': { params: id((w) => w.project) },
  'PUT /api/profile': {
    // The caller's own name and company again, so the people stay as the world expects them.
    body: (_w, p, caller) => {
      const me = caller === 'anonymous' ? p.buyer : p[caller];
      return { full_name: me.fullName, company_name: me.companyName, country: me.country };
    },
  },
  'POST /api/attachments': {
    form: () => multipartForm([{ name: 'file', file: pdfBytes(), filename: 'a.pdf', type: 'application/pdf' }]),
  },
  'GET /api/attachments/*': { params: (w) => ({ '*': w.attachmentKey }) },
  'DELETE /api/attachments/*': { params: (w) => ({ '*': w.attachmentKey }) },
  'GET /api/notifications/stream': { stream: true },
  'POST /api/notifications/:id/read': { params: id((w) => w.notification) },
  'DELETE /api/notifications/:id': { params: id((w) => w.notification) },

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
  'GET /api/projects/:id/schedule': { params: id((w) => w.project), query: () => ({ date: '2030-05-01' }) },
  'GET /api/projects/:id/schedule/choices': {
    params: id((w) => w.project),
    query: () => ({ date: '2030-05-01' }),
  },
  'POST /api/projects/:id/blocked-slots': {
    params: id((w) => w.project),
    body: () => ({ date: '2030-05-03', slot_number: 6, reason: 'Stage' }),
  },
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
  'DELETE /api/blocked-slots/:id': { params: id((w) => w.blocked) },

  'GET /api/contracts/:id': { params: id((w) => w.contract) },
  'POST /api/contracts': {
    body: (w, p) => ({
      title: 'Matrix supply',
      buyer_company: p.buyer.companyId,
      seller_company: p.seller.companyId,
      project_id: w.project.id,
      product_service: 'Tea',
      contract_date: '2030-05-02',
    }),
  },

  'POST /api/transactions': { body: dealBody },
  'POST /api/transactions/:id/agree': { params: id((w) => w.deal), prepare: dealIn('proposed') },
  'POST /api/transactions/:id/cancel': { params: id((w) => w.deal), prepare: dealIn('proposed') },
  'POST /api/transactions/:id/complete': { params: id((w) => w.deal) },

  'GET /api/people': { query: () => ({ role: 'seller' }) },
  'GET /api/people/:id': { params: (_w, p) => ({ id: p.seller.id }) },
  'GET /api/people/:id/categories': { params: (_w, p) => ({ id: p.seller.id }) },
  'POST /api/people': {
    body: () => ({ role: 'seller', full_name: 'Hired', email: `hired-${randomBytes(4).toString('hex')}@example.test` }),
  },
  'PUT /api/people/:id': { params: id((w) => w.spare), body: () => ({ full_name: 'Spare Seller Renamed' }) },
  'DELETE /api/people/:id': { params: id((w) => w.spare) },
  'PUT /api/currency-rates': { body: () => ({ rates: [{ currency: 'EUR', usd_rate: 1.1 }] }) },
  'POST /api/users/:id/deactivate': { params: id((w) => w.spare) },
  'POST /api/users/:id/activate': { params: id((w) => w.spare) },
};
