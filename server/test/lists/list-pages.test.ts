// Every paginated list route, walked (docs/decisions/041-bounded-lists.md): following the cursor
// with small pages meets each row of the whole list exactly once, in the order one large page has
// them, whether the route carries its cursor in the body (next_cursor) or, for bare arrays, in the
// x-next-cursor header. The routes come from the OpenAPI document (those taking a `cursor`), the
// calls from the authorization matrix's recipes, made as an admin on its world, grown so that each
// list spans several pages.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../core/schemas/list-page.ts';
import {
  announcements,
  companies,
  companyExclusions,
  contracts,
  emailOutbox,
  meetingRequests,
  meetingTables,
  meetingWishes,
  transactions,
  travelInfo,
  volunteerAssignments,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../db/schema.ts';
import { RECIPES } from '../authz/requests.ts';
import { buildWorld, makePeople, type People, type World } from '../authz/world.ts';
import { seedCrowd } from '../crowd-factories.ts';
import { makeMeeting } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let app: TestApp;
let people: People;
let world: World;
let routes: string[];

beforeAll(async () => {
  app = await createTestApp();
  people = await makePeople(app);
  world = await buildWorld(app, people);
  await growWorld();
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
  };
  routes = Object.entries(doc.paths)
    .filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'))
    .map(([p]) => `GET ${p.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`);
});
afterAll(() => app.dispose());

