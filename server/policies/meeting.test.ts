// The pure rules take a user and a meeting's people; the SQL filter runs on a real database.
import { describe, expect, it } from 'vitest';
import type { MEETING_STATUSES } from '../../core/constants.ts';
import type { Role } from '../../core/roles.ts';
import { meetingPart } from '../../core/rules/meetings.ts';
import { meetings } from '../db/schema.ts';
import { makeMeeting, makeProject } from '../test/factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import type { CurrentUser } from '../types.ts';
import { mayActOn, mayCheckIn, mayMove, visibleMeetings } from './meeting.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const people = { buyer_id: 'buyer-id', seller_id: 'seller-id', interpreter_id: 'interpreter-id' };

const admin = user('admin');
const buyer = user('buyer');
const seller = user('seller');
const interpreter = user('interpreter');
const otherBuyer = user('buyer', 'someone-else');
const volunteer = user('volunteer');

describe('meetingPart', () => {
  it('makes any admin an admin of every meeting', () => {
    expect(meetingPart(admin, people)).toBe('admin');
  });

  it('finds the meeting buyer, seller and interpreter by id', () => {
    expect(meetingPart(buyer, people)).toBe('buyer');
    expect(meetingPart(seller, people)).toBe('seller');
    expect(meetingPart(interpreter, people)).toBe('interpreter');
  });

  it('gives nobody else a part', () => {
    expect(meetingPart(otherBuyer, people)).toBeNull();
    expect(meetingPart(volunteer, people)).toBeNull();
    expect(meetingPart(user('seller', 'seller-2'), people)).toBeNull();
  });

  it('gives an interpreter no part in a meeting without one', () => {
    expect(meetingPart(interpreter, { ...people, interpreter_id: null })).toBeNull();
  });
});

describe('mayActOn', () => {
  const table: [string, CurrentUser, { confirm: boolean; cancel: boolean; complete: boolean }][] = [
    ['admin', admin, { confirm: true, cancel: true, complete: true }],
    ['buyer', buyer, { confirm: true, cancel: true, complete: true }],
    ['seller', seller, { confirm: true, cancel: true, complete: true }],
    ['interpreter', interpreter, { confirm: false, cancel: false, complete: true }],
    ['another buyer', otherBuyer, { confirm: false, cancel: false, complete: false }],
    ['a volunteer', volunteer, { confirm: false, cancel: false, complete: false }],
  ];

  it.each(table)('%s', (_, who, expected) => {
    expect({
      confirm: mayActOn(who, people, 'confirm'),
      cancel: mayActOn(who, people, 'cancel'),
      complete: mayActOn(who, people, 'complete'),
    }).toEqual(expected);
  });
});

describe('mayCheckIn', () => {
  it('lets the meeting buyer, seller and interpreter check in', () => {
    expect(mayCheckIn(buyer, people)).toBe(true);
    expect(mayCheckIn(seller, people)).toBe(true);
    expect(mayCheckIn(interpreter, people)).toBe(true);
  });

  it('refuses admins and outsiders', () => {
    expect(mayCheckIn(admin, people)).toBe(false);
    expect(mayCheckIn(otherBuyer, people)).toBe(false);
    expect(mayCheckIn(volunteer, people)).toBe(false);
  });
});

describe('mayMove', () => {
  it('lets admins move any meeting and nobody of the meeting', () => {
    expect(mayMove(admin, people)).toBe(true);
    for (const u of [buyer, seller, interpreter, otherBuyer, volunteer]) expect(mayMove(u, people)).toBe(false);
  });
});

describe('visibleMeetings on the database', () => {
  // Two buyers, two sellers and two interpreters in meetings of every status, one in another
  // project; each meeting has its own hour so no one is in two places at once.
  const { seenBy, allNames } = visibilityFixture({
    table: meetings,
    filter: visibleMeetings,
    cast: ['buyer', 'buyer2', 'seller', 'seller2', 'interpreter', 'interpreter2', 'admin', 'volunteer'],
    seed: async ({ app, people, name }) => {
      const [project, otherProject] = [await makeProject(app), await makeProject(app)];
      let made = 0;
      const meeting = async (
        label: string,
        buyer: string,
        seller: string,
        interpreter: string | null,
        status: (typeof MEETING_STATUSES)[number],
        projectId = project.id,
      ) => {
        const hour = 9 + made++;
        const row = await makeMeeting(app, {
          projectId,
          buyerId: people[buyer].id,
          sellerId: people[seller].id,
          interpreterId: interpreter && people[interpreter].id,
          status,
          startTime: `${hour}:00`,
          endTime: `${hour}:30`,
        });
        name(row.id, label);
      };
      await meeting('b-s confirmed', 'buyer', 'seller', 'interpreter', 'confirmed');
      await meeting('b-s2 scheduled', 'buyer', 'seller2', 'interpreter', 'scheduled');
      await meeting('b2-s completed', 'buyer2', 'seller', 'interpreter', 'completed');
      await meeting('b2-s2 confirmed', 'buyer2', 'seller2', 'interpreter2', 'confirmed');
      await meeting('b-s cancelled', 'buyer', 'seller', 'interpreter', 'cancelled');
      await meeting('b2-s no show', 'buyer2', 'seller', 'interpreter', 'no_show', otherProject.id);
      await meeting('b-s2 no interpreter', 'buyer', 'seller2', null, 'confirmed', otherProject.id);
    },
  });

  it('does not narrow an admin', async () => {
    expect(await seenBy('admin')).toEqual(allNames());
  });

  it('shows a buyer their own meetings of every status and project, not another buyer’s', async () => {
    expect(await seenBy('buyer')).toEqual(['b-s cancelled', 'b-s confirmed', 'b-s2 no interpreter', 'b-s2 scheduled']);
    expect(await seenBy('buyer2')).toEqual(['b2-s completed', 'b2-s no show', 'b2-s2 confirmed']);
  });

  it('shows a seller their own meetings of every status and project, not another seller’s', async () => {
    expect(await seenBy('seller')).toEqual(['b-s cancelled', 'b-s confirmed', 'b2-s completed', 'b2-s no show']);
    expect(await seenBy('seller2')).toEqual(['b-s2 no interpreter', 'b-s2 scheduled', 'b2-s2 confirmed']);
  });

  it('shows an interpreter their own confirmed, completed and no-show meetings only', async () => {
    expect(await seenBy('interpreter')).toEqual(['b-s confirmed', 'b2-s completed', 'b2-s no show']);
    expect(await seenBy('interpreter2')).toEqual(['b2-s2 confirmed']);
  });

  it('shows a volunteer none', async () => {
    expect(await seenBy('volunteer')).toEqual([]);
  });
});
