// A project's categories and request settings (docs/rules.md#matchmaking, #request-hygiene):
// only admins change them; the API refuses values out of range and duplicate categories, and the
// database refuses them too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_NAME_MAX,
  MAX_MEETINGS_PER_DAY,
  PENDING_REQUEST_CAP,
  PROJECT_CATEGORIES_MAX,
  REQUEST_EXPIRY_DAYS,
} from '../../../core/constants.ts';
import { profiles, projects } from '../../db/schema.ts';
import { addParticipant, call, makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedIn(app, 'admin')).cookie;
});
afterAll(() => app.dispose());

const settings = (extra: Record<string, unknown> = {}) => ({
  categories: ['Cosmetics', 'Food'],
  pending_request_cap: 10,
  request_expiry_days: 7,
  max_meetings_per_day: null,
  ...extra,
});
const save = (id: string, body: unknown, cookie = admin) =>
  call(app, 'PUT', `/api/projects/${id}/matchmaking`, { cookie, body });

describe('PUT /api/projects/:id/matchmaking', () => {
  it('starts from the defaults and saves categories in order with the settings', async () => {
    const project = await makeProject(app);
    const before = (await call(app, 'GET', `/api/projects/${project.id}`, { cookie: admin })).json();
    expect(before).toMatchObject({
      categories: [],
      pending_request_cap: PENDING_REQUEST_CAP.default,
      request_expiry_days: REQUEST_EXPIRY_DAYS.default,
      max_meetings_per_day: null,
    });
    const res = await save(
      project.id,
      settings({ categories: [' Sun Care ', 'Cosmetics'], pending_request_cap: 5, max_meetings_per_day: 8 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      categories: ['Sun Care', 'Cosmetics'],
      pending_request_cap: 5,
      request_expiry_days: 7,
      max_meetings_per_day: 8,
    });
    // Empty means every slot of the day again.
    expect((await save(project.id, settings({ max_meetings_per_day: null }))).json().max_meetings_per_day).toBeNull();
  });

  it('shows participants the categories and settings', async () => {
    const project = await makeProject(app, { categories: ['Tea'], pendingRequestCap: 3 });
    const buyer = await signedIn(app, 'buyer');
    await addParticipant(app, project.id, { id: buyer.profile.id, role: 'buyer' });
    const res = await call(app, 'GET', `/api/projects/${project.id}`, { cookie: buyer.cookie });
    expect(res.json()).toMatchObject({ categories: ['Tea'], pending_request_cap: 3 });
  });

  it('refuses values out of range with validation_failed', async () => {
    const project = await makeProject(app);
    const bad = [
      { pending_request_cap: PENDING_REQUEST_CAP.min - 1 },
      { pending_request_cap: PENDING_REQUEST_CAP.max + 1 },
      { pending_request_cap: 2.5 },
      { request_expiry_days: REQUEST_EXPIRY_DAYS.min - 1 },
      { request_expiry_days: REQUEST_EXPIRY_DAYS.max + 1 },
      { max_meetings_per_day: MAX_MEETINGS_PER_DAY.min - 1 },
      { max_meetings_per_day: MAX_MEETINGS_PER_DAY.max + 1 },
      { categories: ['x'.repeat(CATEGORY_NAME_MAX + 1)] },
      { categories: ['  '] },
      { categories: Array.from({ length: PROJECT_CATEGORIES_MAX + 1 }, (_, i) => `C${i}`) },
      { categories: ['Food', 'Tea', ' food '] },
      { renames: [{ from: 'Food', to: 'Snacks' }] },
    ];
    for (const extra of bad) {
      const res = await save(project.id, settings(extra));
      expect(res.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const dup = await save(project.id, settings({ categories: ['Food', 'FOOD'] }));
    expect(dup.json().error.details.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'duplicate_category' })]),
    );
    // The edges are allowed.
    const edges = settings({
      categories: Array.from({ length: PROJECT_CATEGORIES_MAX }, (_, i) => `C${i}`.padEnd(CATEGORY_NAME_MAX, 'x')),
      pending_request_cap: PENDING_REQUEST_CAP.max,
      request_expiry_days: REQUEST_EXPIRY_DAYS.min,
      max_meetings_per_day: MAX_MEETINGS_PER_DAY.max,
    });
    expect((await save(project.id, edges)).statusCode).toBe(200);
    // Nothing else changed on a refused save.
    const [row] = await app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.pendingRequestCap).toBe(PENDING_REQUEST_CAP.max);
  });

  it('has the database refuse values out of range too', async () => {
    const project = await makeProject(app);
    for (const set of [{ pendingRequestCap: 0 }, { requestExpiryDays: 91 }, { maxMeetingsPerDay: 0 }]) {
      await expect(app.db.update(projects).set(set).where(eq(projects.id, project.id))).rejects.toThrow();
    }
  });

  it('carries a renamed category into the profiles of the project’s people only', async () => {
    const project = await makeProject(app, { categories: ['Cosmetic', 'Food'] });
    const seller = await signedIn(app, 'seller', { fields: { product_categories: ['Tea', 'cosmetic', 'Cosmetics'] } });
    const outsider = await signedIn(app, 'seller', { fields: { product_categories: ['Cosmetic'] } });
    await addParticipant(app, project.id, { id: seller.profile.id, role: 'seller' });
    const res = await save(
      project.id,
      settings({ categories: ['Food', 'Cosmetics'], renames: [{ from: 'Cosmetic', to: 'Cosmetics' }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().categories).toEqual(['Food', 'Cosmetics']);
    const categoriesOf = async (id: string) =>
      (await app.db.select().from(profiles).where(eq(profiles.id, id)))[0].productCategories;
    // Renamed in place, and once: the seller already had the new name.
    expect(await categoriesOf(seller.profile.id)).toEqual(['Tea', 'Cosmetics']);
    expect(await categoriesOf(outsider.profile.id)).toEqual(['Cosmetic']);
  });

  it('is for admins only, and a project that does not exist is not found', async () => {
    const project = await makeProject(app);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const) {
      const me = await signedIn(app, role);
      await addParticipant(app, project.id, { id: me.profile.id, role });
      expect((await save(project.id, settings(), me.cookie)).statusCode).toBe(403);
    }
    expect((await save('00000000-0000-4000-8000-000000000000', settings())).statusCode).toBe(404);
  });
});