/** More of what the lists hold than one small page: people, tables, wishes, companies, e-mails. */
async function growWorld() {
  const tag = randomBytes(3).toString('hex');
  const projectId = world.project.id;
  const buyers = await seedCrowd(app.db, projectId, { role: 'buyer', count: 6, name: 'Walk buyer' });
  const sellers = await seedCrowd(app.db, projectId, {
    role: 'seller',
    count: 6,
    name: 'Walk seller',
    company: 'Walk Maker',
  });
  await app.db
    .insert(meetingTables)
    .values(Array.from({ length: 5 }, (_, i) => ({ projectId, name: `Walk ${tag} ${i}`, position: 100 + (i % 2) })));
  await app.db
    .insert(meetingWishes)
    .values(buyers.map((userId) => ({ projectId, userId, targetId: people.seller.id, priority: 'like' as const })));
  const made = await app.db
    .insert(companies)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Walk Co ${tag} ${i}`,
        type: i % 2 ? ('seller' as const) : ('buyer' as const),
      })),
    )
    .returning({ id: companies.id });
  const pairs = buyers.slice(0, 3);
  // Meetings at the same hour on the same day, so their order falls to the buyer's name and the id.
  for (const buyerId of pairs) {
    await makeMeeting(app, {
      projectId,
      buyerId,
      sellerId: sellers[pairs.indexOf(buyerId)],
      startTime: '13:00',
      endTime: '14:00',
      status: 'confirmed',
    });
  }
  // The interpreter's notebook: three more meetings of theirs, on a day of their own.
  for (const [i, start] of ['09:00', '10:00', '11:00'].entries()) {
    await makeMeeting(app, {
      projectId,
      buyerId: buyers[3 + i],
      sellerId: sellers[3 + i],
      interpreterId: people.interpreter.id,
      meetingDate: '2030-05-03',
      startTime: start,
      endTime: `${Number(start.slice(0, 2)) + 1}:00`,
      status: 'confirmed',
    });
  }
  await app.db.insert(meetingRequests).values(
    pairs.map((requesterId) => ({
      projectId,
      requesterId,
      requesterRole: 'buyer' as const,
      targetId: people.seller.id,
      targetRole: 'seller' as const,
      preferredDate: '2030-05-02',
      preferredTimeStart: '11:00',
      preferredTimeEnd: '12:00',
      purpose: 'Walk',
    })),
  );
  await app.db.insert(transactions).values(
    pairs.map((buyerId) => ({
      projectId,
      buyerId,
      sellerId: people.seller.id,
      productService: 'Walk',
      estimatedValue: 10,
      status: 'agreed' as const,
    })),
  );
  await app.db.insert(contracts).values(
    pairs.map((_, i) => ({
      contractNumber: `W-${tag}-${i}`,
      title: 'Walk',
      buyerCompany: people.buyer.companyId as string,
      sellerCompany: people.seller.companyId as string,
      projectId,
      productService: 'Walk',
      contractDate: '2030-05-02',
    })),
  );
  // Pairs of the new companies kept apart: (0,1), (0,2), (1,2), smaller id first; some have the
  // same first company, so the order falls to the second.
  const ids = made.map((c) => c.id).sort();
  await app.db.insert(companyExclusions).values(
    [
      [0, 1],
      [0, 2],
      [1, 2],
    ].map(([a, b]) => ({ projectId, companyA: ids[a], companyB: ids[b] })),
  );
  await app.db
    .insert(announcements)
    .values([1, 2, 3].map((i) => ({ projectId, authorId: people.admin.id, title: `Walk ${i}`, body: 'Walk' })));
  // Some arrive at one time, one not yet (it sorts last).
  await app.db.insert(travelInfo).values(
    pairs.map((userId, i) => ({
      userId,
      projectId,
      arrivalTime: i < 2 ? new Date('2030-04-30T10:00:00Z') : null,
    })),
  );
  await app.db.insert(volunteerAssignments).values(
    ['09:00', null, '09:00'].map((startTime) => ({
      volunteerId: people.volunteer.id,
      projectId,
      taskType: 'Walk',
      assignedDate: '2030-05-01',
      startTime,
    })),
  );
  await app.db.insert(emailOutbox).values(
    made.map((_, i) => ({
      kind: 'invitation' as const,
      toEmail: `walk-${tag}-${i}@example.test`,
      locale: 'en',
      fromName: 'Walk',
      subject: `Walk ${i}`,
      textBody: 'Walk',
      htmlBody: '<p>Walk</p>',
    })),
  );
  // A webhook endpoint with finished deliveries (none pending: no sender may try its address), made
  // in one statement (one created_at).
  const [subscription] = await app.db
    .insert(webhookSubscriptions)
    .values({
      projectId,
      url: 'https://93.184.215.14/walk',
      events: ['meeting.created'],
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    })
    .returning({ id: webhookSubscriptions.id });
  await app.db.insert(webhookDeliveries).values(
    (['succeeded', 'failed', 'failed'] as const).map((status) => ({
      subscriptionId: subscription.id,
      eventType: 'meeting.created',
      payload: { type: 'meeting.created' },
      status,
    })),
  );
}

/** The URL of `key` from its matrix recipe, with `extra` query parameters. */
function urlOf(key: string, extra: Record<string, string>) {
  const route = key.slice('GET '.length);
  const recipe = RECIPES[key] ?? {};
  const params = recipe.params?.(world, people) ?? {};
  const query = new URLSearchParams({ ...recipe.query?.(world, people), ...extra }).toString();
  return `${route.replace(/:(\w+)/g, (_, n) => params[n])}?${query}`;
}

/** The rows of one answer and where the next page starts, wherever the route carries them. */
function pageOf(body: unknown, header: string | undefined) {
  if (Array.isArray(body)) return { rows: body as { id?: string }[], next: header ?? null };
  const b = body as Record<string, unknown> & { next_cursor: string | null };
  const list = Object.values(b).find(Array.isArray) as { id?: string }[];
  return { rows: list, next: b.next_cursor };
}

/** Who walks a list when not an admin: lists of the caller's own, of which an admin has none. */
const WALKERS: Record<string, () => { cookie: string }> = {
  'GET /api/meeting-requests': () => people.seller,
  'GET /api/interpreter-notes': () => people.interpreter,
  'GET /api/meeting-requests/counterparts': () => people.buyer,
};
const walkerOf = (key: string) => WALKERS[key]?.() ?? people.admin;

async function get(key: string, extra: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: urlOf(key, extra), headers: { cookie: walkerOf(key).cookie } });
  expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
  return pageOf(res.json(), res.headers[NEXT_CURSOR_HEADER] as string | undefined);
}

/** What identifies a row: its id, else the whole row. */
const identity = (row: { id?: string }) => row.id ?? JSON.stringify(row);

describe('walking every paginated list', () => {
  it('finds the paginated routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('meets each row exactly once, in the order of one large page, across pages of 2', async () => {
    const thin: string[] = [];
    for (const key of routes) {
      const whole = await get(key, { limit: '200' });
      expect(whole.next, `${key}: the whole list fits one page of 200`).toBeNull();
      if (whole.rows.length <= 2) thin.push(`${key} (${whole.rows.length})`);
      const walked: { id?: string }[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null && pages <= whole.rows.length) {
        const page = await get(key, { limit: '2', ...(cursor ? { cursor } : {}) });
        expect(page.rows.length, key).toBeLessThanOrEqual(2);
        walked.push(...page.rows);
        cursor = page.next;
        pages++;
      }
      expect(walked.map(identity), key).toEqual(whole.rows.map(identity));
      expect(new Set(walked.map(identity)).size, key).toBe(walked.length);
    }
    // Every walk crossed at least one page boundary.
    expect(thin).toEqual([]);
  });

  it('keeps the next cursor of a page the read cache remembers (the meeting list is cached per user)', async () => {
    const first = await get('GET /api/meetings', { limit: '2' });
    const again = await get('GET /api/meetings', { limit: '2' });
    expect(first.next).toEqual(expect.any(String));
    expect(again).toEqual(first);
  });
});
