// Message retention, at moments chosen by the test: an organiser sets "delete messages N days after
// the event" on the project; once N days have passed after the event's last day (on the venue's
// clock) its conversation messages and their files are deleted, and nothing else: other projects'
// messages, and announcements, stay.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, conversationMessages, conversationThreads, projects } from '../db/schema.ts';
import { call, eventFixture, makeMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deleteExpiredMessages } from './message-retention.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.dispose());

/** A storage that only records what it was asked to delete. */
function recordingStorage() {
  const deleted: string[] = [];
  return { deleted, delete: async (key: string) => void deleted.push(key) };
}

const at = (iso: string) => ({ now: new Date(iso) });

/** An event in Seoul ending on `end`, a thread of its buyer and seller with a text and a file, and an announcement. */
async function eventWithMessages(end: string) {
  const fx = await eventFixture(app, {
    buyers: 1,
    sellers: 1,
    project: { startDate: end, endDate: end, timeZone: 'Asia/Seoul' },
  });
  const [buyer] = fx.buyers;
  const [seller] = fx.sellers;
  const meeting = await makeMeeting(app, {
    projectId: fx.project.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    meetingDate: end,
  });
  const opened = await call(app, 'POST', '/api/conversations', {
    cookie: buyer.cookie,
    body: { meeting_id: meeting.id },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const thread = opened.json().id as string;
  const fileKey = `conversations/${thread}/1-abc/offer.pdf`;
  await app.db.insert(conversationMessages).values([
    { threadId: thread, authorId: buyer.id, body: 'Our price list' },
    {
      threadId: thread,
      authorId: seller.id,
      body: '',
      fileKey,
      fileName: 'offer.pdf',
      fileSize: 3,
      fileType: 'application/pdf',
    },
  ]);
  await app.db.insert(announcements).values({ projectId: fx.project.id, title: 'Welcome', body: 'Hall A opens at 9.' });
  return { ...fx, thread, fileKey };
}

const messagesOf = (threadId: string) =>
  app.db.select().from(conversationMessages).where(eq(conversationMessages.threadId, threadId));

describe('message retention', () => {
  it('is a project setting: whole days from 1 to 3650, or empty to keep messages', async () => {
    const { admin, project } = await eventWithMessages('2030-03-03');
    const input = { name: project.name, start_date: '2030-03-03', end_date: '2030-03-03' };
    const put = (days: unknown) =>
      call(app, 'PUT', `/api/projects/${project.id}`, {
        cookie: admin.cookie,
        body: { ...input, message_retention_days: days },
      });
    const saved = await put(30);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message_retention_days).toBe(30);
    const [row] = await app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.messageRetentionDays).toBe(30);
    for (const bad of [0, 3651, 2.5]) expect((await put(bad)).statusCode).toBe(400);
    expect((await put(null)).json().message_retention_days).toBeNull();
    const got = await call(app, 'GET', `/api/projects/${project.id}`, { cookie: admin.cookie });
    expect(got.json().message_retention_days).toBeNull();
  });

  it('deletes the messages and files of a project N days after its last day, on the venue’s clock, and nothing else', async () => {
    // Ends 2030-05-03 in Seoul: its last day is over at 2030-05-03T15:00Z; 30 days later is 2030-06-02T15:00Z.
    const ending = await eventWithMessages('2030-05-03');
    await app.db.update(projects).set({ messageRetentionDays: 30 }).where(eq(projects.id, ending.project.id));
    // The same dates without the setting keep everything; a longer setting keeps it for now.
    const keeping = await eventWithMessages('2030-05-03');
    const longer = await eventWithMessages('2030-05-03');
    await app.db.update(projects).set({ messageRetentionDays: 31 }).where(eq(projects.id, longer.project.id));

    const storage = recordingStorage();
    expect(await deleteExpiredMessages(app.db, storage, at('2030-06-02T14:59:59Z'))).toBe(0);
    expect(await messagesOf(ending.thread)).toHaveLength(2);

    expect(await deleteExpiredMessages(app.db, storage, at('2030-06-02T15:00:00Z'))).toBe(2);
    expect(await messagesOf(ending.thread)).toHaveLength(0);
    expect(storage.deleted).toEqual([ending.fileKey]);
    // The thread stays, empty; the announcement stays.
    const [thread] = await app.db.select().from(conversationThreads).where(eq(conversationThreads.id, ending.thread));
    expect(thread).toBeDefined();
    const kept = await app.db
      .select()
      .from(announcements)
      .where(inArray(announcements.projectId, [ending.project.id, keeping.project.id, longer.project.id]));
    expect(kept).toHaveLength(3);
    expect(await messagesOf(keeping.thread)).toHaveLength(2);
    expect(await messagesOf(longer.thread)).toHaveLength(2);

    // The next turn finds nothing more; a day later the longer setting's time is up.
    expect(await deleteExpiredMessages(app.db, storage, at('2030-06-02T15:00:01Z'))).toBe(0);
    expect(await deleteExpiredMessages(app.db, storage, at('2030-06-03T15:00:00Z'))).toBe(2);
    expect(await messagesOf(longer.thread)).toHaveLength(0);
    expect(await messagesOf(keeping.thread)).toHaveLength(2);
    expect(storage.deleted).toEqual([ending.fileKey, longer.fileKey]);
  });

  it('deletes a large thread in batches, and what is written after the time is up at the next turn', async () => {
    const fx = await eventWithMessages('2030-08-01');
    await app.db.update(projects).set({ messageRetentionDays: 1 }).where(eq(projects.id, fx.project.id));
    await app.db
      .insert(conversationMessages)
      .values(
        Array.from({ length: 5 }, (_, i) => ({ threadId: fx.thread, authorId: fx.buyers[0].id, body: `note ${i}` })),
      );
    const storage = recordingStorage();
    const now = at('2030-08-02T15:00:00Z');
    const steps: number[] = [];
    for (let n = await deleteExpiredMessages(app.db, storage, now, 3); n > 0; ) {
      steps.push(n);
      n = await deleteExpiredMessages(app.db, storage, now, 3);
    }
    expect(steps).toEqual([3, 3, 1]);
    expect(await messagesOf(fx.thread)).toHaveLength(0);
    await app.db.insert(conversationMessages).values({ threadId: fx.thread, authorId: fx.sellers[0].id, body: 'late' });
    expect(await deleteExpiredMessages(app.db, storage, at('2030-08-10T00:00:00Z'))).toBe(1);
  });
});
