import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MEETING_STATUSES } from '../../core/constants.ts';
import type { Role } from '../../core/roles.ts';
import { interpreterNotes, meetings } from '../db/schema.ts';
import { makeMeeting, makeProject, makeUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { makeNote } from '../test/venue-factories.ts';
import type { CurrentUser } from '../types.ts';
import { mayReadMeetingNotes, mayWriteNote, notebookMeetings, visibleNotes } from './interpreter-note.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const meeting = { interpreter_id: 'interpreter-id' };

describe('visibleNotes and notebookMeetings on the database', () => {
  // The interpreter has a meeting in every status and notes on two of them; another interpreter
  // has a confirmed meeting with a note. Each meeting has its own buyer, seller and hour.
  let app: TestApp;
  const people: Record<string, CurrentUser> = {};
  const names = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp();
    for (const role of ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const)
      people[role] = (await makeUser(app, { role })).profile;
    people.otherInterpreter = (await makeUser(app, { role: 'interpreter' })).profile;
    const project = await makeProject(app);
    const meetingOf = async (name: string, interpreterId: string, status: (typeof MEETING_STATUSES)[number]) => {
      const [buyer, seller] = [(await makeUser(app)).profile, (await makeUser(app, { role: 'seller' })).profile];
      const hour = 10 + names.size;
      const row = await makeMeeting(app, {
        projectId: project.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        interpreterId,
        status,
        startTime: `${hour}:00`,
        endTime: `${hour}:30`,
      });
      names.set(row.id, name);
      return row;
    };
    const mine = people.interpreter.id;
    const confirmed = await meetingOf('confirmed', mine, 'confirmed');
    const completed = await meetingOf('completed', mine, 'completed');
    for (const status of ['scheduled', 'cancelled', 'no_show'] as const) await meetingOf(status, mine, status);
    const others = await meetingOf('other’s confirmed', people.otherInterpreter.id, 'confirmed');
    for (const [name, m] of [
      ['note on confirmed', confirmed],
      ['note on completed', completed],
    ] as const)
      names.set((await makeNote(app, { meetingId: m.id, interpreterId: mine, content: name })).id, name);
    const theirs = await makeNote(app, { meetingId: others.id, interpreterId: people.otherInterpreter.id });
    names.set(theirs.id, 'other’s note');
  });
  afterAll(() => app?.dispose());

  const named = (rows: { id: string }[]) => rows.map((r) => names.get(r.id) ?? r.id).sort();
  const notesSeenBy = async (who: CurrentUser) =>
    named(await app.db.select({ id: interpreterNotes.id }).from(interpreterNotes).where(visibleNotes(who)));
  const notebookOf = async (who: CurrentUser) =>
    named(await app.db.select({ id: meetings.id }).from(meetings).where(notebookMeetings(who)));

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

  it('lists an interpreter’s own confirmed and completed meetings in the notebook, nobody else’s', async () => {
    expect(await notebookOf(people.interpreter)).toEqual(['completed', 'confirmed']);
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
