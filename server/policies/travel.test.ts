import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { travelInfo } from '../db/schema.ts';
import { makeProject, makeUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { makeTravel } from '../test/venue-factories.ts';
import type { CurrentUser } from '../types.ts';
import { mayManageTravel, mayTravel, visibleTravel } from './travel.ts';

const user = (role: Role) => ({ id: `${role}-id`, role, isActive: true }) as CurrentUser;

describe('visibleTravel on the database', () => {
  // One traveller of each role but admin, the buyer with two records (one in a project), and a
  // second buyer with none.
  let app: TestApp;
  const people: Record<string, CurrentUser> = {};
  const names = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp();
    for (const name of ['admin', 'buyer', 'buyer2', 'seller', 'interpreter', 'volunteer'])
      people[name] = (await makeUser(app, { role: name.replace('2', '') as Role })).profile;
    const project = await makeProject(app);
    for (const [name, who, projectId] of [
      ['buyer’s flight', 'buyer', project.id],
      ['buyer’s hotel', 'buyer', null],
      ['seller’s', 'seller', project.id],
      ['interpreter’s', 'interpreter', null],
      ['volunteer’s', 'volunteer', null],
    ] as const)
      names.set((await makeTravel(app, { userId: people[who].id, projectId, notes: name })).id, name);
  });
  afterAll(() => app?.dispose());

  const seenBy = async (who: string) =>
    (await app.db.select({ id: travelInfo.id }).from(travelInfo).where(visibleTravel(people[who])))
      .map((r) => names.get(r.id) ?? r.id)
      .sort();

  it('shows an admin every record', async () => {
    expect(await seenBy('admin')).toEqual([...names.values()].sort());
  });

  it('shows everyone else their own records only', async () => {
    expect(await seenBy('buyer')).toEqual(['buyer’s flight', 'buyer’s hotel']);
    expect(await seenBy('buyer2')).toEqual([]);
    expect(await seenBy('seller')).toEqual(['seller’s']);
    expect(await seenBy('interpreter')).toEqual(['interpreter’s']);
    expect(await seenBy('volunteer')).toEqual(['volunteer’s']);
  });
});

describe('travel policy', () => {
  it('lets only admins manage travel', () => {
    expect(mayManageTravel(user('admin'))).toBe(true);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const)
      expect(mayManageTravel(user(role))).toBe(false);
  });

  it('lists active people other than admins as travellers', () => {
    expect(mayTravel({ role: 'buyer', isActive: true })).toBe(true);
    expect(mayTravel({ role: 'volunteer', isActive: true })).toBe(true);
    expect(mayTravel({ role: 'buyer', isActive: false })).toBe(false);
    expect(mayTravel({ role: 'admin', isActive: true })).toBe(false);
  });
});
