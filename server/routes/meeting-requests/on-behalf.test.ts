// The organiser acting on behalf of a participant (docs/rules.md#acting-on-behalf): sending for a
// buyer or seller, accepting or declining for the target, accepting many at once. The participant's
// own rules still hold, the request records who acted, and the person acted for is told.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyExclusions, meetingRequests, meetings } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  makeUser,
  notificationsOf,
  signedIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest, meetingsOfProject, requestBody, requestRow } from '../../test/meeting-request-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Fx = Awaited<ReturnType<typeof event>>;
const event = (project = {}) => eventFixture(app, { buyers: 3, sellers: 2, interpreters: 1, project });

/** The body of a request sent for `requester` to `target`. */
const forBody = (requester: { id: string }, target: { id: string }, overrides: Record<string, unknown> = {}) => {
  const { project_id: _, ...fields } = requestBody('', target.id, overrides);
  return { ...fields, requester_id: requester.id };
};

const sendFor = (fx: Fx, requester: { id: string }, target: { id: string }, overrides = {}, cookie = fx.admin.cookie) =>
  call(app, 'POST', `/api/projects/${fx.project.id}/requests-on-behalf`, {
    cookie,
    body: forBody(requester, target, overrides),
  });

const answerFor = (fx: Fx, id: string, action: 'approve' | 'reject', body: unknown = {}, cookie = fx.admin.cookie) =>
  call(app, 'POST', `/api/projects/${fx.project.id}/requests-on-behalf/${id}/${action}`, { cookie, body });

const approveMany = (fx: Fx, ids: string[], cookie = fx.admin.cookie) =>
  call(app, 'POST', `/api/projects/${fx.project.id}/requests-on-behalf/approve-many`, { cookie, body: { ids } });

const noticeOf = async (userId: string, titleKey: string) =>
  (await notificationsOf(app, userId)).filter((n) => n.titleKey === titleKey);

