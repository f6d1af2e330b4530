// Approving and rejecting (docs/rules.md#meeting-requests): only the target answers, only
// while pending; approval makes the meeting at the preferred slot or the first free one, or
// refuses with no_free_slot and changes nothing; racing approvals make one meeting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedTimeSlots } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  notificationsOf,
  signedIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest, meetingsOfProject, requestRow } from '../../test/meeting-request-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** A fresh project (2030-05-01..03, 10 slots from 09:00) with two buyers and two sellers. */
const event = (project = {}) => eventFixture(app, { buyers: 2, sellers: 2, project });

const answer = (who: { cookie: string }, id: string, action: 'approve' | 'reject', body?: unknown) =>
  call(app, 'POST', `/api/meeting-requests/${id}/${action}`, { cookie: who.cookie, body: body ?? {} });

describe('approve', () => {
  it('the target approves: a scheduled meeting at the preferred date and slot, the request links to it', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    const id = await makeRequest(app, buyer, fx.project.id, seller, { preferred_time_start: '11:00' });
    const res = await answer(seller, id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', meeting_id: expect.any(String) });
    const [meeting] = await meetingsOfProject(app, fx.project.id);
    expect(meeting).toMatchObject({
      id: res.json().meeting_id,
      buyerId: buyer.id,
      sellerId: seller.id,
      meetingDate: '2030-05-01',
      startTime: '11:00:00',
      endTime: '12:00:00',
      status: 'scheduled',
      location: 'Booth 12',
      createdBy: seller.id,
    });
    expect(await requestRow(app, id)).toMatchObject({ meetingId: meeting.id, answeredBy: seller.id });
    expect((await requestRow(app, id)).answeredAt).toBeInstanceOf(Date);
    const note = (await notificationsOf(app, buyer.id)).find(
      (n) => n.titleKey === 'notifications.request.approved.title',
    );
    expect(note).toMatchObject({ type: 'success', link: `/meetings/${meeting.id}` });
  });

  it('a buyer target approves a seller’s request: the buyer and seller go in their columns', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.sellers[0], fx.project.id, fx.buyers[0], { location: '' });
    expect((await answer(fx.buyers[0], id, 'approve')).statusCode).toBe(200);
    const [meeting] = await meetingsOfProject(app, fx.project.id);
    expect(meeting).toMatchObject({ buyerId: fx.buyers[0].id, sellerId: fx.sellers[0].id, location: 'Hall A' });
  });

  it('the requester may not answer (403); people outside the request get 404', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    for (const action of ['approve', 'reject'] as const) {
      const own = await answer(fx.buyers[0], id, action, { decline_reason: 'no_time' });
      expect(own.statusCode).toBe(403);
      for (const who of [fx.buyers[1], fx.sellers[1], fx.admin]) {
        const res = await answer(who, id, action, { decline_reason: 'no_time' });
        expect(res.statusCode).toBe(404);
      }
    }
    expect((await requestRow(app, id)).status).toBe('pending');
    expect(await meetingsOfProject(app, fx.project.id)).toHaveLength(0);
  });

  it('an unknown request is 404; signed-out is 401', async () => {
    const fx = await event();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await answer(fx.sellers[0], unknown, 'approve')).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/meeting-requests/${unknown}/approve`, { body: {} })).statusCode).toBe(401);
  });

  it('only while pending: approving twice or rejecting after is 409 invalid_transition', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    expect((await answer(fx.sellers[0], id, 'approve')).statusCode).toBe(200);
    const again = await answer(fx.sellers[0], id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    const reject = await answer(fx.sellers[0], id, 'reject', { decline_reason: 'other', reason: 'changed my mind' });
    expect(reject.json().error.code).toBe('invalid_transition');
    expect(await meetingsOfProject(app, fx.project.id)).toHaveLength(1);
  });

  it('the preferred slot taken by the seller: the first free slot both share', async () => {
    const fx = await event();
    const [b1, b2] = fx.buyers;
    const [s1] = fx.sellers;
    // s1 is busy at 09:00 and 10:00 on day 1; b1 at 11:00.
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: b2.id,
      sellerId: s1.id,
      startTime: '10:00',
      endTime: '11:00',
    });
    const other = await makeProject(app);
    const b3 = await signedIn(app, 'buyer');
    await addParticipant(app, other.id, { id: b3.profile.id, role: 'buyer' });
    await addParticipant(app, other.id, { id: s1.id, role: 'seller' });
    await makeMeeting(app, { projectId: other.id, buyerId: b3.profile.id, sellerId: s1.id, startTime: '09:00' });
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: b1.id,
      sellerId: fx.sellers[1].id,
      startTime: '11:00',
      endTime: '12:00',
    });
    const id = await makeRequest(app, b1, fx.project.id, s1, { preferred_time_start: '10:00' });
    expect((await answer(s1, id, 'approve')).statusCode).toBe(200);
    const meeting = (await meetingsOfProject(app, fx.project.id)).find(
      (m) => m.buyerId === b1.id && m.sellerId === s1.id,
    );
    expect(meeting).toMatchObject({ meetingDate: '2030-05-01', startTime: '12:00:00' });
  });

  it('the preferred slot blocked for the buyer, or for everyone: the next free slot', async () => {
    const fx = await event();
    await app.db.insert(blockedTimeSlots).values([
      { projectId: fx.project.id, buyerId: fx.buyers[0].id, date: '2030-05-02', slotNumber: 1 },
      { projectId: fx.project.id, buyerId: null, date: '2030-05-02', slotNumber: 2 },
    ]);
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0], {
      preferred_date: '2030-05-02',
      preferred_time_start: '09:00',
    });
    expect((await answer(fx.sellers[0], id, 'approve')).statusCode).toBe(200);
    // Day 1 slot 1 comes first in the project's order.
    const [meeting] = await meetingsOfProject(app, fx.project.id);
    expect(meeting).toMatchObject({ meetingDate: '2030-05-01', startTime: '09:00:00' });
  });

  it.each([
    ['a start that is no slot boundary', { preferred_time_start: '10:30' }],
    ['a date outside the project', { preferred_date: '2031-01-01' }],
    ['a start after the last slot', { preferred_time_start: '22:00' }],
  ])('%s: the first free slot of the project', async (_, overrides) => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0], overrides);
    expect((await answer(fx.sellers[0], id, 'approve')).statusCode).toBe(200);
    const [meeting] = await meetingsOfProject(app, fx.project.id);
    expect(meeting).toMatchObject({ meetingDate: '2030-05-01', startTime: '09:00:00' });
  });

  it('no slot free for both: 409 no_free_slot and nothing changes', async () => {
    const fx = await event({ startDate: '2030-06-01', endDate: '2030-06-01', dailyMeetLimit: 2 });
    const [b1, b2] = fx.buyers;
    const [s1, s2] = fx.sellers;
    // Slot 1: s1 busy; slot 2: b1 busy.
    const busy = { projectId: fx.project.id, meetingDate: '2030-06-01' };
    await makeMeeting(app, { ...busy, buyerId: b2.id, sellerId: s1.id, startTime: '09:00' });
    await makeMeeting(app, { ...busy, buyerId: b1.id, sellerId: s2.id, startTime: '10:00', endTime: '11:00' });
    const id = await makeRequest(app, b1, fx.project.id, s1, { preferred_date: '2030-06-01' });
    const res = await answer(s1, id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('no_free_slot');
    expect(await requestRow(app, id)).toMatchObject({ status: 'pending', meetingId: null });
    expect(await meetingsOfProject(app, fx.project.id)).toHaveLength(2);
  });

  it('a cancelled meeting frees its slot', async () => {
    const fx = await event({ startDate: '2030-06-01', endDate: '2030-06-01', dailyMeetLimit: 1 });
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[1].id,
      sellerId: fx.sellers[0].id,
      meetingDate: '2030-06-01',
      status: 'cancelled',
    });
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0], { preferred_date: '2030-06-01' });
    expect((await answer(fx.sellers[0], id, 'approve')).statusCode).toBe(200);
  });

  it('the pair was given a meeting after asking: 409 already_met', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    await makeMeeting(app, { projectId: fx.project.id, buyerId: fx.buyers[0].id, sellerId: fx.sellers[0].id });
    const res = await answer(fx.sellers[0], id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('already_met');
    expect((await requestRow(app, id)).status).toBe('pending');
  });

  it('two approvals of one request at once: one 200, one 409, exactly one meeting', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const answers = await Promise.all([answer(fx.sellers[0], id, 'approve'), answer(fx.sellers[0], id, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('invalid_transition');
    const rows = await meetingsOfProject(app, fx.project.id);
    expect(rows).toHaveLength(1);
    expect((await requestRow(app, id)).meetingId).toBe(rows[0].id);
  });

  it('a seller approves two buyers’ requests for the same slot at once: two meetings at different times', async () => {
    const fx = await event();
    const [s1] = fx.sellers;
    const ids = await Promise.all(fx.buyers.map((b) => makeRequest(app, b, fx.project.id, s1)));
    const answers = await Promise.all(ids.map((id) => answer(s1, id, 'approve')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const times = (await meetingsOfProject(app, fx.project.id)).map((m) => `${m.meetingDate} ${m.startTime}`).sort();
    expect(times).toEqual(['2030-05-01 09:00:00', '2030-05-01 10:00:00']);
  });

  it('a side no longer in the project: 409 not_participant', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const { projectParticipants } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await app.db.delete(projectParticipants).where(eq(projectParticipants.userId, fx.buyers[0].id));
    const res = await answer(fx.sellers[0], id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('not_participant');
  });
});

describe('reject', () => {
  it('the target declines for another reason, in words: stored trimmed, the requester is told them', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const res = await answer(fx.sellers[0], id, 'reject', { decline_reason: 'other', reason: '  Fully booked  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      decline_reason: 'other',
      rejection_reason: 'Fully booked',
      meeting_id: null,
      answered_by: null,
    });
    expect(Date.parse(res.json().answered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await requestRow(app, id)).answeredBy).toBe(fx.sellers[0].id);
    const note = (await notificationsOf(app, fx.buyers[0].id)).find(
      (n) => n.titleKey === 'notifications.request.rejected.title',
    );
    expect(note).toMatchObject({ type: 'warning', link: '/meeting-requests' });
    expect(note?.messageKey).toBe('notifications.request.rejected.other');
    expect(note?.params).toMatchObject({ reason: 'Fully booked' });
    expect(await meetingsOfProject(app, fx.project.id)).toHaveLength(0);
  });

  it.each([
    ['no reason', {}],
    ['an unknown reason', { decline_reason: 'rude' }],
    ['other with an empty note', { decline_reason: 'other', reason: '' }],
    ['other with a blank note', { decline_reason: 'other', reason: '   ' }],
    ['other without a note', { decline_reason: 'other' }],
    ['a note too long', { decline_reason: 'no_time', reason: 'x'.repeat(1001) }],
    ['the old body (a reason alone)', { reason: 'Fully booked' }],
  ])('refuses %s: 400 and the request stays pending', async (_, body) => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const res = await answer(fx.sellers[0], id, 'reject', body);
    expect(res.statusCode).toBe(400);
    expect((await requestRow(app, id)).status).toBe('pending');
  });

  it('rejected requests cannot be approved', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    await answer(fx.sellers[0], id, 'reject', { decline_reason: 'not_relevant' });
    const res = await answer(fx.sellers[0], id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_transition');
  });
});
