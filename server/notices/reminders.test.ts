// Reminders before each meeting and the evening agenda, at moments chosen by the test (the jobs
// take the time as a parameter): once per meeting across two instances and a restart, none for a
// cancelled meeting, a moved meeting reminded of at its new time only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { meetings, profiles, projects } from '../db/schema.ts';
import { call, eventFixture, makeMeeting, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { outboxFor } from '../test/mail-factories.ts';
import { sendDueDayAgendas } from './day-agendas.ts';
import { sendDueReminders } from './reminders.ts';

let app: TestApp;
let second: Database;
beforeAll(async () => {
  app = await createTestApp();
  // A second instance: on PostgreSQL its own pool on the same database; PGlite has one connection.
  second = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
});
afterAll(async () => {
  if (second !== app?.database) await second?.close();
  await app?.dispose();
});

const ctx = (iso: string) => ({ publicUrl: 'http://app.test', now: new Date(iso) });
const kindOf =
  (kind: string) =>
  <M extends { kind: string }>(mails: M[]) =>
    mails.filter((m) => m.kind === kind);
const reminders = kindOf('meeting_reminder');

/** A confirmed meeting on 2030-05-01 at 10:00 in Seoul (01:00 UTC) with an interpreter. */
async function seoulMeeting() {
  const event = await eventFixture(app, { buyers: 1, sellers: 1, interpreters: 1, signIn: false });
  const meeting = await makeMeeting(app, {
    projectId: event.project.id,
    buyerId: event.buyers[0].id,
    sellerId: event.sellers[0].id,
    interpreterId: event.interpreters[0].id,
    startTime: '10:00',
    endTime: '11:00',
    location: 'Table A-12',
    status: 'confirmed',
  });
  return { ...event, meeting };
}

describe('reminders before a meeting', () => {
  it('reminds both sides and the interpreter once, 15 minutes before, even with two instances', async () => {
    const { buyers, sellers, interpreters } = await seoulMeeting();
    await sendDueReminders(app.db, ctx('2030-05-01T00:44:00Z'));
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(0);
    const counts = await Promise.all([
      sendDueReminders(app.db, ctx('2030-05-01T00:46:00Z')),
      sendDueReminders(second.db, ctx('2030-05-01T00:46:00Z')),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    // A restarted instance finds the reminder already sent: the key is in the database.
    await sendDueReminders(second.db, ctx('2030-05-01T00:50:00Z'));
    const [toBuyer] = reminders(await outboxFor(app, buyers[0].email));
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(1);
    expect(reminders(await outboxFor(app, sellers[0].email))).toHaveLength(1);
    expect(reminders(await outboxFor(app, interpreters[0].email))).toHaveLength(1);
    expect(toBuyer.subject).toBe(`In 14 minutes: meeting with ${sellers[0].profile.companyName}`);
    expect(toBuyer.textBody).toContain('10:00');
    expect(toBuyer.textBody).toContain('Where: Table A-12');
    expect(toBuyer.textBody).toContain('Interpreter: Interpreter 1');
    expect(toBuyer.links[0]).toMatch(/^http:\/\/app\.test\/meetings\//);
  });

  it('sends nothing for a cancelled meeting, nothing after the start, and honours "never"', async () => {
    const { buyers, sellers, interpreters, meeting } = await seoulMeeting();
    await app.db.update(meetings).set({ status: 'cancelled' }).where(eq(meetings.id, meeting.id));
    await sendDueReminders(app.db, ctx('2030-05-01T00:50:00Z'));
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(0);
    await app.db.update(meetings).set({ status: 'confirmed' }).where(eq(meetings.id, meeting.id));
    await sendDueReminders(app.db, ctx('2030-05-01T01:00:00Z'));
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(0);
    // Not yet confirmed, the meeting is not the interpreter's to see: no reminder for them.
    await app.db
      .update(meetings)
      .set({ startTime: '12:00', endTime: '13:00', status: 'scheduled' })
      .where(eq(meetings.id, meeting.id));
    const cookie = await signIn(app, sellers[0].email);
    const never = await call(app, 'PUT', '/api/notices/preferences', { cookie, body: { meeting_reminders: 'never' } });
    expect(never.statusCode).toBe(200);
    await sendDueReminders(app.db, ctx('2030-05-01T02:50:00Z'));
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(1);
    expect(reminders(await outboxFor(app, sellers[0].email))).toHaveLength(0);
    expect(reminders(await outboxFor(app, interpreters[0].email))).toHaveLength(0);
  });

  it('reminds of a moved meeting at its new time, never at the old one, and follows the project’s minutes', async () => {
    const { project, buyers, meeting } = await seoulMeeting();
    await sendDueReminders(app.db, ctx('2030-05-01T00:50:00Z'));
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(1);
    await app.db.update(meetings).set({ startTime: '15:00', endTime: '16:00' }).where(eq(meetings.id, meeting.id));
    await app.db.update(projects).set({ reminderMinutes: 30 }).where(eq(projects.id, project.id));
    await sendDueReminders(app.db, ctx('2030-05-01T05:25:00Z'));
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(1);
    await sendDueReminders(app.db, ctx('2030-05-01T05:31:00Z'));
    const mails = reminders(await outboxFor(app, buyers[0].email));
    expect(mails).toHaveLength(2);
    expect(mails[1].textBody).toContain('15:00');
    await app.db.update(projects).set({ reminderMinutes: 0 }).where(eq(projects.id, project.id));
  });

  it('reminds of a meeting moved through the move route at its new time only', async () => {
    const { admin, buyers, meeting } = await seoulMeeting();
    const res = await call(app, 'POST', `/api/meetings/${meeting.id}/move`, {
      cookie: admin.cookie,
      body: { meeting_date: '2030-05-01', slot_number: 6 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await sendDueReminders(app.db, ctx('2030-05-01T00:46:00Z')); // 09:46 in Seoul: the old time's window
    expect(reminders(await outboxFor(app, buyers[0].email))).toHaveLength(0);
    await sendDueReminders(app.db, ctx('2030-05-01T04:46:00Z')); // 13:46: fourteen minutes before 14:00
    const mails = reminders(await outboxFor(app, buyers[0].email));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain('14:00');
  });
});

describe('the evening agenda', () => {
  it('sends each person their next day’s meetings once from 18:00 in the project’s zone, in their language', async () => {
    const { buyers, sellers, interpreters } = await seoulMeeting();
    await app.db.update(profiles).set({ locale: 'ja' }).where(eq(profiles.id, buyers[0].id));
    await sendDueDayAgendas(app.db, ctx('2030-04-30T08:30:00Z')); // 17:30 in Seoul
    expect(kindOf('day_agenda')(await outboxFor(app, buyers[0].email))).toHaveLength(0);
    await Promise.all([
      sendDueDayAgendas(app.db, ctx('2030-04-30T09:05:00Z')),
      sendDueDayAgendas(second.db, ctx('2030-04-30T09:05:00Z')),
    ]);
    await sendDueDayAgendas(app.db, ctx('2030-04-30T11:00:00Z'));
    const [toBuyer, ...more] = kindOf('day_agenda')(await outboxFor(app, buyers[0].email));
    expect(more).toHaveLength(0);
    expect(toBuyer.locale).toBe('ja');
    expect(toBuyer.subject).toContain('2030');
    expect(toBuyer.textBody).toContain('10:00–11:00');
    expect(toBuyer.textBody).toContain('場所：Table A-12');
    expect(kindOf('day_agenda')(await outboxFor(app, sellers[0].email))).toHaveLength(1);
    expect(kindOf('day_agenda')(await outboxFor(app, interpreters[0].email))).toHaveLength(1);
  });
});