describe('sending for a participant', () => {
  it('the request is the buyer’s, sent_by records the organiser; the seller is asked, the buyer told', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    const res = await sendFor(fx, buyer, seller, { preferred_time_start: '11:00' });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      status: 'pending',
      requester: { id: buyer.id },
      requester_role: 'buyer',
      target: { id: seller.id },
      target_role: 'seller',
      preferred_time_start: '11:00',
      sent_by: { id: fx.admin.profile.id, full_name: fx.admin.profile.fullName },
      answered_by: null,
    });
    expect(await requestRow(app, sent.id)).toMatchObject({ requesterId: buyer.id, sentBy: fx.admin.profile.id });
    const [asked] = await noticeOf(seller.id, 'notifications.request.received.title');
    expect(asked.params).toMatchObject({ name: buyer.profile.companyName });
    const [told] = await noticeOf(buyer.id, 'notifications.request.onBehalfSent.title');
    expect(told).toMatchObject({
      type: 'info',
      messageKey: 'notifications.request.onBehalfSent.message',
      link: '/meeting-requests?filter=sent',
    });
    expect(told.params).toMatchObject({ name: seller.profile.companyName, time: '11:00', project: fx.project.name });
    // The buyer's own list shows who sent it for them.
    const mine = await call(app, 'GET', '/api/meeting-requests?filter=sent', { cookie: buyer.cookie });
    expect(mine.json()).toEqual([expect.objectContaining({ id: sent.id, sent_by: sent.sent_by })]);
  });

  it('a seller too, to a buyer', async () => {
    const fx = await event();
    const res = await sendFor(fx, fx.sellers[1], fx.buyers[2]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requester_role: 'seller', target_role: 'buyer' });
  });

  it('the participant’s rules hold: who takes part, the opposite role, already met', async () => {
    const fx = await event();
    const [buyer, buyer2] = fx.buyers;
    const [seller] = fx.sellers;
    const outsider = await signedIn(app, 'buyer');
    const refusals: [unknown, unknown, number, string][] = [
      [outsider.profile, seller, 400, 'not_participant'],
      [fx.interpreters[0], seller, 400, 'not_participant'],
      [fx.admin.profile, seller, 400, 'not_participant'],
      [buyer, buyer2, 400, 'invalid_counterpart'],
      [buyer, outsider.profile, 400, 'invalid_counterpart'],
    ];
    for (const [from, to, status, code] of refusals) {
      const res = await sendFor(fx, from as { id: string }, to as { id: string });
      expect([res.statusCode, res.json().error.code]).toEqual([status, code]);
    }
    await makeMeeting(app, { projectId: fx.project.id, buyerId: buyer.id, sellerId: seller.id });
    const met = await sendFor(fx, buyer, seller);
    expect([met.statusCode, met.json().error.code]).toEqual([409, 'already_met']);
    const closed = await makeProject(app, { status: 'completed' });
    const elsewhere = await call(app, 'POST', `/api/projects/${closed.id}/requests-on-behalf`, {
      cookie: fx.admin.cookie,
      body: forBody(buyer, seller),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(await app.db.select().from(meetingRequests).where(eq(meetingRequests.projectId, fx.project.id))).toEqual([]);
  });

  it('one company never asks itself (same_company)', async () => {
    const fx = await event();
    const twin = await makeUser(app, { role: 'seller', companyName: fx.buyers[0].profile.companyName });
    await addParticipant(app, fx.project.id, { id: twin.profile.id, role: 'seller' });
    const res = await sendFor(fx, fx.buyers[0], twin.profile);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'same_company']);
  });

  it('two companies the organiser keeps apart are not asked (excluded_pair)', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    const ids = [buyer.profile.companyId, seller.profile.companyId] as string[];
    expect(ids.every(Boolean)).toBe(true);
    const [a, b] = ids.sort();
    await app.db.insert(companyExclusions).values({ projectId: fx.project.id, companyA: a, companyB: b });
    const res = await sendFor(fx, buyer, seller);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'excluded_pair']);
  });

  it('the pending cap counts requests sent for them like their own', async () => {
    const fx = await event({ pendingRequestCap: 2 });
    const [buyer] = fx.buyers;
    await makeRequest(app, buyer, fx.project.id, fx.sellers[0]);
    expect((await sendFor(fx, buyer, fx.sellers[1])).statusCode).toBe(201);
    const third = await sendFor(fx, buyer, fx.sellers[1], { preferred_time_start: '15:00' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'pending_request_cap', details: { cap: 2 } });
    const pending = await app.db
      .select()
      .from(meetingRequests)
      .where(and(eq(meetingRequests.requesterId, buyer.id), eq(meetingRequests.status, 'pending')));
    expect(pending).toHaveLength(2);
    // Nothing of the refused one was stored: no notice either.
    expect(await noticeOf(buyer.id, 'notifications.request.onBehalfSent.title')).toHaveLength(1);
  });

  it('only admins: participants 403, signed-out 401, an unknown project 404', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const own = await sendFor(fx, buyer, fx.sellers[0], {}, buyer.cookie);
    expect(own.statusCode).toBe(403);
    const anonymous = await sendFor(fx, buyer, fx.sellers[0], {}, '');
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(app, 'POST', '/api/projects/00000000-0000-4000-8000-000000000000/requests-on-behalf', {
      cookie: fx.admin.cookie,
      body: forBody(buyer, fx.sellers[0]),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('answering for the target', () => {
  it('accepting: the meeting is made, answered_by and answered_at record it; both sides are told', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    const id = await makeRequest(app, buyer, fx.project.id, seller, { preferred_time_start: '10:00' });
    const before = Date.now();
    const res = await answerFor(fx, id, 'approve');
    expect(res.statusCode).toBe(200);
    const approved = res.json();
    expect(approved).toMatchObject({
      status: 'approved',
      meeting_id: expect.any(String),
      sent_by: null,
      answered_by: { id: fx.admin.profile.id, full_name: fx.admin.profile.fullName },
    });
    expect(Date.parse(approved.answered_at)).toBeGreaterThanOrEqual(before - 5_000);
    const [meeting] = await meetingsOfProject(app, fx.project.id);
    expect(meeting).toMatchObject({
      id: approved.meeting_id,
      buyerId: buyer.id,
      sellerId: seller.id,
      startTime: '10:00:00',
      createdBy: fx.admin.profile.id,
    });
    expect(await requestRow(app, id)).toMatchObject({ answeredBy: fx.admin.profile.id });
    expect(await noticeOf(buyer.id, 'notifications.request.approved.title')).toHaveLength(1);
    const [told] = await noticeOf(seller.id, 'notifications.request.onBehalfApproved.title');
    expect(told).toMatchObject({ type: 'success', link: `/meetings/${meeting.id}` });
    expect(told.params).toMatchObject({ name: buyer.profile.companyName });
    // The seller's own list names the organiser who answered for them.
    const mine = await call(app, 'GET', '/api/meeting-requests?filter=received', { cookie: seller.cookie });
    expect(mine.json()[0]).toMatchObject({ id, answered_by: { id: fx.admin.profile.id } });
  });

  it('declining with a reason: rejected, the reason and who answered stored; both sides are told', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    const id = await makeRequest(app, seller, fx.project.id, buyer);
    const res = await answerFor(fx, id, 'reject', { decline_reason: 'no_time' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      decline_reason: 'no_time',
      answered_by: { id: fx.admin.profile.id },
      answered_at: expect.any(String),
    });
    expect(await requestRow(app, id)).toMatchObject({
      status: 'rejected',
      declineReason: 'no_time',
      answeredBy: fx.admin.profile.id,
    });
    expect(await noticeOf(seller.id, 'notifications.request.rejected.title')).toHaveLength(1);
    const [told] = await noticeOf(buyer.id, 'notifications.request.onBehalfDeclined.title');
    expect(told).toMatchObject({ type: 'warning', link: '/meeting-requests?filter=received' });
    expect(told.params).toMatchObject({ name: seller.profile.companyName });
    expect(await meetingsOfProject(app, fx.project.id)).toEqual([]);
  });

  it('declining as "other" needs the words; the note is kept', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const bare = await answerFor(fx, id, 'reject', { decline_reason: 'other' });
    expect([bare.statusCode, bare.json().error.code]).toEqual([400, 'validation_failed']);
    const unknown = await answerFor(fx, id, 'reject', { decline_reason: 'rude' });
    expect(unknown.statusCode).toBe(400);
    const res = await answerFor(fx, id, 'reject', { decline_reason: 'other', reason: 'They changed their plans' });
    expect(res.json()).toMatchObject({ decline_reason: 'other', rejection_reason: 'They changed their plans' });
  });

  it('the rules hold: once answered 409, already met 409, another project’s request 404', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    const id = await makeRequest(app, buyer, fx.project.id, seller);
    expect((await answerFor(fx, id, 'reject', { decline_reason: 'not_relevant' })).statusCode).toBe(200);
    for (const action of ['approve', 'reject'] as const) {
      const again = await answerFor(fx, id, action, { decline_reason: 'no_time' });
      expect([again.statusCode, again.json().error.code]).toEqual([409, 'invalid_transition']);
    }
    const second = await makeRequest(app, buyer, fx.project.id, fx.sellers[1]);
    await makeMeeting(app, { projectId: fx.project.id, buyerId: buyer.id, sellerId: fx.sellers[1].id });
    const met = await answerFor(fx, second, 'approve');
    expect([met.statusCode, met.json().error.code]).toEqual([409, 'already_met']);
    expect((await requestRow(app, second)).status).toBe('pending');
    const other = await event();
    const theirs = await makeRequest(app, other.buyers[0], other.project.id, other.sellers[0]);
    expect((await answerFor(fx, theirs, 'approve')).statusCode).toBe(404);
    expect((await answerFor(fx, theirs, 'reject', { decline_reason: 'no_time' })).statusCode).toBe(404);
    expect((await requestRow(app, theirs)).status).toBe('pending');
  });

  it('only admins: the target and others are turned away (403) and nothing changes', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    for (const who of [fx.sellers[0], fx.buyers[0], fx.buyers[1], fx.interpreters[0]]) {
      expect((await answerFor(fx, id, 'approve', {}, who.cookie)).statusCode).toBe(403);
      expect((await answerFor(fx, id, 'reject', { decline_reason: 'no_time' }, who.cookie)).statusCode).toBe(403);
      expect((await approveMany(fx, [id], who.cookie)).statusCode).toBe(403);
    }
    expect((await requestRow(app, id)).status).toBe('pending');
  });
});

