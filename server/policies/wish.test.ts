// The pure rules of meeting wishes take users and statuses; the SQL filter runs on a real database.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { meetingWishes } from '../db/schema.ts';
import { makeProject } from '../test/factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import { makeWish } from '../test/wish-factories.ts';
import type { CurrentUser } from '../types.ts';
import { counterpartRole, mayActForWisher, mayUseWishes, visibleWishes, wishesOpen } from './wish.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;

describe('wish policy', () => {
  it('lets admins, buyers and sellers use wishes, not interpreters or volunteers', () => {
    expect(
      (['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const).map((r) => mayUseWishes(user(r))),
    ).toEqual([true, true, true, false, false]);
  });

  it('lets a buyer or seller act only for themselves, and an admin for anyone', () => {
    expect(mayActForWisher(user('buyer'), 'buyer-id')).toBe(true);
    expect(mayActForWisher(user('buyer'), 'someone-else')).toBe(false);
    expect(mayActForWisher(user('seller'), 'seller-id')).toBe(true);
    expect(mayActForWisher(user('seller'), 'buyer-id')).toBe(false);
    expect(mayActForWisher(user('admin'), 'buyer-id')).toBe(true);
    expect(mayActForWisher(user('interpreter'), 'interpreter-id')).toBe(false);
  });

  it('pairs buyers with sellers and back', () => {
    expect(counterpartRole('buyer')).toBe('seller');
    expect(counterpartRole('seller')).toBe('buyer');
  });

  it('keeps wishes open in draft and active projects only', () => {
    expect((['draft', 'active', 'completed', 'cancelled'] as const).map(wishesOpen)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('visibleWishes on the database', () => {
  // Two buyers and two sellers wishing in two projects; a wish is seen by its wisher, not its target.
  const { seenBy, allNames } = visibilityFixture({
    table: meetingWishes,
    filter: visibleWishes,
    seed: async ({ app, people, name }) => {
      const [project, otherProject] = [await makeProject(app), await makeProject(app)];
      for (const [label, from, to, projectId] of [
        ['b→s', 'buyer', 'seller', project.id],
        ['b→s2 other project', 'buyer', 'seller2', otherProject.id],
        ['s→b', 'seller', 'buyer', project.id],
        ['b2→s', 'buyer2', 'seller', project.id],
      ] as const)
        name((await makeWish(app, projectId, people[from].id, people[to].id)).id, label);
    },
  });

  it('shows an admin every wish', async () => {
    expect(await seenBy('admin')).toEqual(allNames());
  });

  it('shows a buyer or seller the wishes they made, in every project, not those made about them', async () => {
    expect(await seenBy('buyer')).toEqual(['b→s', 'b→s2 other project']);
    expect(await seenBy('buyer2')).toEqual(['b2→s']);
    expect(await seenBy('seller')).toEqual(['s→b']);
    expect(await seenBy('seller2')).toEqual([]);
  });

  it('shows interpreters and volunteers none', async () => {
    expect(await seenBy('interpreter')).toEqual([]);
    expect(await seenBy('volunteer')).toEqual([]);
  });
});
