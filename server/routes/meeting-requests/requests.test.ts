// Asking for meetings and seeing requests (docs/rules.md#meeting-requests): who may ask whom, the
// form's rules, each role's lists, the counterpart and project pickers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  call,
  type EventPerson,
  eventFixture,
  makeMeeting,
  makeProject,
  notificationsOf,
  setActive,
  signedIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest, requestBody, requestRow, sendRequest } from '../../test/meeting-request-factories.ts';

let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let buyer: EventPerson;
let seller: EventPerson;
let inactiveSeller: EventPerson;
let outsider: EventPerson;
let draftId: string;

beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 3, interpreters: 1, volunteers: 1 });
  [buyer] = fx.buyers;
  [seller] = fx.sellers;
  inactiveSeller = fx.sellers[2];
  await setActive(app, inactiveSeller.id, false);
  const other = await signedIn(app, 'seller', { fullName: 'Outsider' });
  outsider = { ...other, id: other.profile.id };
  await addParticipant(app, (await makeProject(app)).id, { id: outsider.id, role: 'seller' });
  const draft = await makeProject(app, { status: 'draft' });
  draftId = draft.id;
  await addParticipant(app, draftId, { id: buyer.id, role: 'buyer' });
  await addParticipant(app, draftId, { id: seller.id, role: 'seller' });
});
afterAll(() => app.dispose());

const post = (who: { cookie: string }, body: unknown) =>
  call(app, 'POST', '/api/meeting-requests', { cookie: who.cookie, body });

