import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_MATCH_SCORE } from '../../../core/matching/counts.ts';
import {
  companies,
  companyExclusions,
  matchDismissals,
  meetingRequests,
  meetingWishes,
  profiles,
  projects,
  unavailableSlots,
} from '../../db/schema.ts';
import {
  addParticipant,
  call,
  type EventPerson,
  eventFixture,
  makeMeeting,
  makeProject,
  setActive,
  signedIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Fields = Partial<typeof profiles.$inferInsert>;
const setProfile = (id: string, fields: Fields) => app.db.update(profiles).set(fields).where(eq(profiles.id, id));

const list = (cookie: string, projectId: string, query = '') =>
  call(app, 'GET', `/api/projects/${projectId}/recommendations${query}`, { cookie });
const dismiss = (method: 'POST' | 'DELETE', cookie: string, projectId: string, personId: string) =>
  call(app, method, `/api/projects/${projectId}/recommendations/${personId}/dismiss`, { cookie });

/** A request row between two people of a project, in a status. */
async function request(
  projectId: string,
  from: EventPerson,
  to: EventPerson,
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired',
) {
  await app.db.insert(meetingRequests).values({
    projectId,
    requesterId: from.id,
    requesterRole: from.profile.role,
    targetId: to.id,
    targetRole: to.profile.role,
    preferredDate: '2030-05-02',
    preferredTimeStart: '11:00',
    preferredTimeEnd: '12:00',
    status,
  });
}

/** Marks every slot of the fixture's project (3 days of 10) unavailable for a person. */
async function busyEverywhere(projectId: string, userId: string) {
  const rows = ['2030-05-01', '2030-05-02', '2030-05-03'].flatMap((date) =>
    Array.from({ length: 10 }, (_, i) => ({ projectId, userId, date, slotNumber: i + 1 })),
  );
  await app.db.insert(unavailableSlots).values(rows);
}

describe('GET /api/projects/:id/recommendations: ranking and reasons', () => {
  let fx: Awaited<ReturnType<typeof eventFixture>>;
  beforeAll(async () => {
    fx = await eventFixture(app, { buyers: 1, sellers: 5, interpreters: 1 });
    const [buyer] = fx.buyers;
    const [s1, s2, s3, s4, s5] = fx.sellers;
    await setProfile(buyer.id, {
      productCategories: ['Cosmetics', 'Skin care', 'Hair care'],
      markets: ['KR'],
      country: 'JP',
      languages: ['Japanese'],
      industryType: 'Beauty',
    });
    await setProfile(s1.id, {
      productCategories: [' cosmetics', 'Skin Care'],
      markets: ['JP', 'US'],
      country: 'KR',
      languages: ['Japanese', 'Korean'],
    });
    await setProfile(s2.id, { productCategories: ['Cosmetics'], country: 'US', languages: ['Korean'] });
    await setProfile(s3.id, { productCategories: ['Food'], country: 'US', industryType: 'beauty' });
    await setProfile(s4.id, { productCategories: ['Toys'], country: 'DE' });
    await setProfile(s5.id, { productCategories: ['Food'], country: 'DE' });
    await setProfile(fx.interpreters[0].id, { languages: ['Korean', 'japanese '] });
    // Seller 5 and the buyer wished to meet each other.
    await app.db.insert(meetingWishes).values([
      { projectId: fx.project.id, userId: buyer.id, targetId: s5.id, priority: 'must' },
      { projectId: fx.project.id, userId: s5.id, targetId: buyer.id, priority: 'like' },
    ]);
  });

  it('ranks the sellers for the buyer, best first, with the reasons', async () => {
    const res = await list(fx.buyers[0].cookie, fx.project.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.role).toBe('buyer');
    expect(body.missing).toEqual([]);
    const [s1, s2, s3, s4, s5] = fx.sellers;
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([s1.id, s5.id, s2.id, s3.id, s4.id]);
    expect(body.items[0]).toMatchObject({
      full_name: 'Seller 1',
      company_name: expect.stringContaining('Seller 1 Co'),
      country: 'KR',
      role: 'seller',
      met_before: false,
      reasons: [
        { kind: 'categories', shared: ['Cosmetics', 'Skin care'] },
        { kind: 'market', country: 'JP', mine: false },
        { kind: 'market', country: 'KR', mine: true },
        { kind: 'language', language: 'Japanese' },
      ],
    });
    expect(body.items[1].reasons).toEqual([{ kind: 'mutual_wish' }]);
    expect(body.items[2].reasons).toEqual([
      { kind: 'categories', shared: ['Cosmetics'] },
      { kind: 'interpreter', language: 'Korean', myLanguage: 'Japanese' },
    ]);
    expect(body.items[3].reasons).toEqual([{ kind: 'industry', industry: 'beauty' }]);
    expect(body.items[4]).toMatchObject({ score: 0, reasons: [] });
  });

  it('ranks the buyers for a seller, the buyer wishing them first', async () => {
    const res = await list(fx.sellers[4].cookie, fx.project.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('seller');
    expect(res.json().items).toMatchObject([{ id: fx.buyers[0].id, reasons: [{ kind: 'mutual_wish' }] }]);
  });

  it('keeps to the limit and refuses a limit out of range', async () => {
    const res = await list(fx.buyers[0].cookie, fx.project.id, '?limit=2');
    expect(res.json().items).toHaveLength(2);
    for (const bad of ['?limit=0', '?limit=51', '?limit=x', '?other=1']) {
      const refused = await list(fx.buyers[0].cookie, fx.project.id, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
  });

  it('names the match fields missing from the profile', async () => {
    const res = await list(fx.sellers[3].cookie, fx.project.id);
    expect(res.json().missing).toEqual(['markets', 'languages', 'industry']);
  });
});

describe('GET /api/projects/:id/recommendations: who is never recommended', () => {
  it('leaves out one company, kept-apart companies, met, requested, declined, dismissed, inactive and busy people', async () => {
    const fx = await eventFixture(app, { buyers: 2, sellers: 13 });
    const [buyer, buyer2] = fx.buyers;
    const s = fx.sellers;
    const p = fx.project.id;
    const [mine, rival] = await app.db
      .insert(companies)
      .values([
        { name: `Acme ${p}`, type: 'buyer' },
        { name: `Rival ${p}`, type: 'seller' },
      ])
      .returning();
    await setProfile(buyer.id, { companyName: `Acme ${p}`, companyId: mine.id, productCategories: ['Tea'] });
    for (const seller of s) await setProfile(seller.id, { productCategories: ['Tea'] });
    // 0: the same company by name (another case and spaces); 1: a company kept apart.
    await setProfile(s[0].id, { companyName: `  ACME ${p} `, companyId: null });
    await setProfile(s[1].id, { companyId: rival.id });
    const [a, b] = [mine.id, rival.id].sort();
    await app.db.insert(companyExclusions).values({ projectId: p, companyA: a, companyB: b });
    // 2: met (a scheduled meeting); 3: a cancelled meeting does not count.
    await makeMeeting(app, { projectId: p, buyerId: buyer.id, sellerId: s[2].id, status: 'scheduled' });
    await makeMeeting(app, { projectId: p, buyerId: buyer.id, sellerId: s[3].id, status: 'cancelled' });
    // 4, 5: pending either way; 6: approved; 7, 8: declined either way; 9: cancelled and expired do not count.
    await request(p, buyer, s[4], 'pending');
    await request(p, s[5], buyer, 'pending');
    await request(p, buyer, s[6], 'approved');
    await request(p, buyer, s[7], 'rejected');
    await request(p, s[8], buyer, 'rejected');
    await request(p, buyer, s[9], 'cancelled');
    await request(p, s[9], buyer, 'expired');
    // 10: dismissed by the buyer; 11: no free slot left; 12: inactive. buyer2's dismissals are theirs.
    await app.db.insert(matchDismissals).values({ projectId: p, userId: buyer.id, targetId: s[10].id });
    await app.db.insert(matchDismissals).values({ projectId: p, userId: buyer2.id, targetId: s[3].id });
    await busyEverywhere(p, s[11].id);
    await setActive(app, s[12].id, false);

    const res = await list(buyer.cookie, p, '?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().items.map((i: { id: string }) => i.id);
    expect(ids.sort()).toEqual([s[3].id, s[9].id].sort());

    // Once the buyer has no free slot left, nobody shares one.
    await busyEverywhere(p, buyer.id);
    expect((await list(buyer.cookie, p)).json().items).toEqual([]);
  });

  it('leaves out a seller whose days are full under the daily maximum, and everyone once all slots are over', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 2, project: { maxMeetingsPerDay: 1 } });
    const [buyer] = fx.buyers;
    const [busy, free] = fx.sellers;
    // A pair meets once: three other buyers take the seller's one meeting of each day.
    for (const date of ['2030-05-01', '2030-05-02', '2030-05-03']) {
      const other = await signedIn(app, 'buyer');
      await addParticipant(app, fx.project.id, other.profile);
      await makeMeeting(app, {
        projectId: fx.project.id,
        buyerId: other.profile.id,
        sellerId: busy.id,
        meetingDate: date,
      });
    }
    const ids = (await list(buyer.cookie, fx.project.id)).json().items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([free.id]);

    const past = await eventFixture(app, {
      buyers: 1,
      sellers: 1,
      project: { startDate: '2020-05-01', endDate: '2020-05-02' },
    });
    expect((await list(past.buyers[0].cookie, past.project.id)).json().items).toEqual([]);
  });

  it('marks a pair that met at an earlier project of the same organiser', async () => {
    const organiser = await signedIn(app, 'admin');
    const fx = await eventFixture(app, { buyers: 1, sellers: 2, project: { createdBy: organiser.profile.id } });
    const [buyer] = fx.buyers;
    const [s1, s2] = fx.sellers;
    const earlier = await makeProject(app, {
      createdBy: organiser.profile.id,
      startDate: '2029-05-01',
      endDate: '2029-05-02',
      status: 'completed',
    });
    await app.db
      .update(projects)
      .set({ createdAt: new Date('2020-01-01') })
      .where(eq(projects.id, earlier.id));
    const elsewhere = await makeProject(app, { startDate: '2029-06-01', endDate: '2029-06-02' });
    await app.db
      .update(projects)
      .set({ createdAt: new Date('2020-01-01') })
      .where(eq(projects.id, elsewhere.id));
    await makeMeeting(app, {
      projectId: earlier.id,
      buyerId: buyer.id,
      sellerId: s1.id,
      meetingDate: '2029-05-01',
      status: 'completed',
    });
    // Another organiser's project, and a meeting not held, do not count.
    await makeMeeting(app, {
      projectId: elsewhere.id,
      buyerId: buyer.id,
      sellerId: s2.id,
      meetingDate: '2029-06-01',
      status: 'completed',
    });
    await makeMeeting(app, {
      projectId: earlier.id,
      buyerId: buyer.id,
      sellerId: s2.id,
      meetingDate: '2029-05-02',
      status: 'cancelled',
    });
    const items = (await list(buyer.cookie, fx.project.id)).json().items as { id: string; met_before: boolean }[];
    expect(Object.fromEntries(items.map((i) => [i.id, i.met_before]))).toEqual({ [s1.id]: true, [s2.id]: false });
  });
});

describe('recommendations: who may ask', () => {
  let fx: Awaited<ReturnType<typeof eventFixture>>;
  beforeAll(async () => {
    fx = await eventFixture(app, { buyers: 1, sellers: 2, interpreters: 1 });
  });

  it('refuses admins and interpreters (403), hides the project from outsiders (404)', async () => {
    expect((await list(fx.admin.cookie, fx.project.id)).statusCode).toBe(403);
    expect((await list(fx.interpreters[0].cookie, fx.project.id)).statusCode).toBe(403);
    const outsider = await signedIn(app, 'buyer');
    const hidden = await list(outsider.cookie, fx.project.id);
    expect(hidden.statusCode).toBe(404);
    expect((await list(fx.buyers[0].cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/projects/${fx.project.id}/recommendations`)).statusCode).toBe(401);
    expect((await dismiss('POST', outsider.cookie, fx.project.id, fx.sellers[0].id)).statusCode).toBe(404);
    expect((await dismiss('POST', fx.admin.cookie, fx.project.id, fx.sellers[0].id)).statusCode).toBe(403);
  });

  it('answers project_not_active outside an active project', async () => {
    const draft = await eventFixture(app, { buyers: 1, sellers: 1, project: { status: 'draft' } });
    const res = await list(draft.buyers[0].cookie, draft.project.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('project_not_active');
  });
});

describe('POST and DELETE /api/projects/:id/recommendations/:personId/dismiss', () => {
  it('hides a person from my recommendations without telling anyone, and undo brings them back', async () => {
    const fx = await eventFixture(app, { buyers: 2, sellers: 2 });
    const [buyer, buyer2] = fx.buyers;
    const [s1, s2] = fx.sellers;
    const ids = async (who: EventPerson) =>
      (await list(who.cookie, fx.project.id)).json().items.map((i: { id: string }) => i.id);
    expect(await ids(buyer)).toEqual([s1.id, s2.id].sort());

    const first = await dismiss('POST', buyer.cookie, fx.project.id, s1.id);
    expect(first.statusCode, first.body).toBe(204);
    expect((await dismiss('POST', buyer.cookie, fx.project.id, s1.id)).statusCode).toBe(204);
    expect(await ids(buyer)).toEqual([s2.id]);
    expect(await ids(buyer2)).toEqual([s1.id, s2.id].sort());
    const notes = await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: s1.cookie } });
    expect(JSON.stringify(notes.json())).not.toContain(buyer.id);

    expect((await dismiss('DELETE', buyer.cookie, fx.project.id, s1.id)).statusCode).toBe(204);
    expect((await dismiss('DELETE', buyer.cookie, fx.project.id, s1.id)).statusCode).toBe(204);
    expect(await ids(buyer)).toEqual([s1.id, s2.id].sort());
  });

  it('refuses someone not of the other side (invalid_match_target)', async () => {
    const fx = await eventFixture(app, { buyers: 2, sellers: 1 });
    const stranger = await signedIn(app, 'seller');
    for (const target of [fx.buyers[1].id, fx.buyers[0].id, stranger.profile.id]) {
      const res = await dismiss('POST', fx.buyers[0].cookie, fx.project.id, target);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_match_target');
    }
  });
});

describe('GET /api/projects/:id/match-counts', () => {
  it('counts good matches per buyer and seller, those with none first, for admins only', async () => {
    const fx = await eventFixture(app, { buyers: 2, sellers: 2 });
    const [b1, b2] = fx.buyers;
    const [s1, s2] = fx.sellers;
    // b1 and s1 share two categories and a market: a good match both ways. b2 and s2 share one category only.
    await setProfile(b1.id, { productCategories: ['Tea', 'Coffee'], country: 'JP' });
    await setProfile(s1.id, { productCategories: ['Tea', 'Coffee'], markets: ['JP'] });
    await setProfile(b2.id, { productCategories: ['Rice'] });
    await setProfile(s2.id, { productCategories: ['Rice'] });

    const res = await call(app, 'GET', `/api/projects/${fx.project.id}/match-counts`, { cookie: fx.admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ threshold: GOOD_MATCH_SCORE, buyers: 2, sellers: 2, without: 2 });
    expect(body.people.map((p: { id: string; good_matches: number }) => [p.id, p.good_matches])).toEqual([
      [b2.id, 0],
      [s2.id, 0],
      [b1.id, 1],
      [s1.id, 1],
    ]);

    // A limit lists the fewest-matched first; the head counts still cover everyone.
    const two = await call(app, 'GET', `/api/projects/${fx.project.id}/match-counts?limit=2`, {
      cookie: fx.admin.cookie,
    });
    expect(two.json()).toMatchObject({ buyers: 2, sellers: 2, without: 2 });
    expect(two.json().people.map((p: { id: string }) => p.id)).toEqual([b2.id, s2.id]);
    const tooMany = await call(app, 'GET', `/api/projects/${fx.project.id}/match-counts?limit=201`, {
      cookie: fx.admin.cookie,
    });
    expect(tooMany.statusCode).toBe(400);

    const refused = await call(app, 'GET', `/api/projects/${fx.project.id}/match-counts`, { cookie: b1.cookie });
    expect(refused.statusCode).toBe(403);
    const missing = await call(app, 'GET', '/api/projects/00000000-0000-4000-8000-000000000000/match-counts', {
      cookie: fx.admin.cookie,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('does not count one company or companies kept apart', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 2 });
    const [b] = fx.buyers;
    const [s1, s2] = fx.sellers;
    const good = { productCategories: ['Tea', 'Coffee'], markets: ['JP'], country: 'JP' };
    const [c1, c2] = await app.db
      .insert(companies)
      .values([
        { name: `B ${fx.project.id}`, type: 'buyer' },
        { name: `S ${fx.project.id}`, type: 'seller' },
      ])
      .returning();
    await setProfile(b.id, { ...good, companyId: c1.id });
    await setProfile(s1.id, { ...good, companyName: ` b ${fx.project.id} `, companyId: null });
    await setProfile(s2.id, { ...good, companyId: c2.id });
    const [a, z] = [c1.id, c2.id].sort();
    await app.db.insert(companyExclusions).values({ projectId: fx.project.id, companyA: a, companyB: z });
    const res = await call(app, 'GET', `/api/projects/${fx.project.id}/match-counts`, { cookie: fx.admin.cookie });
    expect(res.json().without).toBe(3);
  });
});
