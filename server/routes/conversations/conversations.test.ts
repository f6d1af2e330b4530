import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE } from '../../../core/rules/conversations.ts';
import { conversationMessages, meetingRequests } from '../../db/schema.ts';
import { call, type EventPerson, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { storeRequest } from '../../test/meeting-request-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Fixture = Awaited<ReturnType<typeof eventFixture>>;
const as = (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  call(app, method, `/api/conversations${url}`, {
    cookie: who.cookie,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

const requestBetween = (fx: Fixture, from: EventPerson, to: EventPerson, status: 'pending' | 'rejected' = 'pending') =>
  storeRequest(app, fx.project.id, from, to, { status });

/** A buyer and a seller with a pending request between them, and their open thread. */
async function pairWithThread() {
  const fx = await eventFixture(app, { buyers: 2, sellers: 1, interpreters: 1 });
  const [buyer, stranger] = fx.buyers;
  const [seller] = fx.sellers;
  const request = await requestBetween(fx, buyer, seller);
  const opened = await as(buyer, 'POST', '', { request_id: request.id });
  expect(opened.statusCode).toBe(200);
  return { fx, buyer, seller, stranger, request, thread: opened.json() };
}

const say = (who: { cookie: string }, threadId: string, body: string) =>
  as(who, 'POST', `/${threadId}/messages`, { body });

describe('conversations', () => {
  it('lets the two sides of a request write, and counts what the other has not read', async () => {
    const { buyer, seller, thread, request } = await pairWithThread();
    expect(thread).toMatchObject({ kind: 'pair', can_write: true, unread_count: 0 });
    // Opened but never written in: not in the lists yet.
    expect((await as(seller, 'GET', '')).json().items).toEqual([]);
    expect(thread.people.map((p: { id: string }) => p.id)).toEqual([seller.id]);

    // The seller opening it from the same request gets the same thread.
    expect((await as(seller, 'POST', '', { request_id: request.id })).json().id).toBe(thread.id);

    const sent = await say(buyer, thread.id, '  Are you at table A-12?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ body: 'Are you at table A-12?', deleted: false, edited_at: null });

    expect((await as(seller, 'GET', '/unread')).json()).toEqual({ unread_count: 1 });
    expect((await as(buyer, 'GET', '/unread')).json()).toEqual({ unread_count: 0 });
    const list = (await as(seller, 'GET', '')).json();
    expect(list.unread_count).toBe(1);
    expect(list.items[0]).toMatchObject({ id: thread.id, last_message: { body: 'Are you at table A-12?' } });

    expect((await as(seller, 'POST', `/${thread.id}/read`)).statusCode).toBe(204);
    expect((await as(seller, 'GET', '/unread')).json()).toEqual({ unread_count: 0 });
    // Read receipt: the buyer sees how far the seller has read.
    const seen = (await as(buyer, 'GET', `/${thread.id}`)).json();
    expect(seen.read_up_to).toEqual([{ user_id: seller.id, read_at: sent.json().created_at }]);
  });

  it('hides a thread from everyone outside it and lets nobody open one without a request or meeting', async () => {
    const { fx, buyer, stranger, thread, request } = await pairWithThread();
    for (const who of [stranger, fx.interpreters[0]]) {
      expect((await as(who, 'GET', `/${thread.id}`)).statusCode).toBe(404);
      expect((await as(who, 'GET', `/${thread.id}/messages`)).statusCode).toBe(404);
      expect((await say(who, thread.id, 'hi')).statusCode).toBe(404);
      expect((await as(who, 'POST', '', { request_id: request.id })).statusCode).toBe(404);
    }
    // Admins do not read pair threads.
    expect((await as(fx.admin, 'GET', `/${thread.id}`)).statusCode).toBe(404);
    expect((await as(fx.admin, 'POST', '', { request_id: request.id })).statusCode).toBe(403);
    // A buyer cannot open a help desk in someone else's name.
    expect((await as(buyer, 'POST', '', { project_id: fx.project.id, person_id: stranger.id })).statusCode).toBe(403);
  });

  it('lets the interpreter of their meeting read and write, and closes when request and meeting are gone', async () => {
    const { fx, buyer, seller, thread, request } = await pairWithThread();
    const [interpreter] = fx.interpreters;
    const meeting = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      interpreterId: interpreter.id,
      status: 'confirmed',
    });
    const viaMeeting = await as(interpreter, 'POST', '', { meeting_id: meeting.id });
    expect(viaMeeting.json()).toMatchObject({ id: thread.id, meeting_id: meeting.id, can_write: true });
    expect((await say(interpreter, thread.id, 'I will translate.')).statusCode).toBe(201);
    expect((await as(buyer, 'GET', '/unread')).json().unread_count).toBe(1);

    await app.db.update(meetingRequests).set({ status: 'rejected' }).where(eq(meetingRequests.id, request.id));
    await app.db.execute(sql`update meetings set status = 'cancelled' where id = ${meeting.id}`);
    const closed = await say(buyer, thread.id, 'Still there?');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('conversation_closed');
    // The history stays readable by the pair, not by the interpreter of a cancelled meeting.
    expect((await as(buyer, 'GET', `/${thread.id}`)).json()).toMatchObject({
      can_write: false,
      closed_reason: 'closed',
    });
    expect((await as(interpreter, 'GET', `/${thread.id}`)).statusCode).toBe(404);
  });

  it('refuses a new thread when nothing joins the pair', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 1 });
    const request = await requestBetween(fx, fx.buyers[0], fx.sellers[0], 'rejected');
    const res = await as(fx.buyers[0], 'POST', '', { request_id: request.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conversation_closed');
  });

  it('stops messages both ways once one blocks the other, until unblocked', async () => {
    const { buyer, seller, thread } = await pairWithThread();
    expect((await as(seller, 'POST', `/${thread.id}/block`)).statusCode).toBe(204);
    for (const who of [buyer, seller]) {
      const res = await say(who, thread.id, 'hello');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('conversation_blocked');
    }
    expect((await as(seller, 'GET', `/${thread.id}`)).json()).toMatchObject({ blocked_by_me: true, can_write: false });
    expect((await as(buyer, 'GET', `/${thread.id}`)).json()).toMatchObject({
      blocked_by_me: false,
      closed_reason: 'blocked',
    });
    // Only the one who blocked can lift it.
    await as(buyer, 'DELETE', `/${thread.id}/block`);
    expect((await say(buyer, thread.id, 'hello')).statusCode).toBe(409);
    await as(seller, 'DELETE', `/${thread.id}/block`);
    expect((await say(buyer, thread.id, 'hello')).statusCode).toBe(201);
  });

  it(`answers 429 after ${MESSAGES_PER_MINUTE} messages in a minute`, async () => {
    const { buyer, thread } = await pairWithThread();
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) expect((await say(buyer, thread.id, `m${i}`)).statusCode).toBe(201);
    const res = await say(buyer, thread.id, 'one too many');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'too_many_messages', details: { limit: MESSAGES_PER_MINUTE } });
  });

  it('edits for five minutes, deletes as "deleted", and only by the author', async () => {
    const { buyer, seller, thread } = await pairWithThread();
    const sent = (await say(buyer, thread.id, 'Price is 10')).json();
    expect((await as(seller, 'PATCH', `/messages/${sent.id}`, { body: 'x' })).statusCode).toBe(403);
    const edited = await as(buyer, 'PATCH', `/messages/${sent.id}`, { body: 'Price is 12' });
    expect(edited.json()).toMatchObject({ body: 'Price is 12', edited_at: expect.any(String) });

    await app.db
      .update(conversationMessages)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(conversationMessages.id, sent.id));
    const late = await as(buyer, 'PATCH', `/messages/${sent.id}`, { body: 'Price is 14' });
    expect(late.json().error.code).toBe('edit_window_passed');

    expect((await as(seller, 'DELETE', `/messages/${sent.id}`)).statusCode).toBe(403);
    expect((await as(buyer, 'DELETE', `/messages/${sent.id}`)).statusCode).toBe(204);
    const [shown] = (await as(seller, 'GET', `/${thread.id}/messages`)).json().items;
    expect(shown).toMatchObject({ id: sent.id, body: '', deleted: true });
  });

  it('pages newest first with a cursor, and finds one’s own messages by text', async () => {
    const { buyer, seller, thread } = await pairWithThread();
    for (let i = 1; i <= 7; i++) await say(i % 2 ? buyer : seller, thread.id, `line ${i} 100%_sure`);
    const first = (await as(buyer, 'GET', `/${thread.id}/messages?limit=3`)).json();
    expect(first.items.map((m: { body: string }) => m.body.split(' ')[1])).toEqual(['7', '6', '5']);
    const second = (await as(buyer, 'GET', `/${thread.id}/messages?limit=3&before=${first.next_cursor}`)).json();
    expect(second.items.map((m: { body: string }) => m.body.split(' ')[1])).toEqual(['4', '3', '2']);
    const last = (await as(buyer, 'GET', `/${thread.id}/messages?limit=3&before=${second.next_cursor}`)).json();
    expect(last).toMatchObject({ next_cursor: null });
    expect(last.items).toHaveLength(1);

    const found = (await as(seller, 'GET', `/search?q=${encodeURIComponent('line 4 100%_')}`)).json();
    expect(found.items.map((m: { body: string }) => m.body)).toEqual(['line 4 100%_sure']);
    expect((await as(seller, 'GET', '/search?q=100%25x')).json().items).toEqual([]);
  });

  it('keeps hostile text as text', async () => {
    const { buyer, seller, thread } = await pairWithThread();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> \u0000?'.replace('\u0000', '');
    expect((await say(buyer, thread.id, hostile)).json().body).toBe(hostile);
    expect((await as(seller, 'GET', `/${thread.id}/messages`)).json().items[0].body).toBe(hostile);
    const tooLong = await say(buyer, thread.id, '가'.repeat(4001));
    expect(tooLong.statusCode).toBe(400);
    expect((await say(buyer, thread.id, '가'.repeat(4000))).statusCode).toBe(201);
  });

  it('gives each participant a help desk every admin reads, and lets an admin write to anyone', async () => {
    const fx = await eventFixture(app, { buyers: 1, volunteers: 1 });
    const [volunteer] = fx.volunteers;
    const desk = (await as(volunteer, 'POST', '', { project_id: fx.project.id })).json();
    expect(desk).toMatchObject({ kind: 'help', people: [], can_write: true });
    await say(volunteer, desk.id, 'Where is hall C?');
    const inbox = (await as(fx.admin, 'GET', `?project_id=${fx.project.id}`)).json();
    expect(inbox.items[0]).toMatchObject({ id: desk.id, unread_count: 1 });
    expect(inbox.items[0].people[0]).toMatchObject({ id: volunteer.id });
    expect((await say(fx.admin, desk.id, 'Behind hall B.')).statusCode).toBe(201);
    expect((await as(volunteer, 'GET', '/unread')).json().unread_count).toBe(1);

    // The admin starts a thread with a buyer who never wrote.
    const toBuyer = await as(fx.admin, 'POST', '', { project_id: fx.project.id, person_id: fx.buyers[0].id });
    expect(toBuyer.json()).toMatchObject({ kind: 'help' });
    expect((await as(fx.admin, 'POST', '', { project_id: fx.project.id })).json().error.code).toBe('person_required');
  });

  it('takes reports to the organisers, who hide, warn or dismiss', async () => {
    const { fx, buyer, seller, thread } = await pairWithThread();
    const rude = (await say(seller, thread.id, 'rude words')).json();
    expect((await as(seller, 'POST', `/messages/${rude.id}/report`, {})).json().error.code).toBe('own_message');
    expect((await as(buyer, 'POST', `/messages/${rude.id}/report`, { reason: 'Insulting' })).statusCode).toBe(201);

    const reports = (await as(fx.admin, 'GET', '/reports')).json().items;
    const report = reports.find((r: { message: { id: string } }) => r.message.id === rude.id);
    expect(report).toMatchObject({ reason: 'Insulting', outcome: null, message: { body: 'rude words' } });
    expect((await as(buyer, 'GET', '/reports')).statusCode).toBe(403);

    expect((await as(fx.admin, 'POST', `/reports/${report.id}/hide`)).statusCode).toBe(204);
    expect((await as(fx.admin, 'POST', `/reports/${report.id}/warn`)).json().error.code).toBe('report_settled');
    const forBuyer = (await as(buyer, 'GET', `/${thread.id}/messages`)).json().items[0];
    expect(forBuyer).toMatchObject({ id: rude.id, body: '', hidden: true });
    const forSeller = (await as(seller, 'GET', `/${thread.id}/messages`)).json().items[0];
    expect(forSeller).toMatchObject({ body: 'rude words', hidden: true });
  });

  it('tells every open screen of the thread’s readers, and nobody else', async () => {
    const { buyer, seller, stranger, thread } = await pairWithThread();
    const heard: Record<string, unknown[]> = { buyer: [], seller: [], stranger: [] };
    const stops = [
      app.bus.subscribe(buyer.id, (e) => heard.buyer.push(e)),
      app.bus.subscribe(seller.id, (e) => heard.seller.push(e)),
      app.bus.subscribe(stranger.id, (e) => heard.stranger.push(e)),
    ];
    const sent = (await say(buyer, thread.id, 'live?')).json();
    for (const stop of stops) stop();
    const expected = { event: 'conversation', thread_id: thread.id, message_id: sent.id, change: 'created' };
    expect(heard.seller).toEqual([expected]);
    expect(heard.buyer).toEqual([expected]);
    expect(heard.stranger).toEqual([]);
  });

  it('downloads one’s own conversations', async () => {
    const { buyer, seller, thread } = await pairWithThread();
    await say(seller, thread.id, 'Keep this');
    const res = await as(buyer, 'GET', '/export');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.json().messages.map((m: { body: string }) => m.body)).toEqual(['Keep this']);
  });
});