describe('accepting many at once', () => {
  it('each id on its own: approved ones stay approved when others are refused', async () => {
    // One day of two slots: the seller can take two meetings, the third finds no free slot.
    const fx = await event({ startDate: '2030-06-01', endDate: '2030-06-01', dailyMeetLimit: 2 });
    const [b1, b2, b3] = fx.buyers;
    const [s1] = fx.sellers;
    const at = { preferred_date: '2030-06-01' };
    const first = await makeRequest(app, b1, fx.project.id, s1, at);
    const second = await makeRequest(app, b2, fx.project.id, s1, at);
    const third = await makeRequest(app, b3, fx.project.id, s1, at);
    const answered = await makeRequest(app, b1, fx.project.id, fx.sellers[1], at);
    expect((await answerFor(fx, answered, 'reject', { decline_reason: 'no_time' })).statusCode).toBe(200);
    const other = await event();
    const elsewhere = await makeRequest(app, other.buyers[0], other.project.id, other.sellers[0]);

    const res = await approveMany(fx, [first, answered, second, third, elsewhere]);
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { id: string; ok: boolean; code: string | null; request: unknown }[];
    expect(results.map((r) => [r.id, r.ok, r.code])).toEqual([
      [first, true, null],
      [answered, false, 'invalid_transition'],
      [second, true, null],
      [third, false, 'no_free_slot'],
      [elsewhere, false, 'not_found'],
    ]);
    expect(results[0].request).toMatchObject({ status: 'approved', answered_by: { id: fx.admin.profile.id } });
    expect(results[1].request).toBeNull();

    const rows = await app.db.select().from(meetingRequests).where(eq(meetingRequests.projectId, fx.project.id));
    const statusOf = (id: string) => rows.find((r) => r.id === id)?.status;
    expect([statusOf(first), statusOf(second), statusOf(third)]).toEqual(['approved', 'approved', 'pending']);
    const made = await app.db.select().from(meetings).where(eq(meetings.projectId, fx.project.id));
    expect(made.map((m) => m.buyerId).sort()).toEqual([b1.id, b2.id].sort());
    expect((await requestRow(app, elsewhere)).status).toBe('pending');
    // Told once per approved request, nobody for the refused ones.
    expect(await noticeOf(s1.id, 'notifications.request.onBehalfApproved.title')).toHaveLength(2);
    expect(await noticeOf(b3.id, 'notifications.request.approved.title')).toHaveLength(0);
  });

  it('the list is bounded and each id appears once (400)', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    expect((await approveMany(fx, [id, id])).statusCode).toBe(400);
    expect((await approveMany(fx, [])).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await approveMany(fx, many)).statusCode).toBe(400);
    expect((await requestRow(app, id)).status).toBe('pending');
  });
});

