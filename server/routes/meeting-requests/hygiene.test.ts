// Request hygiene at the request routes (docs/rules.md#request-hygiene): decline reasons told in kind
// words, the requester's cancel, the pending cap under concurrent sends, and requests refused between
// one company's people or companies the organiser keeps apart.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '../../../core/constants.ts';
import { meetingRequests, projects } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  type EventPerson,
  eventFixture,
  makeUser,
  notificationsOf,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest, meetingsOfProject, requestRow, sendRequest } from '../../test/meeting-request-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const event = (opts: { buyers?: number; sellers?: number } = {}) =>
  eventFixture(app, { buyers: opts.buyers ?? 2, sellers: opts.sellers ?? 2 });

const act = (who: { cookie: string }, id: string, action: 'reject' | 'cancel' | 'approve', body: unknown = {}) =>
  call(app, 'POST', `/api/meeting-requests/${id}/${action}`, { cookie: who.cookie, body });

const counterparts = async (who: EventPerson, projectId: string) =>
  (await call(app, 'GET', `/api/meeting-requests/counterparts?project=${projectId}`, { cookie: who.cookie })).json();

describe('decline with a reason', () => {
  it.each(DECLINE_REASONS.filter((r) => r !== 'other'))(
    '%s: stored with the answer, told to the requester in the words of that reason',
    async (reason) => {
      const fx = await event();
      const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
      const res = await act(fx.sellers[0], id, 'reject', { decline_reason: reason });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', decline_reason: reason, rejection_reason: null });
      const row = await requestRow(app, id);
      expect(row).toMatchObject({ declineReason: reason, answeredBy: fx.sellers[0].id });
      expect(row.answeredAt).toBeInstanceOf(Date);
      const notes = await notificationsOf(app, fx.buyers[0].id);
      expect(notes.map((n) => n.messageKey)).toEqual([`notifications.request.rejected.${reason}`]);
      // The requester's list shows the reason too.
      const sent = (
        await call(app, 'GET', '/api/meeting-requests?filter=sent', { cookie: fx.buyers[0].cookie })
      ).json();
      expect(sent[0]).toMatchObject({ id, decline_reason: reason });
    },
  );

  it('a reason may carry an optional note, kept as the rejection reason', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const res = await act(fx.sellers[0], id, 'reject', { decline_reason: 'no_time', reason: ' See you in Osaka ' });
    expect(res.json()).toMatchObject({ decline_reason: 'no_time', rejection_reason: 'See you in Osaka' });
  });
});

describe('cancel by the requester', () => {
  it('the requester cancels a pending request: cancelled, answered now by them, the target is told', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const live: unknown[] = [];
    const stop = app.bus.subscribe(fx.sellers[0].id, (e) => live.push(e));
    const res = await act(fx.buyers[0], id, 'cancel');
    stop();
    expect(res.statusCode).toBe(200);
    // The requester acted for themselves: nobody is named as having acted for them.
    expect(res.json()).toMatchObject({ id, status: 'cancelled', answered_by: null, sent_by: null });
    expect(Date.parse(res.json().answered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', answeredBy: fx.buyers[0].id });
    const notes = (await notificationsOf(app, fx.sellers[0].id)).filter(
      (n) => n.titleKey === 'notifications.request.cancelled.title',
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      messageKey: 'notifications.request.cancelled.message',
      link: '/meeting-requests',
      params: { name: fx.buyers[0].profile.companyName, date: '2030-05-01', time: '10:00', project: fx.project.name },
    });
    expect(live).toHaveLength(1);
    // A cancelled request is answered no more.
    const approve = await act(fx.sellers[0], id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.code).toBe('invalid_transition');
    expect(await meetingsOfProject(app, fx.project.id)).toHaveLength(0);
  });

  it('the target may not cancel (403); people outside the request, admins included, get 404', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const target = await act(fx.sellers[0], id, 'cancel');
    expect(target.statusCode).toBe(403);
    expect(target.json().error.code).toBe('forbidden');
    for (const who of [fx.buyers[1], fx.sellers[1], fx.admin]) {
      expect((await act(who, id, 'cancel')).statusCode).toBe(404);
    }
    expect((await call(app, 'POST', `/api/meeting-requests/${id}/cancel`)).statusCode).toBe(401);
    expect((await requestRow(app, id)).status).toBe('pending');
  });

  it('only while pending: cancelling twice, or after an answer, is 409 invalid_transition', async () => {
    const fx = await event();
    const [first, second] = [
      await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]),
      await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[1]),
    ];
    expect((await act(fx.buyers[0], first, 'cancel')).statusCode).toBe(200);
    const again = await act(fx.buyers[0], first, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    expect((await act(fx.sellers[1], second, 'approve')).statusCode).toBe(200);
    const afterApproval = await act(fx.buyers[0], second, 'cancel');
    expect(afterApproval.json().error.code).toBe('invalid_transition');
    expect((await requestRow(app, second)).status).toBe('approved');
  });

  it('two cancels at once: one 200, one 409, the target told once', async () => {
    const fx = await event();
    const id = await makeRequest(app, fx.buyers[0], fx.project.id, fx.sellers[0]);
    const answers = await Promise.all([act(fx.buyers[0], id, 'cancel'), act(fx.buyers[0], id, 'cancel')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const told = (await notificationsOf(app, fx.sellers[0].id)).filter(
      (n) => n.titleKey === 'notifications.request.cancelled.title',
    );
    expect(told).toHaveLength(1);
  });
});

