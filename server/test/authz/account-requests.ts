// How the matrix calls the routes of a person's own account (see requests.ts): signing up, in and
// out, the one-time links and unsubscribe links made for the spare people, the profile, notice
// preferences, the calendar feed, attachments and notifications.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountTokens, calendarFeeds, noticePreferences } from '../../db/schema.ts';
import { pdfBytes } from '../attachment-factories.ts';
import type { TestApp } from '../harness.ts';
import { multipartForm } from '../voice-note-factories.ts';
import type { Recipe } from './requests.ts';
import { id, type World } from './world.ts';

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

export const ACCOUNT_RECIPES: Record<string, Recipe> = {
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
};
