import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  makeUser,
  setActive,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest } from '../../test/meeting-request-factories.ts';
import { makeWish, wishesIn } from '../../test/wish-factories.ts';

// Fixture: one project with 2 buyers, 3 sellers (seller 3 inactive), 1 interpreter; buyer 2 also
// has a project of their own that nobody else here takes part in.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 3, interpreters: 1 });
  await setActive(app, fx.sellers[2].id, false);
});
afterAll(() => app.dispose());

const put = (cookie: string, body: Record<string, unknown>) => call(app, 'PUT', '/api/wishes', { cookie, body });
const del = (cookie: string, query: string) => call(app, 'DELETE', `/api/wishes?${query}`, { cookie });

describe('PUT /api/wishes', () => {
  it('lets a buyer mark a seller of the project, then change the priority (one wish per pair)', async () => {
    const [buyer, seller] = [fx.buyers[0], fx.sellers[0]];
    const first = await put(buyer.cookie, { project_id: fx.project.id, target_id: seller.id, priority: 'like' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      project: { id: fx.project.id },
      user: { id: buyer.id, role: 'buyer' },
      target: { id: seller.id, full_name: 'Seller 1' },
      priority: 'like',
    });
    const second = await put(buyer.cookie, { project_id: fx.project.id, target_id: seller.id, priority: 'must' });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const stored = (await wishesIn(app, fx.project.id)).filter((w) => w.userId === buyer.id);
    expect(stored).toEqual([{ userId: buyer.id, targetId: seller.id, priority: 'must' }]);
  });

  it('lets a seller mark a buyer', async () => {
    const res = await put(fx.sellers[1].cookie, {
      project_id: fx.project.id,
      target_id: fx.buyers[1].id,
      priority: 'must',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.role).toBe('seller');
  });

  it('refuses a target of the same side, an interpreter, an inactive or absent counterpart', async () => {
    const outsider = await makeUser(app, { role: 'seller' });
    const buyer = fx.buyers[0];
    for (const target of [fx.buyers[1].id, fx.interpreters[0].id, fx.sellers[2].id, outsider.profile.id]) {
      const res = await put(buyer.cookie, { project_id: fx.project.id, target_id: target, priority: 'must' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_wish_target');
    }
  });

  it('answers 404 for a project the user does not take part in', async () => {
    const other = await makeProject(app);
    const res = await put(fx.buyers[0].cookie, { project_id: other.id, target_id: fx.sellers[0].id, priority: 'must' });
    expect(res.statusCode).toBe(404);
  });

  it('forbids interpreters, volunteers and acting for someone else', async () => {
    const asInterpreter = await put(fx.interpreters[0].cookie, {
      project_id: fx.project.id,
      target_id: fx.sellers[0].id,
      priority: 'must',
    });
    expect(asInterpreter.statusCode).toBe(403);
    const forOther = await put(fx.buyers[1].cookie, {
      project_id: fx.project.id,
      target_id: fx.sellers[0].id,
      priority: 'must',
      user_id: fx.buyers[0].id,
    });
    expect(forOther.statusCode).toBe(403);
    // Nothing was written for buyer 1 by buyer 2.
    expect((await wishesIn(app, fx.project.id)).filter((w) => w.userId === fx.buyers[0].id)).toHaveLength(1);
  });

  it('lets an admin set anyone’s wish, naming them; the admin has no wishes of their own', async () => {
    const res = await put(fx.admin.cookie, {
      project_id: fx.project.id,
      target_id: fx.sellers[1].id,
      priority: 'like',
      user_id: fx.buyers[1].id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(fx.buyers[1].id);
    const own = await put(fx.admin.cookie, {
      project_id: fx.project.id,
      target_id: fx.sellers[1].id,
      priority: 'like',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.code).toBe('not_participant');
  });

  it('refuses a malformed body and anyone signed out', async () => {
    const bad = await put(fx.buyers[0].cookie, {
      project_id: fx.project.id,
      target_id: fx.sellers[0].id,
      priority: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    const out = await call(app, 'PUT', '/api/wishes', {
      body: { project_id: fx.project.id, target_id: fx.sellers[0].id, priority: 'must' },
    });
    expect(out.statusCode).toBe(401);
  });
});

describe('closed projects', () => {
  it('refuses changes once the project is completed or cancelled, keeping the wishes', async () => {
    const closed = await eventFixture(app, { buyers: 1, sellers: 1 });
    await makeWish(app, closed.project.id, closed.buyers[0].id, closed.sellers[0].id, 'like');
    for (const status of ['completed', 'cancelled'] as const) {
      await app.db.update(projects).set({ status }).where(eq(projects.id, closed.project.id));
      const res = await put(closed.buyers[0].cookie, {
        project_id: closed.project.id,
        target_id: closed.sellers[0].id,
        priority: 'must',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('project_closed');
      const gone = await del(
        closed.buyers[0].cookie,
        `project_id=${closed.project.id}&target_id=${closed.sellers[0].id}`,
      );
      expect(gone.statusCode).toBe(409);
    }
    expect(await wishesIn(app, closed.project.id)).toEqual([
      { userId: closed.buyers[0].id, targetId: closed.sellers[0].id, priority: 'like' },
    ]);
  });
});

describe('GET /api/wishes', () => {
  it('shows a buyer or seller only their own wishes, an admin all, others none', async () => {
    const mine = await call(app, 'GET', `/api/wishes?project_id=${fx.project.id}`, { cookie: fx.buyers[0].cookie });
    expect(mine.json().map((w: { user: { id: string } }) => w.user.id)).toEqual([fx.buyers[0].id]);
    const asking = await call(app, 'GET', `/api/wishes?user_id=${fx.sellers[1].id}`, { cookie: fx.buyers[0].cookie });
    expect(asking.json()).toEqual([]);
    const all = await call(app, 'GET', `/api/wishes?project_id=${fx.project.id}`, { cookie: fx.admin.cookie });
    expect(all.json()).toHaveLength(3);
    const ofOne = await call(app, 'GET', `/api/wishes?project_id=${fx.project.id}&user_id=${fx.sellers[1].id}`, {
      cookie: fx.admin.cookie,
    });
    expect(ofOne.json().map((w: { target: { id: string } }) => w.target.id)).toEqual([fx.buyers[1].id]);
    const interpreter = await call(app, 'GET', '/api/wishes', { cookie: fx.interpreters[0].cookie });
    expect(interpreter.json()).toEqual([]);
  });
});

describe('DELETE /api/wishes', () => {
  it('removes the wisher’s own wish only', async () => {
    const p = fx.project.id;
    await put(fx.buyers[1].cookie, { project_id: p, target_id: fx.sellers[0].id, priority: 'like' });
    // Buyer 1 removing "their" wish for seller 1 leaves buyer 2's untouched.
    expect((await del(fx.buyers[0].cookie, `project_id=${p}&target_id=${fx.sellers[0].id}`)).statusCode).toBe(204);
    const left = await wishesIn(app, p);
    expect(left.some((w) => w.userId === fx.buyers[0].id)).toBe(false);
    expect(left.some((w) => w.userId === fx.buyers[1].id && w.targetId === fx.sellers[0].id)).toBe(true);
    const forOther = await del(
      fx.buyers[0].cookie,
      `project_id=${p}&target_id=${fx.sellers[0].id}&user_id=${fx.buyers[1].id}`,
    );
    expect(forOther.statusCode).toBe(403);
    const byAdmin = await del(
      fx.admin.cookie,
      `project_id=${p}&target_id=${fx.sellers[0].id}&user_id=${fx.buyers[1].id}`,
    );
    expect(byAdmin.statusCode).toBe(204);
    expect((await wishesIn(app, p)).some((w) => w.userId === fx.buyers[1].id && w.targetId === fx.sellers[0].id)).toBe(
      false,
    );
  });
});

describe('GET /api/wishes/counterparts', () => {
  it('lists the other side with the wish, the wish received, pending requests and meetings', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 3 });
    const [buyer] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    await makeWish(app, ev.project.id, buyer.id, s1.id, 'must');
    await makeWish(app, ev.project.id, s2.id, buyer.id, 'like');
    await makeRequest(app, s3, ev.project.id, buyer);
    await makeMeeting(app, { projectId: ev.project.id, buyerId: buyer.id, sellerId: s2.id });
    const res = await call(app, 'GET', `/api/wishes/counterparts?project_id=${ev.project.id}`, {
      cookie: buyer.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ wisher: { id: buyer.id, role: 'buyer' }, open: true });
    expect(
      body.counterparts.map((c: Record<string, unknown>) => [c.full_name, c.priority, c.wants_you, c.requested, c.met]),
    ).toEqual([
      ['Seller 1', 'must', false, false, false],
      ['Seller 2', null, true, false, true],
      ['Seller 3', null, false, true, false],
    ]);
    // The admin sees the same list for the buyer; a seller may not ask for the buyer's.
    const admin = await call(app, 'GET', `/api/wishes/counterparts?project_id=${ev.project.id}&user_id=${buyer.id}`, {
      cookie: ev.admin.cookie,
    });
    expect(admin.json().counterparts).toEqual(body.counterparts);
    const other = await call(app, 'GET', `/api/wishes/counterparts?project_id=${ev.project.id}&user_id=${buyer.id}`, {
      cookie: s1.cookie,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /api/wishes/counterparts: search, filter and pages', () => {
  it('searches and filters on the server, counts every filter over the whole side, and pages by name', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 3 });
    const [buyer] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    await makeWish(app, ev.project.id, buyer.id, s1.id, 'must');
    await makeWish(app, ev.project.id, buyer.id, s3.id, 'like');
    const read = async (query: string) => {
      const res = await call(app, 'GET', `/api/wishes/counterparts?project_id=${ev.project.id}&${query}`, {
        cookie: buyer.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { ...body, ids: body.counterparts.map((c: { id: string }) => c.id) };
    };
    const all = await read('');
    expect(all.counts).toEqual({ all: 3, must: 1, like: 1, none: 1 });
    expect(all.next_cursor).toBeNull();
    expect((await read('wish=must')).ids).toEqual([s1.id]);
    expect((await read('wish=like')).ids).toEqual([s3.id]);
    expect((await read('wish=none')).ids).toEqual([s2.id]);
    // The counts stay those of the whole side whatever the search.
    const searched = await read('q=seller 2');
    expect(searched.ids).toEqual([s2.id]);
    expect(searched.counts).toEqual(all.counts);
    const first = await read('limit=2');
    expect(first.ids).toEqual([s1.id, s2.id]);
    const second = await read(`limit=2&cursor=${first.next_cursor}`);
    expect(second.ids).toEqual([s3.id]);
    expect(second.next_cursor).toBeNull();
    const refused = await call(app, 'GET', `/api/wishes/counterparts?project_id=${ev.project.id}&wish=maybe`, {
      cookie: buyer.cookie,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('GET /api/wishes/options and /wishers', () => {
  it('offers the open projects both take part in, with the current wish', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 1 });
    const closed = await makeProject(app, { status: 'completed' });
    const draft = await makeProject(app, { status: 'draft' });
    for (const p of [closed, draft]) {
      await addParticipant(app, p.id, { id: ev.buyers[0].id, role: 'buyer' });
      await addParticipant(app, p.id, { id: ev.sellers[0].id, role: 'seller' });
    }
    await makeWish(app, draft.id, ev.buyers[0].id, ev.sellers[0].id, 'like');
    const res = await call(app, 'GET', `/api/wishes/options?target_id=${ev.sellers[0].id}`, {
      cookie: ev.buyers[0].cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().projects.map((p: { id: string; priority: string | null }) => [p.id, p.priority]);
    expect(rows.sort()).toEqual(
      [
        [draft.id, 'like'],
        [ev.project.id, null],
      ].sort(),
    );
    // A buyer asking about another buyer gets nothing.
    const same = await call(app, 'GET', `/api/wishes/options?target_id=${ev.buyers[0].id}`, {
      cookie: ev.buyers[0].cookie,
    });
    expect(same.json().projects).toEqual([]);
  });

  it('gives admins the buyers and sellers with their numbers of wishes; nobody else', async () => {
    const res = await call(app, 'GET', `/api/wishes/wishers?project_id=${fx.project.id}`, { cookie: fx.admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((w: { full_name: string; role: string }) => `${w.role}:${w.full_name}`)).toEqual([
      'buyer:Buyer 1',
      'buyer:Buyer 2',
      'seller:Seller 1',
      'seller:Seller 2',
    ]);
    const asBuyer = await call(app, 'GET', `/api/wishes/wishers?project_id=${fx.project.id}`, {
      cookie: fx.buyers[0].cookie,
    });
    expect(asBuyer.statusCode).toBe(403);
  });
});