describe('POST /api/meeting-requests', () => {
  it('a buyer asks a seller of the same project: 201 pending, roles from the profiles', async () => {
    const res = await sendRequest(app, buyer, fx.project.id, seller);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      requester_role: 'buyer',
      target_role: 'seller',
      project: { id: fx.project.id, name: fx.project.name },
      requester: { id: buyer.id, full_name: 'Buyer 1', email: buyer.email },
      target: { id: seller.id, full_name: 'Seller 1', company_name: seller.profile.companyName },
      preferred_date: '2030-05-01',
      preferred_time_start: '10:00',
      preferred_time_end: '11:00',
      location: 'Booth 12',
      purpose: 'Talk about supply',
      rejection_reason: null,
      meeting_id: null,
    });
    expect((await requestRow(app, body.id)).status).toBe('pending');
    // The answer is built without reading the request back: it must be what the list gives.
    const sent = (await call(app, 'GET', '/api/meeting-requests?filter=sent', { cookie: buyer.cookie })).json();
    expect(sent.find((r: { id: string }) => r.id === body.id)).toEqual(body);
  });

  it('tells the target, with a link to the requests, live as it is stored', async () => {
    const live: unknown[] = [];
    const stop = app.bus.subscribe(fx.sellers[1].id, (event) => live.push(event));
    const id = await makeRequest(app, fx.buyers[1], fx.project.id, fx.sellers[1]);
    stop();
    const notes = await notificationsOf(app, fx.sellers[1].id);
    const note = notes.find((n) => n.titleKey === 'notifications.request.received.title');
    expect(note).toMatchObject({ messageKey: 'notifications.request.received.message', link: '/meeting-requests' });
    expect(note?.params).toMatchObject({ name: fx.buyers[1].profile.companyName, date: '2030-05-01', time: '10:00' });
    expect(id).toBeTruthy();
    // The live event is built without reading the notification back: it must be what is stored.
    const listed = await call(app, 'GET', '/api/notifications', { cookie: fx.sellers[1].cookie });
    expect(live).toEqual([listed.json().items.find((n: { id: string }) => n.id === note?.id)]);
    expect((await requestRow(app, id)).createdAt).toEqual(note?.createdAt);
  });

  it('a seller asks a buyer', async () => {
    const res = await sendRequest(app, seller, fx.project.id, fx.buyers[1]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requester_role: 'seller', target_role: 'buyer' });
  });

  it('location and purpose are optional; an end before the start is accepted', async () => {
    const body = requestBody(fx.project.id, seller.id, { preferred_time_start: '15:00', preferred_time_end: '14:00' });
    delete (body as Record<string, unknown>).location;
    delete (body as Record<string, unknown>).purpose;
    const res = await post(buyer, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ location: '', purpose: '', preferred_time_end: '14:00' });
  });

  it.each(['project_id', 'target_id', 'preferred_date', 'preferred_time_start', 'preferred_time_end'])(
    '%s is required',
    async (field) => {
      const body: Record<string, unknown> = requestBody(fx.project.id, seller.id);
      delete body[field];
      const res = await post(buyer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    },
  );

  it.each([
    ['a time that is not HH:MM', { preferred_time_start: '25:00' }],
    ['a date that is not a date', { preferred_date: '2030-13-01' }],
    ['an unknown field', { status: 'approved' }],
    ['a purpose too long', { purpose: 'x'.repeat(2001) }],
  ])('refuses %s', async (_, overrides) => {
    const res = await post(buyer, requestBody(fx.project.id, seller.id, overrides));
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['the same role', () => fx.buyers[1].id],
    ['someone outside the project', () => outsider.id],
    ['an inactive profile', () => inactiveSeller.id],
    ['an interpreter of the project', () => fx.interpreters[0].id],
    ['themselves', () => buyer.id],
  ])('refuses a target of %s: 400 invalid_counterpart', async (_, target) => {
    const res = await post(buyer, requestBody(fx.project.id, target()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_counterpart');
  });

  it('refuses a project that is not active, or one the requester does not take part in', async () => {
    const draft = await post(buyer, requestBody(draftId, seller.id));
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error.code).toBe('invalid_counterpart');
    const notMine = await post(outsider, requestBody(fx.project.id, buyer.id));
    expect(notMine.json().error.code).toBe('invalid_counterpart');
  });

  it('a pair that has met in the project cannot ask again: 409 already_met, and the picker says so', async () => {
    const [, b2] = fx.buyers;
    const s2 = fx.sellers[1];
    await makeMeeting(app, { projectId: fx.project.id, buyerId: b2.id, sellerId: s2.id });
    const res = await post(s2, requestBody(fx.project.id, b2.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('already_met');
    const people = (
      await call(app, 'GET', `/api/meeting-requests/counterparts?project=${fx.project.id}`, { cookie: b2.cookie })
    ).json();
    expect(people.map((p: { full_name: string; already_met: boolean }) => [p.full_name, p.already_met])).toEqual([
      ['Seller 1', false],
      ['Seller 2', true],
    ]);
  });

  it('only buyers and sellers ask: 403 for interpreter, volunteer and admin', async () => {
    for (const who of [fx.interpreters[0], fx.volunteers[0], fx.admin]) {
      const res = await post(who, requestBody(fx.project.id, seller.id));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await call(app, 'POST', '/api/meeting-requests', { body: requestBody(fx.project.id, seller.id) });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/meeting-requests', () => {
  let app2: TestApp;
  let f: Awaited<ReturnType<typeof eventFixture>>;
  let ids: { sent: string; received: string; others: string };
  beforeAll(async () => {
    app2 = await createTestApp();
    f = await eventFixture(app2, { buyers: 2, sellers: 2, interpreters: 1 });
    ids = {
      sent: await makeRequest(app2, f.buyers[0], f.project.id, f.sellers[0]),
      received: await makeRequest(app2, f.sellers[1], f.project.id, f.buyers[0]),
      others: await makeRequest(app2, f.buyers[1], f.project.id, f.sellers[1]),
    };
  });
  afterAll(() => app2.dispose());
  const get = (who: { cookie: string }, filter?: string) =>
    call(app2, 'GET', `/api/meeting-requests${filter ? `?filter=${filter}` : ''}`, { cookie: who.cookie });

  it('all: the requests where the user is requester or target, newest first', async () => {
    const res = await get(f.buyers[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([ids.received, ids.sent]);
  });

  it('sent and received', async () => {
    expect((await get(f.buyers[0], 'sent')).json().map((r: { id: string }) => r.id)).toEqual([ids.sent]);
    expect((await get(f.buyers[0], 'received')).json().map((r: { id: string }) => r.id)).toEqual([ids.received]);
    expect((await get(f.sellers[1], 'sent')).json().map((r: { id: string }) => r.id)).toEqual([ids.received]);
    expect((await get(f.sellers[1], 'received')).json().map((r: { id: string }) => r.id)).toEqual([ids.others]);
  });

  it('people outside a request never see it, admins included', async () => {
    for (const who of [f.admin, f.interpreters[0]]) {
      expect((await get(who)).json()).toEqual([]);
    }
    const ids0 = (await get(f.sellers[0])).json().map((r: { id: string }) => r.id);
    expect(ids0).toEqual([ids.sent]);
  });

  it('refuses an unknown filter', async () => {
    expect((await get(f.buyers[0], 'everything')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await call(app2, 'GET', '/api/meeting-requests')).statusCode).toBe(401);
  });
});

describe('GET /api/meeting-requests/counterparts and /projects', () => {
  const counterparts = (who: { cookie: string }, project: string) =>
    call(app, 'GET', `/api/meeting-requests/counterparts?project=${project}`, { cookie: who.cookie });

  it('a buyer may ask the active sellers of the project', async () => {
    const res = await counterparts(buyer, fx.project.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { full_name: string }) => p.full_name)).toEqual(['Seller 1', 'Seller 2']);
    expect(res.json()[0]).toMatchObject({ id: seller.id, email: seller.email, role: 'seller' });
  });

  it('a seller may ask the buyers', async () => {
    const res = await counterparts(seller, fx.project.id);
    expect(res.json().map((p: { full_name: string }) => p.full_name)).toEqual(['Buyer 1', 'Buyer 2']);
  });

  it('nobody for other roles, projects the user is not in, and projects that are not active', async () => {
    expect((await counterparts(fx.interpreters[0], fx.project.id)).json()).toEqual([]);
    expect((await counterparts(fx.admin, fx.project.id)).json()).toEqual([]);
    expect((await counterparts(outsider, fx.project.id)).json()).toEqual([]);
    expect((await counterparts(buyer, draftId)).json()).toEqual([]);
  });

  it('searches name, company and e-mail on the server, a page at a time, and reads one person by id', async () => {
    const read = async (query: string) => {
      const res = await call(app, 'GET', `/api/meeting-requests/counterparts?project=${fx.project.id}&${query}`, {
        cookie: buyer.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { names: res.json().map((p: { full_name: string }) => p.full_name), next: res.headers['x-next-cursor'] };
    };
    expect((await read('q=seller 2')).names).toEqual(['Seller 2']);
    expect((await read(`q=${encodeURIComponent(seller.email)}`)).names).toEqual(['Seller 1']);
    // A literal % matches nobody's name rather than everybody's.
    expect((await read('q=%25')).names).toEqual([]);
    const first = await read('limit=1');
    expect(first).toEqual({ names: ['Seller 1'], next: expect.any(String) });
    const second = await read(`limit=1&cursor=${first.next}`);
    expect(second).toEqual({ names: ['Seller 2'], next: undefined });
    expect((await read(`id=${fx.sellers[1].id}`)).names).toEqual(['Seller 2']);
    // Someone the buyer may not ask is not found by id either.
    expect((await read(`id=${inactiveSeller.id}`)).names).toEqual([]);
  });

  it('needs a project id', async () => {
    expect((await call(app, 'GET', '/api/meeting-requests/counterparts', { cookie: buyer.cookie })).statusCode).toBe(
      400,
    );
  });

  it('/projects lists only the active projects the user takes part in', async () => {
    const res = await call(app, 'GET', '/api/meeting-requests/projects', { cookie: buyer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: string }) => p.id)).toEqual([fx.project.id]);
    const none = await call(app, 'GET', '/api/meeting-requests/projects', { cookie: fx.admin.cookie });
    expect(none.json()).toEqual([]);
  });
});
