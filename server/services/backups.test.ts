import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { seedDemoIfEmpty } from '../db/demo-seed.ts';
import { meetings, notifications, profiles, projects, travelInfo, users } from '../db/schema.ts';
import { backupConfig, databaseContent, rowCounts } from '../test/backup-factories.ts';
import { makeUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { BackupError, backup, lastBackup, restore, tablesInDependencyOrder } from './backups.ts';

let app: TestApp;
let env: ReturnType<typeof backupConfig>;

beforeAll(async () => {
  app = await createTestApp();
  env = backupConfig(app);
});
afterAll(async () => {
  await app.dispose();
  env.cleanup();
});

const uploads = () => path.join(env.config.dataDir, 'uploads');

describe('backup and restore', () => {
  it('lists tables after the tables they refer to', () => {
    const order = tablesInDependencyOrder();
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('profiles'));
    expect(order.indexOf('companies')).toBeLessThan(order.indexOf('contracts'));
    expect(order.indexOf('meetings')).toBeLessThan(order.indexOf('meeting_requests'));
    expect(order).toContain('notifications');
  });

  it('has no last backup before the first', async () => {
    expect(await lastBackup(env.config)).toBeNull();
  });

  it('brings back the demo event as it was backed up, uploads included', async () => {
    await seedDemoIfEmpty(app.db, hashPassword);
    fs.mkdirSync(path.join(uploads(), 'attachments'), { recursive: true });
    fs.writeFileSync(path.join(uploads(), 'attachments', 'brochure.pdf'), 'brochure v1');
    const before = await databaseContent(app);
    expect(before.meetings.length).toBeGreaterThan(0);

    const made = await backup(env.config, app.database);
    expect(path.basename(made.file)).toMatch(/^b2b-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.jsonl$/);
    expect(made.tables).toEqual(rowCounts(before));
    expect(made.uploadedFiles).toBe(1);

    // Change the data: a meeting goes, a user comes, a project is edited, a file changes.
    const [meeting] = await app.db.select().from(meetings).limit(1);
    await app.db.delete(meetings).where(eq(meetings.id, meeting.id));
    const { profile: added } = await makeUser(app, { role: 'seller' });
    const [project] = await app.db.select().from(projects).limit(1);
    await app.db.update(projects).set({ name: 'Renamed', dailyMeetLimit: 3 }).where(eq(projects.id, project.id));
    fs.writeFileSync(path.join(uploads(), 'attachments', 'brochure.pdf'), 'brochure v2');
    fs.writeFileSync(path.join(uploads(), 'stray.txt'), 'not in the backup');
    expect(await databaseContent(app)).not.toEqual(before);
    expect(await app.db.select().from(users).where(eq(users.id, added.id))).toHaveLength(1);

    const restored = await restore(env.config, made.file, app.database);
    expect(restored.tables).toEqual(rowCounts(before));
    expect(restored.uploadedFiles).toBe(1);

    expect(await databaseContent(app)).toEqual(before);
    const [back] = await app.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(back).toEqual(meeting);
    expect(await app.db.select().from(users).where(eq(users.id, added.id))).toEqual([]);
    const [projectBack] = await app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(projectBack).toEqual(project);
    expect(fs.readFileSync(path.join(uploads(), 'attachments', 'brochure.pdf'), 'utf8')).toBe('brochure v1');
    expect(fs.existsSync(path.join(uploads(), 'stray.txt'))).toBe(false);
  });

  it('refuses a dump of another schema version and changes nothing', async () => {
    const made = await backup(env.config, app.database);
    const [header, ...rest] = fs.readFileSync(made.file, 'utf8').split('\n');
    const other = path.join(env.config.backupDir, 'other-version.jsonl');
    fs.writeFileSync(other, [JSON.stringify({ ...JSON.parse(header), migration: '0099_future' }), ...rest].join('\n'));
    const { profile: extra } = await makeUser(app, { role: 'buyer' });
    const before = await databaseContent(app);

    await expect(restore(env.config, other, app.database)).rejects.toThrow(BackupError);
    await expect(restore(env.config, other, app.database)).rejects.toThrow(/schema version 0099_future/);
    expect(await databaseContent(app)).toEqual(before);
    expect(await app.db.select().from(users).where(eq(users.id, extra.id))).toHaveLength(1);
  });

  it('refuses a file that is not a backup, or a missing one', async () => {
    const junk = path.join(env.config.backupDir, 'junk.jsonl');
    fs.writeFileSync(junk, '{"hello":"world"}\n');
    await expect(restore(env.config, junk, app.database)).rejects.toThrow(/not a backup/);
    await expect(restore(env.config, path.join(env.config.backupDir, 'nope.jsonl'), app.database)).rejects.toThrow(
      /No such backup/,
    );
  });

  it('rolls back everything when the dump is cut short', async () => {
    const made = await backup(env.config, app.database);
    const lines = fs.readFileSync(made.file, 'utf8').trimEnd().split('\n');
    const cut = path.join(env.config.backupDir, 'cut.jsonl');
    fs.writeFileSync(cut, `${lines.slice(0, -3).join('\n')}\n`);
    await makeUser(app, { role: 'buyer' });
    const before = await databaseContent(app);
    await expect(restore(env.config, cut, app.database)).rejects.toThrow(/damaged/);
    expect(await databaseContent(app)).toEqual(before);
  });

  it('names the newest backup as the last one', async () => {
    const first = await backup(env.config, app.database);
    await new Promise((r) => setTimeout(r, 5));
    const second = await backup(env.config, app.database);
    expect(second.file > first.file).toBe(true);
    expect(await lastBackup(env.config)).toEqual({ file: second.file, at: second.at });
  });

  it('round-trips dates, times, numerics, arrays, jsonb and awkward text exactly', async () => {
    const { profile: person } = await makeUser(app, { role: 'buyer' });
    await app.db
      .update(profiles)
      .set({
        establishmentDate: '1999-12-31',
        annualRevenue: 1234567890123.45,
        exportAnnualRevenue: 0.01,
        productCategories: ['Food, "fresh"', '한국어 {braces}', 'line\nbreak', ''],
        languages: [],
        companyIntroduction: 'Tab\there, backslash \\ and emoji 🍵',
      })
      .where(eq(profiles.id, person.id));
    const [note] = await app.db
      .insert(notifications)
      .values({
        userId: person.id,
        titleKey: 'notifications.test',
        messageKey: 'notifications.test_message',
        params: { name: 'Ünïcode "quoted"', count: 3, nested: 'a\u2028b' },
      })
      .returning();
    const [trip] = await app.db
      .insert(travelInfo)
      .values({ userId: person.id, arrivalTime: new Date('2026-03-01T23:59:59.123Z'), flightNo: 'KE 081' })
      .returning();
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, person.id));

    const made = await backup(env.config, app.database);
    await app.db.delete(users).where(eq(users.id, person.id));
    await restore(env.config, made.file, app.database);

    expect((await app.db.select().from(profiles).where(eq(profiles.id, person.id)))[0]).toEqual(profile);
    expect((await app.db.select().from(notifications).where(eq(notifications.id, note.id)))[0]).toEqual(note);
    expect((await app.db.select().from(travelInfo).where(eq(travelInfo.id, trip.id)))[0]).toEqual(trip);
    expect(profile.annualRevenue).toBe(1234567890123.45);
    expect(trip.arrivalTime?.toISOString()).toBe('2026-03-01T23:59:59.123Z');
  });
});
