// Companies kept apart (docs/rules.md#request-hygiene): organisers list, add and remove a project's
// exclusions; a pair is stored once, in order; adding one closes the pending requests between the
// two companies and tells both people.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyExclusions } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting, makeProject, makeUser, notificationsOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest, requestRow } from '../../test/meeting-request-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const event = () => eventFixture(app, { buyers: 2, sellers: 2 });
type Fx = Awaited<ReturnType<typeof event>>;
const companyOf = (p: Fx['buyers'][number]) => p.profile.companyId as string;
const add = (fx: Fx, a: string, b: string, cookie = fx.admin.cookie) =>
  call(app, 'POST', `/api/projects/${fx.project.id}/exclusions`, { cookie, body: { company_a: a, company_b: b } });
const list = (fx: Fx, cookie = fx.admin.cookie) =>
  call(app, 'GET', `/api/projects/${fx.project.id}/exclusions`, { cookie });

describe('company exclusions', () => {
  it('an organiser keeps two companies apart: stored once in order, listed with names and people', async () => {
    const fx = await event();
    const [a, b] = [companyOf(fx.sellers[0]), companyOf(fx.buyers[0])];
    const res = await add(fx, a, b);
    expect(res.statusCode).toBe(201);
    const [first, second] = [a, b].sort();
    const rows = await app.db.select().from(companyExclusions).where(eq(companyExclusions.projectId, fx.project.id));
    expect(rows).toMatchObject([{ companyA: first, companyB: second, createdBy: fx.admin.profile.id }]);
    const byId = { [a]: fx.sellers[0].profile.companyName, [b]: fx.buyers[0].profile.companyName };
    expect(res.json()).toMatchObject({
      id: rows[0].id,
      company_a: { id: first, name: byId[first], people: 1 },
      company_b: { id: second, name: byId[second], people: 1 },
      closed_requests: 0,
    });
    const listed = await list(fx);
    expect(listed.statusCode).toBe(200);
    const { closed_requests: _, ...shown } = res.json();
    expect(listed.json()).toEqual([shown]);
  });

  it('the same pair again, in either order, is 409 conflict', async () => {
    const fx = await event();
    const [a, b] = [companyOf(fx.sellers[0]), companyOf(fx.buyers[0])];
    expect((await add(fx, a, b)).statusCode).toBe(201);
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const again = await add(fx, x, y);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('conflict');
    }
    expect((await list(fx)).json()).toHaveLength(1);
  });

  it('refuses one company twice (400), an unknown company (400 company_not_found), an unknown project (404)', async () => {
    const fx = await event();
    const a = companyOf(fx.buyers[0]);
    const twice = await add(fx, a, a.toUpperCase());
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('validation_failed');
    const unknown = await add(fx, a, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('company_not_found');
    const noProject = await call(app, 'POST', '/api/projects/00000000-0000-4000-8000-000000000000/exclusions', {
      cookie: fx.admin.cookie,
      body: { company_a: a, company_b: companyOf(fx.sellers[0]) },
    });
    expect(noProject.statusCode).toBe(404);
    expect((await add(fx, a, 'not-a-uuid')).statusCode).toBe(400);
    expect((await list(fx)).json()).toEqual([]);
  });

  it('removing one: 204, gone from the list; again or from another project is 404', async () => {
    const fx = await event();
    const created = (await add(fx, companyOf(fx.sellers[0]), companyOf(fx.buyers[0]))).json();
    const other = await makeProject(app);
    const elsewhere = await call(app, 'DELETE', `/api/projects/${other.id}/exclusions/${created.id}`, {
      cookie: fx.admin.cookie,
    });
    expect(elsewhere.statusCode).toBe(404);
    const url = `/api/projects/${fx.project.id}/exclusions/${created.id}`;
    expect((await call(app, 'DELETE', url, { cookie: fx.admin.cookie })).statusCode).toBe(204);
    expect((await list(fx)).json()).toEqual([]);
    expect((await call(app, 'DELETE', url, { cookie: fx.admin.cookie })).statusCode).toBe(404);
  });

  it('only organisers: buyers and sellers get 403 on every route, signed-out 401', async () => {
    const fx = await event();
    const created = (await add(fx, companyOf(fx.sellers[0]), companyOf(fx.buyers[0]))).json();
    const base = `/api/projects/${fx.project.id}/exclusions`;
    for (const who of [fx.buyers[0], fx.sellers[0]]) {
      expect((await list(fx, who.cookie)).statusCode).toBe(403);
      expect((await call(app, 'GET', `${base}/companies`, { cookie: who.cookie })).statusCode).toBe(403);
      expect((await add(fx, companyOf(fx.sellers[1]), companyOf(fx.buyers[1]), who.cookie)).statusCode).toBe(403);
      expect((await call(app, 'DELETE', `${base}/${created.id}`, { cookie: who.cookie })).statusCode).toBe(403);
    }
    expect((await call(app, 'GET', base)).statusCode).toBe(401);
    expect((await list(fx)).json()).toHaveLength(1);
  });

  it('the company picker: companies whose people take part, by name, narrowed by a search', async () => {
    const fx = await event();
    await makeUser(app, { role: 'seller', companyName: 'Elsewhere Ltd' });
    const search = async (q?: string) =>
      (
        await call(app, 'GET', `/api/projects/${fx.project.id}/exclusions/companies${q ? `?q=${q}` : ''}`, {
          cookie: fx.admin.cookie,
        })
      ).json();
    const all = await search();
    expect(all.map((c: { name: string }) => c.name)).toEqual(
      [...fx.buyers, ...fx.sellers].map((p) => p.profile.companyName).sort(),
    );
    expect(all[0]).toMatchObject({ type: 'buyer', people: 1 });
    const sellers = await search('seller%201');
    expect(sellers.map((c: { id: string }) => c.id)).toEqual([companyOf(fx.sellers[0])]);
    // A LIKE wildcard is searched for as itself.
    expect(await search('%25')).toEqual([]);
  });

  it('closes the pending requests between the two companies, telling both people; others stay', async () => {
    const fx = await event();
    const [b1, b2] = fx.buyers;
    const [s1, s2] = fx.sellers;
    const between = [await makeRequest(app, b1, fx.project.id, s1), await makeRequest(app, s1, fx.project.id, b1)];
    const others = [await makeRequest(app, b2, fx.project.id, s1), await makeRequest(app, b1, fx.project.id, s2)];
    const res = await add(fx, companyOf(b1), companyOf(s1));
    expect(res.json().closed_requests).toBe(2);
    for (const id of between) {
      expect(await requestRow(app, id)).toMatchObject({ status: 'cancelled', answeredBy: fx.admin.profile.id });
    }
    for (const id of others) expect((await requestRow(app, id)).status).toBe('pending');
    for (const who of [b1, s1]) {
      const told = (await notificationsOf(app, who.id)).filter(
        (n) => n.titleKey === 'notifications.request.withdrawn.title',
      );
      expect(told).toHaveLength(2);
      expect(told[0]).toMatchObject({ type: 'warning', link: '/meeting-requests' });
    }
    // The requester's card names the organiser who closed it.
    const sent = (await call(app, 'GET', '/api/meeting-requests?filter=sent', { cookie: b1.cookie })).json();
    expect(sent.find((r: { id: string }) => r.id === between[0])).toMatchObject({
      status: 'cancelled',
      answered_by: { id: fx.admin.profile.id },
    });
    // And no meeting is made between them any more.
    await expect(makeMeeting(app, { projectId: fx.project.id, buyerId: b1.id, sellerId: s1.id })).rejects.toThrow();
  });
});