describe('the project’s requests, as the organiser sees them', () => {
  it('all of the project, or those a person sent or received, or of a status', async () => {
    const fx = await event();
    const [b1, b2] = fx.buyers;
    const [s1, s2] = fx.sellers;
    const a = await makeRequest(app, b1, fx.project.id, s1);
    const b = await makeRequest(app, s2, fx.project.id, b1);
    const c = await makeRequest(app, b2, fx.project.id, s2);
    const other = await event();
    await makeRequest(app, other.buyers[0], other.project.id, other.sellers[0]);
    await answerFor(fx, c, 'reject', { decline_reason: 'no_time' });
    const list = (query = '') =>
      call(app, 'GET', `/api/projects/${fx.project.id}/requests-on-behalf${query}`, { cookie: fx.admin.cookie });
    const ids = async (query?: string) => ((await list(query)).json() as { id: string }[]).map((r) => r.id).sort();
    expect(await ids()).toEqual([a, b, c].sort());
    expect(await ids(`?user=${b1.id}`)).toEqual([a, b].sort());
    expect(await ids(`?user=${b1.id}&status=rejected`)).toEqual([]);
    expect(await ids('?status=rejected')).toEqual([c]);
    expect((await list('?user=nobody')).statusCode).toBe(400);
    const asBuyer = await call(app, 'GET', `/api/projects/${fx.project.id}/requests-on-behalf`, { cookie: b1.cookie });
    expect(asBuyer.statusCode).toBe(403);
  });
});
