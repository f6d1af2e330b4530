// The outbox forgets finished messages after the kept days, and never a message still waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { forgetOldMail } from './retention.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.dispose());

const message = (status: 'pending' | 'sent' | 'failed', createdAt: string) => ({
  kind: 'notice',
  toEmail: `${status}-${createdAt}@example.test`,
  locale: 'en',
  fromName: 'Test',
  subject: 'S',
  textBody: 'T',
  htmlBody: '<p>T</p>',
  status,
  createdAt: new Date(createdAt),
});

describe('outbox retention', () => {
  it('deletes sent and failed messages older than the kept days, keeps waiting and recent ones', async () => {
    await app.db
      .insert(emailOutbox)
      .values([
        message('sent', '2030-01-01T00:00:00Z'),
        message('failed', '2030-01-02T00:00:00Z'),
        message('pending', '2030-01-01T00:00:00Z'),
        message('sent', '2030-03-25T00:00:00Z'),
      ]);
    const now = new Date('2030-04-01T00:00:00Z');
    expect(await forgetOldMail(app.db, { now, keepDays: 0 })).toBe(0);
    expect(await forgetOldMail(app.db, { now, keepDays: 30 })).toBe(2);
    expect(await forgetOldMail(app.db, { now, keepDays: 30 })).toBe(0);
    const left = await app.db.select({ to: emailOutbox.toEmail }).from(emailOutbox);
    expect(left.map((m) => m.to).sort()).toEqual([
      'pending-2030-01-01T00:00:00Z@example.test',
      'sent-2030-03-25T00:00:00Z@example.test',
    ]);
  });
});
