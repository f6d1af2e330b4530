import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { volunteerAssignments } from '../db/schema.ts';
import { makeAssignment } from '../test/venue-factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import type { CurrentUser } from '../types.ts';
import {
  answersFor,
  mayAnswerAssignment,
  mayBeAssigned,
  mayManageAssignments,
  visibleAssignments,
} from './assignment.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const task = { volunteer_id: 'volunteer-id' };

describe('visibleAssignments on the database', () => {
  // Two volunteers with tasks of their own, and people of every other role who must see none.
  const { people, seenBy } = visibilityFixture({
    table: volunteerAssignments,
    filter: visibleAssignments,
    cast: ['admin', 'buyer', 'seller', 'interpreter', 'volunteer', 'otherVolunteer'],
    seed: async ({ app, people, name }) => {
      for (const [taskType, volunteerId] of [
        ['desk', people.volunteer.id],
        ['hall', people.volunteer.id],
        ['other’s desk', people.otherVolunteer.id],
      ])
        name((await makeAssignment(app, { volunteerId, taskType })).id, taskType);
    },
  });

  it('shows an admin every task', async () => {
    expect(await seenBy(people.admin)).toEqual(['desk', 'hall', 'other’s desk']);
  });

  it('shows a volunteer their own tasks, not another volunteer’s', async () => {
    expect(await seenBy(people.volunteer)).toEqual(['desk', 'hall']);
    expect(await seenBy(people.otherVolunteer)).toEqual(['other’s desk']);
  });

  it('shows buyers, sellers and interpreters none', async () => {
    for (const role of ['buyer', 'seller', 'interpreter']) expect(await seenBy(people[role])).toEqual([]);
  });
});

describe('assignment policy', () => {
  it('lets only admins manage assignments', () => {
    expect(mayManageAssignments(user('admin'))).toBe(true);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const)
      expect(mayManageAssignments(user(role))).toBe(false);
  });

  it('lets only the assignment’s own volunteer answer it, not admins', () => {
    expect(mayAnswerAssignment(user('volunteer'), task)).toBe(true);
    expect(mayAnswerAssignment(user('volunteer', 'other'), task)).toBe(false);
    expect(mayAnswerAssignment(user('admin'), task)).toBe(false);
    expect(mayAnswerAssignment(user('buyer', 'volunteer-id'), task)).toBe(false);
  });

  it('offers the answers the status allows, to the volunteer only', () => {
    const me = user('volunteer');
    expect(answersFor(me, { ...task, status: 'assigned' })).toEqual({ accept: true, decline: true, complete: false });
    expect(answersFor(me, { ...task, status: 'confirmed' })).toEqual({ accept: false, decline: false, complete: true });
    expect(answersFor(me, { ...task, status: 'completed' })).toEqual({
      accept: false,
      decline: false,
      complete: false,
    });
    expect(answersFor(user('admin'), { ...task, status: 'assigned' })).toEqual({
      accept: false,
      decline: false,
      complete: false,
    });
  });

  it('assigns tasks to active volunteers only', () => {
    expect(mayBeAssigned({ role: 'volunteer', isActive: true })).toBe(true);
    expect(mayBeAssigned({ role: 'volunteer', isActive: false })).toBe(false);
    expect(mayBeAssigned({ role: 'interpreter', isActive: true })).toBe(false);
  });
});
