// The re-plan with the organiser's fixed meetings (docs/rules.md#fixed-meetings-and-precedences): a
// meeting at its fixed time stays ("fixed"), and a day the asks leave without a placement says why,
// naming the people, meetings and times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const DAY = '2030-05-01';

describe('re-plan with fixed meetings', () => {
  it('keeps a meeting at its fixed time, and names the clash of two fixed at one time', async () => {
    const fx = await eventFixture(app, {
      buyers: 2,
      sellers: 1,
      project: { startDate: DAY, endDate: DAY, dailyMeetLimit: 3 },
    });
    const [b1, b2] = fx.buyers;
    const [s1] = fx.sellers;
    const first = await makeMeeting(app, { projectId: fx.project.id, buyerId: b1.id, sellerId: s1.id });
    const second = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: b2.id,
      sellerId: s1.id,
      startTime: '11:00',
      endTime: '12:00',
    });
    const fix = (buyer: string) =>
      call(app, 'POST', `/api/projects/${fx.project.id}/fixed-meetings`, {
        cookie: fx.admin.cookie,
        body: { buyer_id: buyer, seller_id: s1.id, date: DAY, slot_number: 1 },
      });
    expect((await fix(b1.id)).statusCode).toBe(201);
    const preview = () =>
      call(app, 'POST', `/api/projects/${fx.project.id}/replan/preview`, { cookie: fx.admin.cookie, body: {} });
    let res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    // The seller's break between 09:00 and 11:00 goes, but the fixed meeting stays at 09:00.
    expect(res.json().kept).toEqual([expect.objectContaining({ id: first.id, why: 'fixed' })]);
    expect(res.json().moved).toEqual([expect.objectContaining({ id: second.id, to_time: '10:00' })]);

    // The other meeting fixed at 09:00 too: that day has no placement, and the preview says why.
    expect((await fix(b2.id)).statusCode).toBe(201);
    res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    const [day] = res.json().days;
    expect(day.status).toBe('infeasible');
    const clash = day.infeasibility.find((r: { code: string }) => r.code === 'fixed_person_clash');
    expect(clash.people).toEqual([{ id: s1.id, full_name: s1.profile.fullName, company_name: s1.profile.companyName }]);
    expect(clash.slots).toEqual([{ date: DAY, start_time: '09:00', end_time: '10:00' }]);
    expect(clash.meetings.map((m: { buyer: { id: string } }) => m.buyer.id).sort()).toEqual([b1.id, b2.id].sort());
    expect(res.json().moved).toEqual([]);
  });
});
