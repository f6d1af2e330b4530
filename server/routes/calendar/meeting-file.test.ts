// A meeting's .ics download (docs/rules.md#calendars): for whoever may see the meeting, the same
// event as in their feed, in their language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readCalendar } from '../../test/ical-reader.ts';

let app: TestApp;
let world: Awaited<ReturnType<typeof eventFixture>>;
let meetingId: string;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://b2b.example.com' });
  world = await eventFixture(app, {
    buyers: 2,
    sellers: 1,
    interpreters: 1,
    project: { timeZone: 'America/New_York', startDate: '2030-07-15', endDate: '2030-07-16' },
  });
  const meeting = await makeMeeting(app, {
    projectId: world.project.id,
    buyerId: world.buyers[0].id,
    sellerId: world.sellers[0].id,
    interpreterId: world.interpreters[0].id,
    meetingDate: '2030-07-15',
    startTime: '10:00',
    endTime: '11:00',
  });
  meetingId = meeting.id;
});
afterAll(() => app.dispose());

const download = (cookie: string, id = meetingId) => call(app, 'GET', `/api/meetings/${id}/calendar.ics`, { cookie });

describe('GET /api/meetings/:id/calendar.ics', () => {
  it('gives the buyer a file with the one meeting at its instant in New York, to save', async () => {
    const res = await download(world.buyers[0].cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="meeting-2030-07-15-1000.ics"');
    const calendar = readCalendar(res.body);
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    expect(event.uid).toBe(`${meetingId}@b2b.example.com`);
    expect([event.start, event.end]).toEqual(['2030-07-15T14:00:00.000Z', '2030-07-15T15:00:00.000Z']);
    expect(event.summary).toBe(`Meeting with ${world.sellers[0].profile.companyName}`);
  });

  it("speaks the reader's language: the seller's in Japanese, naming the buyer", async () => {
    const seller = world.sellers[0];
    await call(app, 'PUT', '/api/profile/locale', { cookie: seller.cookie, body: { locale: 'ja' } });
    const [event] = readCalendar((await download(seller.cookie)).body).events;
    expect(event.summary).toBe(`商談：${world.buyers[0].profile.companyName}`);
    expect(event.description).toContain('バイヤー: Buyer 1');
  });

  it('names both parties to an admin', async () => {
    const [event] = readCalendar((await download(world.admin.cookie)).body).events;
    expect(event.summary).toBe(
      `Meeting: ${world.buyers[0].profile.companyName} – ${world.sellers[0].profile.companyName}`,
    );
  });

  it('answers 404 to whoever may not see the meeting: another buyer, its interpreter before it is confirmed', async () => {
    expect((await download(world.buyers[1].cookie)).statusCode).toBe(404);
    expect((await download(world.interpreters[0].cookie)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/meetings/${meetingId}/calendar.ics`)).statusCode).toBe(401);
  });
});
