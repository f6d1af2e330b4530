import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingFeedback } from '../../db/schema.ts';
import { call, makeMeeting, makeProject, makeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Two apps on fresh databases: one with PUBLIC_TOTALS on and a known set of people, meetings and
// answers, one with it off.
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ publicTotals: true }), createTestApp()]);
  const { profile: seller } = await makeUser(on, { role: 'seller', companyName: 'Hanul Foods' });
  await makeUser(on, { role: 'seller', companyName: ' hanul foods ' }); // the same company, written otherwise
  await makeUser(on, { role: 'seller', companyName: 'Gone Ltd', active: false }); // not counted
  const buyers = [];
  for (const name of ['Acme', 'Borealis', '']) {
    buyers.push((await makeUser(on, { role: 'buyer', companyName: name })).profile);
  }
  const project = await makeProject(on);
  const statuses = ['completed', 'completed', 'confirmed'] as const;
  const rows = [];
  for (const [i, status] of statuses.entries()) {
    rows.push(
      await makeMeeting(on, {
        projectId: project.id,
        buyerId: buyers[i].id,
        sellerId: seller.id,
        status,
        startTime: `1${i}:00`,
        endTime: `1${i}:30`,
      }),
    );
  }
  // Ratings 5, 4 and 2: two of three are 4 or more.
  await on.db.insert(meetingFeedback).values([
    { meetingId: rows[0].id, userId: buyers[0].id, side: 'buyer', rating: 5, followUp: 'yes', dealSize: 'none' },
    { meetingId: rows[0].id, userId: seller.id, side: 'seller', rating: 4, followUp: 'maybe', dealSize: 'none' },
    { meetingId: rows[1].id, userId: buyers[1].id, side: 'buyer', rating: 2, followUp: 'no', dealSize: 'none' },
  ]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
});

describe('GET /api/public/totals', () => {
  it('counts active people, distinct companies, held meetings and the share of good ratings when allowed', async () => {
    const res = await call(on, 'GET', '/api/public/totals');
    expect(res.statusCode).toBe(200);
    // 5 active accounts; companies Hanul Foods (twice), Acme, Borealis; 2 completed meetings.
    expect(res.json()).toEqual({ totals: { users: 5, companies: 3, meetings: 2, satisfaction: 2 / 3 } });
  });

  it('answers no totals when the setting is off, so the page keeps its marketing figures', async () => {
    await makeUser(off, { role: 'buyer', companyName: 'Acme' });
    const res = await call(off, 'GET', '/api/public/totals');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totals: null });
  });
});
