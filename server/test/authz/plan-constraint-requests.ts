// How the matrix calls the routes of the organiser's asks of the auto-schedule (see requests.ts): a
// fixed meeting of buyer2 and the seller, and the buyer's meeting before buyer2's; the ones to add are
// cleared first and the ones to remove made first, so every call by an admin succeeds.
import { eq } from 'drizzle-orm';
import { fixedMeetings, meetingPrecedences } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import { id, type People, type World } from './world.ts';

const MATRIX_FIXED = '66697865-0000-4000-8000-000000000001';
const MATRIX_PRECEDENCE = '70726563-0000-4000-8000-000000000001';

const clearFixed = (app: TestApp, w: World) =>
  app.db.delete(fixedMeetings).where(eq(fixedMeetings.projectId, w.project.id));
const clearOrder = (app: TestApp, w: World) =>
  app.db.delete(meetingPrecedences).where(eq(meetingPrecedences.projectId, w.project.id));

export const PLAN_CONSTRAINT_RECIPES: Record<string, Recipe> = {
  'GET /api/projects/:id/plan-constraints': { params: id((w) => w.project) },
  'POST /api/projects/:id/fixed-meetings': {
    params: id((w) => w.project),
    prepare: clearFixed,
    body: (_w, p: People) => ({ buyer_id: p.buyer2.id, seller_id: p.seller.id, date: '2030-05-02', slot_number: 3 }),
  },
  'DELETE /api/projects/:id/fixed-meetings/:fixedId': {
    params: (w) => ({ id: w.project.id, fixedId: MATRIX_FIXED }),
    prepare: async (app, w) => {
      await clearFixed(app, w);
      await app.db.insert(fixedMeetings).values({
        id: MATRIX_FIXED,
        projectId: w.project.id,
        buyerId: w.otherMeeting.buyerId,
        sellerId: w.meeting.sellerId,
        meetingDate: '2030-05-02',
        startTime: '11:00',
      });
    },
  },
  'POST /api/projects/:id/precedences': {
    params: id((w) => w.project),
    prepare: clearOrder,
    body: (_w, p: People) => ({
      before: { buyer_id: p.buyer.id, seller_id: p.seller.id },
      after: { buyer_id: p.buyer2.id, seller_id: p.seller2.id },
    }),
  },
  'DELETE /api/projects/:id/precedences/:precedenceId': {
    params: (w) => ({ id: w.project.id, precedenceId: MATRIX_PRECEDENCE }),
    prepare: async (app, w) => {
      await clearOrder(app, w);
      await app.db.insert(meetingPrecedences).values({
        id: MATRIX_PRECEDENCE,
        projectId: w.project.id,
        beforeBuyerId: w.meeting.buyerId,
        beforeSellerId: w.meeting.sellerId,
        afterBuyerId: w.otherMeeting.buyerId,
        afterSellerId: w.otherMeeting.sellerId,
      });
    },
  },
};