describe('the pending-request cap', () => {
  /** A project with one signed-in buyer and `sellers` sellers nobody signs in as. */
  async function crowd(sellers: number, cap?: number) {
    const fx = await event({ buyers: 1, sellers: 0 });
    if (cap) await app.db.update(projects).set({ pendingRequestCap: cap }).where(eq(projects.id, fx.project.id));
    const people = await Promise.all(
      Array.from({ length: sellers }, async (_, i) => {
        const { profile } = await makeUser(app, {
          role: 'seller',
          fullName: `Crowd ${i}`,
          companyName: `Crowd ${i} Co`,
        });
        await addParticipant(app, fx.project.id, profile);
        return profile;
      }),
    );
    return { ...fx, buyer: fx.buyers[0], people };
  }
  const pendingOf = async (requesterId: string, projectId: string) => {
    const [row] = await app.db
      .select({ n: count() })
      .from(meetingRequests)
      .where(
        and(
          eq(meetingRequests.requesterId, requesterId),
          eq(meetingRequests.projectId, projectId),
          eq(meetingRequests.status, 'pending'),
        ),
      );
    return row.n;
  };

  it('20 requests at once from one person to 20 people: exactly 10 stored, 10 refused with the cap', async () => {
    const fx = await crowd(20);
    const answers = await Promise.all(fx.people.map((s) => sendRequest(app, fx.buyer, fx.project.id, s)));
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.json().error).toMatchObject({ code: 'pending_request_cap', details: { cap: 10 } });
    }
    expect(await pendingOf(fx.buyer.id, fx.project.id)).toBe(10);
    // The refused targets were not told of a request that does not exist.
    const told = await Promise.all(fx.people.map(async (s) => (await notificationsOf(app, s.id)).length));
    expect(told.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('the request projects say the cap and how many are used; a cancel frees one', async () => {
    const fx = await crowd(4, 3);
    const ids = [];
    for (const s of fx.people.slice(0, 3)) ids.push(await makeRequest(app, fx.buyer, fx.project.id, s));
    const projectsOf = async () =>
      (await call(app, 'GET', '/api/meeting-requests/projects', { cookie: fx.buyer.cookie })).json();
    expect((await projectsOf())[0]).toMatchObject({ id: fx.project.id, pending_request_cap: 3, pending_sent: 3 });
    const fourth = await sendRequest(app, fx.buyer, fx.project.id, fx.people[3]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({ code: 'pending_request_cap', details: { cap: 3 } });
    expect((await act(fx.buyer, ids[0], 'cancel')).statusCode).toBe(200);
    expect((await projectsOf())[0]).toMatchObject({ pending_request_cap: 3, pending_sent: 2 });
    expect((await sendRequest(app, fx.buyer, fx.project.id, fx.people[3])).statusCode).toBe(201);
    expect((await projectsOf())[0]).toMatchObject({ pending_sent: 3 });
  });
});

describe('same company and companies kept apart, at request time', () => {
  it('one company’s people may not ask each other: 409 same_company, and the picker says so', async () => {
    const fx = await event({ buyers: 1, sellers: 1 });
    // The same firm registered as a seller too: its name in other case and spacing is the same company.
    const name = `  ${fx.buyers[0].profile.companyName.toUpperCase()} `;
    const { profile: twin } = await makeUser(app, { role: 'seller', fullName: 'Twin', companyName: name });
    await addParticipant(app, fx.project.id, twin);
    const res = await sendRequest(app, fx.buyers[0], fx.project.id, twin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('same_company');
    const people = await counterparts(fx.buyers[0], fx.project.id);
    expect(people.map((p: { full_name: string; same_company: boolean }) => [p.full_name, p.same_company])).toEqual([
      ['Seller 1', false],
      ['Twin', true],
    ]);
    expect(await pendingCount(fx.project.id)).toBe(0);
  });

  it('companies the organiser keeps apart may not ask each other: 409 excluded_pair; others still may', async () => {
    const fx = await event({ buyers: 2, sellers: 1 });
    const [b1, b2] = fx.buyers;
    const [s1] = fx.sellers;
    const added = await call(app, 'POST', `/api/projects/${fx.project.id}/exclusions`, {
      cookie: fx.admin.cookie,
      body: { company_a: s1.profile.companyId, company_b: b1.profile.companyId },
    });
    expect(added.statusCode).toBe(201);
    for (const [from, to] of [
      [b1, s1],
      [s1, b1],
    ]) {
      const res = await sendRequest(app, from, fx.project.id, to);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('excluded_pair');
    }
    const people = await counterparts(s1, fx.project.id);
    expect(people.map((p: { full_name: string; excluded: boolean }) => [p.full_name, p.excluded])).toEqual([
      ['Buyer 1', true],
      ['Buyer 2', false],
    ]);
    expect((await sendRequest(app, b2, fx.project.id, s1)).statusCode).toBe(201);
    // In another project the same companies may meet.
    const other = await eventFixture(app, { buyers: 0, sellers: 0 });
    await addParticipant(app, other.project.id, b1.profile);
    await addParticipant(app, other.project.id, s1.profile);
    expect((await sendRequest(app, b1, other.project.id, s1)).statusCode).toBe(201);
  });
});

async function pendingCount(projectId: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(meetingRequests)
    .where(and(eq(meetingRequests.projectId, projectId), eq(meetingRequests.status, 'pending')));
  return row.n;
}
