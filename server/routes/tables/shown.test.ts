// A meeting's table is shown wherever the meeting is (docs/rules.md#tables): the API's meetings,
// the grid's day, agendas, the dashboard, the calendar event's LOCATION, the export and e-mails.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMeetingFacts, meetingForReader } from '../../notices/meeting-facts.ts';
import { call, eventFixture } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-reader.ts';

let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let meetingId = '';
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 1, sellers: 1 });
  const admin = fx.admin.cookie;
  await call(app, 'POST', `/api/projects/${fx.project.id}/tables/bulk`, {
    cookie: admin,
    body: { count: 1, prefix: 'A-', start: 12 },
  });
  const res = await call(app, 'POST', '/api/meetings', {
    cookie: admin,
    body: {
      project_id: fx.project.id,
      buyer_id: fx.buyers[0].id,
      seller_id: fx.sellers[0].id,
      meeting_date: '2030-05-01',
      slot_number: 2,
    },
  });
  meetingId = res.json().id;
});
afterAll(() => app.dispose());

describe('the table of a meeting', () => {
  it('is named by the meeting, the schedule day and the buyer dashboard', async () => {
    const meeting = await call(app, 'GET', `/api/meetings/${meetingId}`, { cookie: fx.buyers[0].cookie });
    expect(meeting.json().table).toMatchObject({ name: 'A-12' });
    const day = await call(app, 'GET', `/api/projects/${fx.project.id}/schedule?date=2030-05-01`, {
      cookie: fx.admin.cookie,
    });
    expect(day.json().meetings[0].table).toMatchObject({ name: 'A-12' });
    const choices = await call(app, 'GET', `/api/projects/${fx.project.id}/schedule/choices?date=2030-05-01`, {
      cookie: fx.admin.cookie,
    });
    expect(choices.json().tables.map((t: { name: string }) => t.name)).toEqual(['A-12']);
    const dashboard = await call(app, 'GET', '/api/dashboard', { cookie: fx.buyers[0].cookie });
    expect(dashboard.json().upcoming_meetings[0].table).toBe('A-12');
  });

  it("is on the buyer's agenda and in the calendar event's LOCATION before the venue", async () => {
    const agenda = await call(app, 'GET', `/api/projects/${fx.project.id}/agenda`, { cookie: fx.buyers[0].cookie });
    expect(agenda.json().days[0].meetings[0].table).toBe('A-12');
    const ics = await call(app, 'GET', `/api/meetings/${meetingId}/calendar.ics`, { cookie: fx.buyers[0].cookie });
    expect(ics.body).toContain('LOCATION:A-12\\, Hall A');
    const pdf = await call(app, 'GET', `/api/projects/${fx.project.id}/agenda/pdf?lang=en`, {
      cookie: fx.buyers[0].cookie,
    });
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain('A-12, Hall A');
  });

  it('has a Table column in the meetings export, and is the place e-mails name', async () => {
    const file = await call(app, 'GET', `/api/projects/${fx.project.id}/exports/meetings?format=csv`, {
      cookie: fx.admin.cookie,
    });
    const [header, row] = file.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const column = header.split(',').indexOf('Table');
    expect(column).toBeGreaterThan(0);
    expect(row.split(',')[column]).toBe('A-12');
    const [facts] = await liveMeetingFacts(app.db, sql`meetings.id = ${meetingId}`);
    expect(meetingForReader(facts, fx.buyers[0].id).place).toBe('A-12, Hall A');
  });
});
