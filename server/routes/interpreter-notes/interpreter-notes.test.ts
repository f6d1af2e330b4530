import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpreterNotes } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeNote } from '../../test/venue-factories.ts';

// Fixture: interpreter 1 has a confirmed (m1), a completed (m2, with their note), a scheduled (m3)
// and a cancelled (m4) meeting; interpreter 2 has a confirmed one (m5) and once wrote on m1.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let m: Record<'m1' | 'm2' | 'm3' | 'm4' | 'm5', Awaited<ReturnType<typeof makeMeeting>>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 4, sellers: 2, interpreters: 2 });
  const meeting = (
    b: number,
    s: number,
    i: number,
    status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled',
    date: string,
  ) =>
    makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[b].id,
      sellerId: fx.sellers[s].id,
      interpreterId: fx.interpreters[i].id,
      meetingDate: date,
      location: 'Hall A',
      status,
    });
  m = {
    m1: await meeting(0, 0, 0, 'confirmed', '2030-05-01'),
    m2: await meeting(1, 0, 0, 'completed', '2030-05-02'),
    m3: await meeting(2, 0, 0, 'scheduled', '2030-05-03'),
    m4: await meeting(3, 0, 0, 'cancelled', '2030-05-03'),
    m5: await meeting(0, 1, 1, 'confirmed', '2030-05-02'),
  };
  await makeNote(app, {
    meetingId: m.m2.id,
    interpreterId: fx.interpreters[0].id,
    content: 'Prices agreed',
    keyPoints: 'MOQ',
  });
  await makeNote(app, { meetingId: m.m1.id, interpreterId: fx.interpreters[1].id, content: 'Earlier interpreter' });
});
afterAll(() => app.dispose());

const notesOf = (meetingId: string, interpreterId: string) =>
  app.db
    .select()
    .from(interpreterNotes)
    .where(and(eq(interpreterNotes.meetingId, meetingId), eq(interpreterNotes.interpreterId, interpreterId)));
const put = (meetingId: string, cookie: string, body: Record<string, unknown>) =>
  call(app, 'PUT', `/api/interpreter-notes/meetings/${meetingId}`, { cookie, body });
const read = (meetingId: string, cookie: string) =>
  call(app, 'GET', `/api/interpreter-notes/meetings/${meetingId}`, { cookie });

describe('GET /api/interpreter-notes', () => {
  it('lists the interpreter’s confirmed and completed meetings, newest first, each with their own note', async () => {
    const res = await call(app, 'GET', '/api/interpreter-notes', { cookie: fx.interpreters[0].cookie });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { meeting: { id: string } }) => r.meeting.id)).toEqual([m.m2.id, m.m1.id]);
    expect(rows[0]).toMatchObject({
      meeting: {
        status: 'completed',
        meeting_date: '2030-05-02',
        start_time: '09:00',
        end_time: '10:00',
        location: 'Hall A',
      },
      note: {
        content: 'Prices agreed',
        key_points: 'MOQ',
        action_items: '',
        interpreter: { id: fx.interpreters[0].id },
      },
    });
    // Interpreter 2's note on m1 is theirs, not this interpreter's.
    expect(rows[1].note).toBeNull();
  });

  it('lists nothing for other roles', async () => {
    for (const cookie of [fx.admin.cookie, fx.buyers[0].cookie, fx.sellers[0].cookie])
      expect((await call(app, 'GET', '/api/interpreter-notes', { cookie })).json()).toEqual([]);
  });
});

describe('GET /api/interpreter-notes/meetings/:id', () => {
  it('shows an admin every note of the meeting, read-only', async () => {
    const res = await read(m.m1.id, fx.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ can_write: false, notes: [{ content: 'Earlier interpreter' }] });
  });

  it('shows the meeting’s interpreter only their own note and lets them write', async () => {
    expect((await read(m.m1.id, fx.interpreters[0].cookie)).json()).toEqual({ notes: [], can_write: true });
    const done = (await read(m.m2.id, fx.interpreters[0].cookie)).json();
    expect(done).toMatchObject({ can_write: true, notes: [{ content: 'Prices agreed' }] });
  });

  it.each([
    ['the meeting’s buyer', () => fx.buyers[0].cookie, () => m.m1.id],
    ['the meeting’s seller', () => fx.sellers[0].cookie, () => m.m1.id],
    ['another interpreter', () => fx.interpreters[1].cookie, () => m.m2.id],
    ['its interpreter on a scheduled meeting', () => fx.interpreters[0].cookie, () => m.m3.id],
    ['anyone on an unknown meeting', () => fx.admin.cookie, () => '00000000-0000-4000-8000-000000000000'],
  ])('answers %s 404', async (_label, cookie, id) => {
    expect((await read(id(), cookie())).statusCode).toBe(404);
  });
});

describe('PUT /api/interpreter-notes/meetings/:id', () => {
  const body = { content: 'Samples by June', key_points: 'Price, MOQ', action_items: 'Send catalogue' };

  it('creates the interpreter’s note, then updates the same note', async () => {
    const first = await put(m.m1.id, fx.interpreters[0].cookie, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ meeting_id: m.m1.id, ...body, interpreter: { id: fx.interpreters[0].id } });
    const second = await put(m.m1.id, fx.interpreters[0].cookie, { ...body, content: 'Samples by July' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, content: 'Samples by July' });
    const stored = await notesOf(m.m1.id, fx.interpreters[0].id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      content: 'Samples by July',
      keyPoints: 'Price, MOQ',
      actionItems: 'Send catalogue',
    });
    // The earlier interpreter's note stays as it was.
    expect((await notesOf(m.m1.id, fx.interpreters[1].id))[0].content).toBe('Earlier interpreter');
  });

  it('keeps one note when two saves race', async () => {
    const results = await Promise.all([
      put(m.m5.id, fx.interpreters[1].cookie, { content: 'A' }),
      put(m.m5.id, fx.interpreters[1].cookie, { content: 'B' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await notesOf(m.m5.id, fx.interpreters[1].id)).toHaveLength(1);
  });

  it('refuses an admin, who reads the meeting: 403, nothing written', async () => {
    expect((await put(m.m3.id, fx.admin.cookie, body)).statusCode).toBe(403);
    expect((await put(m.m1.id, fx.admin.cookie, body)).statusCode).toBe(403);
    expect(await notesOf(m.m1.id, fx.admin.profile.id)).toEqual([]);
  });

  it.each([
    ['its interpreter on a scheduled meeting', 0, 'm3'],
    ['its interpreter on a cancelled meeting', 0, 'm4'],
    ['another interpreter', 1, 'm2'],
  ] as const)('answers %s 404, nothing written', async (_label, who, key) => {
    expect((await put(m[key].id, fx.interpreters[who].cookie, body)).statusCode).toBe(404);
    expect(await notesOf(m[key].id, fx.interpreters[who].id)).toEqual([]);
  });

  it('answers the meeting’s buyer 404', async () => {
    expect((await put(m.m1.id, fx.buyers[0].cookie, body)).statusCode).toBe(404);
    expect(await notesOf(m.m1.id, fx.buyers[0].id)).toEqual([]);
  });

  it('refuses unknown fields and overlong text', async () => {
    expect((await put(m.m2.id, fx.interpreters[0].cookie, { ...body, meeting_id: m.m1.id })).statusCode).toBe(400);
    expect((await put(m.m2.id, fx.interpreters[0].cookie, { content: 'x'.repeat(20001) })).statusCode).toBe(400);
    expect((await notesOf(m.m2.id, fx.interpreters[0].id))[0].content).toBe('Prices agreed');
  });
});
