import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { travelInfo } from '../db/schema.ts';
import { makeProject } from '../test/factories.ts';
import { makeTravel } from '../test/venue-factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import type { CurrentUser } from '../types.ts';
import { mayManageTravel, mayTravel, visibleTravel } from './travel.ts';

const user = (role: Role) => ({ id: `${role}-id`, role, isActive: true }) as CurrentUser;

describe('visibleTravel on the database', () => {
  // One traveller of each role but admin, the buyer with two records (one in a project), and a
  // second buyer with none.
  const { seenBy, allNames } = visibilityFixture({
    table: travelInfo,
    filter: visibleTravel,
    cast: ['admin', 'buyer', 'buyer2', 'seller', 'interpreter', 'volunteer'],
    seed: async ({ app, people, name }) => {
      const project = await makeProject(app);
      for (const [label, who, projectId] of [
        ['buyer’s flight', 'buyer', project.id],
        ['buyer’s hotel', 'buyer', null],
        ['seller’s', 'seller', project.id],
        ['interpreter’s', 'interpreter', null],
        ['volunteer’s', 'volunteer', null],
      ] as const)
        name((await makeTravel(app, { userId: people[who].id, projectId, notes: label })).id, label);
    },
  });

  it('shows an admin every record', async () => {
    expect(await seenBy('admin')).toEqual(allNames());
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
