import { describe, expect, it } from 'vitest';
import type { MEETING_STATUSES } from '../../core/constants.ts';
import type { Role } from '../../core/roles.ts';
import { interpreterNotes, meetings } from '../db/schema.ts';
import { makeMeeting, makeProject, makeUser } from '../test/factories.ts';
import { makeNote } from '../test/venue-factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import type { CurrentUser } from '../types.ts';
import { mayReadMeetingNotes, mayWriteNote, notebookMeetings, visibleNotes } from './interpreter-note.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const meeting = { interpreter_id: 'interpreter-id' };

describe('visibleNotes and notebookMeetings on the database', () => {
  // The interpreter has a meeting in every status and notes on two of them; another interpreter
  // has a confirmed meeting with a note. Each meeting has its own buyer, seller and hour.
  const {
    people,
    seenBy: notesSeenBy,
    seenThrough,
  } = visibilityFixture({
    table: interpreterNotes,
    filter: visibleNotes,
    cast: ['admin', 'buyer', 'seller', 'interpreter', 'volunteer', 'otherInterpreter'],
    seed: async ({ app, people, name }) => {
      const project = await makeProject(app);
      let meetingsMade = 0;
      const meetingOf = async (label: string, interpreterId: string, status: (typeof MEETING_STATUSES)[number]) => {
        const [buyer, seller] = [(await makeUser(app)).profile, (await makeUser(app, { role: 'seller' })).profile];
        const hour = 10 + meetingsMade++;
        const row = await makeMeeting(app, {
          projectId: project.id,
          buyerId: buyer.id,
          sellerId: seller.id,
          interpreterId,
          status,
          startTime: `${hour}:00`,
          endTime: `${hour}:30`,
        });
        name(row.id, label);
        return row;
      };
      const mine = people.interpreter.id;
      const confirmed = await meetingOf('confirmed', mine, 'confirmed');
      const completed = await meetingOf('completed', mine, 'completed');
      for (const status of ['scheduled', 'cancelled', 'no_show'] as const) await meetingOf(status, mine, status);
      const others = await meetingOf('other’s confirmed', people.otherInterpreter.id, 'confirmed');
      for (const [label, m] of [
        ['note on confirmed', confirmed],
        ['note on completed', completed],
      ] as const)
        name((await makeNote(app, { meetingId: m.id, interpreterId: mine, content: label })).id, label);
      const theirs = await makeNote(app, { meetingId: others.id, interpreterId: people.otherInterpreter.id });
      name(theirs.id, 'other’s note');
    },
  });
  // The meetings were named by the same seed, so the notebook reads by the same names.
  const notebookOf = seenThrough(meetings, notebookMeetings);

  it('shows an admin every note', async () => {
    expect(await notesSeenBy(people.admin)).toEqual(['note on completed', 'note on confirmed', 'other’s note']);
  });

  it('shows an interpreter their own notes only', async () => {
    expect(await notesSeenBy(people.interpreter)).toEqual(['note on completed', 'note on confirmed']);
    expect(await notesSeenBy(people.otherInterpreter)).toEqual(['other’s note']);
  });

  it('shows buyers, sellers and volunteers no note', async () => {
    for (const role of ['buyer', 'seller', 'volunteer']) expect(await notesSeenBy(people[role])).toEqual([]);
  });

  it('lists an interpreter’s own confirmed, completed and no-show meetings in the notebook, nobody else’s', async () => {
    expect(await notebookOf(people.interpreter)).toEqual(['completed', 'confirmed', 'no_show']);
    expect(await notebookOf(people.otherInterpreter)).toEqual(['other’s confirmed']);
  });

  it('gives every other role, admins too, an empty notebook', async () => {
    for (const role of ['admin', 'buyer', 'seller', 'volunteer']) expect(await notebookOf(people[role])).toEqual([]);
  });
});

describe('interpreter note policy', () => {
  it('lets only the meeting’s interpreter write', () => {
    expect(mayWriteNote(user('interpreter'), meeting)).toBe(true);
    expect(mayWriteNote(user('interpreter', 'other'), meeting)).toBe(false);
    expect(mayWriteNote(user('admin'), meeting)).toBe(false);
    expect(mayWriteNote(user('buyer', 'interpreter-id'), meeting)).toBe(false);
    expect(mayWriteNote(user('interpreter'), { interpreter_id: null })).toBe(false);
  });

  it('lets admins and the meeting’s interpreter read, nobody else', () => {
    expect(mayReadMeetingNotes(user('admin'), meeting)).toBe(true);
    expect(mayReadMeetingNotes(user('interpreter'), meeting)).toBe(true);
    for (const role of ['buyer', 'seller', 'volunteer'] as const)
      expect(mayReadMeetingNotes(user(role), meeting)).toBe(false);
    expect(mayReadMeetingNotes(user('interpreter', 'other'), meeting)).toBe(false);
  });
});
