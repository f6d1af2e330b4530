// The organiser's report (docs/rules.md#report): every figure of the hand-built fixture project
// (report-fixture.ts) against numbers counted by hand, read at NOW (12:30 at the venue on the
// second day); then the route: admins only, unknown projects not found, and the PDF read back by
// poppler's pdftotext in English and Korean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, reportSchema } from '../../../core/schemas/report.ts';
import { projectReport } from '../../queries/report/index.ts';
import { call } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfInfo, pdfText } from '../../test/pdf-reader.ts';
import { NOW, reportFixture } from './report-fixture.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof reportFixture>>;
let report: Report;
beforeAll(async () => {
  app = await createTestApp();
  w = await reportFixture(app);
  report = reportSchema.parse(await projectReport(app.db, w.project.id, NOW));
});
afterAll(() => app.dispose());

const person = (p: { id: string; profile: { fullName: string; companyName: string } }) => ({
  id: p.id,
  full_name: p.profile.fullName,
  company_name: p.profile.companyName,
});

describe('projectReport', () => {
  it('names the project and when the figures were read', () => {
    expect(report.project).toEqual({
      id: w.project.id,
      name: 'Seoul Food Expo',
      start_date: '2030-05-01',
      end_date: '2030-05-03',
    });
    expect(report.generated_at).toBe(NOW.toISOString());
  });

  it('counts meetings by day: planned (not cancelled), held (completed), cancelled, no-show', () => {
    expect(report.meetings_by_day).toEqual([
      // m1 m2 completed, m3 m14 no-show, m4 cancelled, m5 m6 confirmed: 7 meetings, 6 not cancelled.
      { day: '2030-05-01', planned: 6, held: 2, cancelled: 1, no_show: 2 },
      // m8 completed, m7 m15 no-show, m11 cancelled, m9 scheduled, m10 confirmed: 6 meetings, 5 not cancelled.
      { day: '2030-05-02', planned: 5, held: 1, cancelled: 1, no_show: 2 },
      // m12 scheduled.
      { day: '2030-05-03', planned: 1, held: 0, cancelled: 0, no_show: 0 },
    ]);
    // The sums of the days; the other project's no-show is not counted.
    expect(report.totals).toEqual({ planned: 12, held: 3, cancelled: 2, no_show: 4 });
  });

  it('the check-in rate: of the begun meetings not cancelled, those with a check-in', () => {
    // Begun by 12:30 on day 2: the six of day 1 not cancelled (m1 m2 m3 m5 m6 m14) and m15 09:00,
    // m8 10:00, m7 11:00, m9 12:00 = 10. Checked in: m1, m2, m6, m8 = 4 (m4 is cancelled, m12 not begun).
    expect(report.check_in).toEqual({ eligible: 10, checked_in: 4, rate: 0.4 });
  });

  it('satisfaction, follow-up and deal size by side, the other project left out', () => {
    expect(report.satisfaction).toEqual([
      // Buyers rated 5 (m1), 3 (m2), 4 (m8): average 12 / 3 = 4.
      { side: 'buyer', counts: [0, 0, 1, 1, 1], answers: 3, average: 4 },
      // Sellers rated 4 (m1), 5 (m2) and 5 alone (m8): average 4.67.
      { side: 'seller', counts: [0, 0, 0, 1, 2], answers: 3, average: 4.67 },
    ]);
    expect(report.follow_up).toEqual([
      { side: 'buyer', counts: { yes: 2, maybe: 1, no: 0 }, unanswered: 0 },
      // The rating given alone counts as unanswered, never as a "no".
      { side: 'seller', counts: { yes: 1, maybe: 0, no: 1 }, unanswered: 1 },
    ]);
    expect(report.deal_size).toEqual([
      { side: 'buyer', counts: { none: 1, under_10k: 0, '10k_100k': 1, '100k_1m': 1, over_1m: 0 }, unanswered: 0 },
      { side: 'seller', counts: { none: 0, under_10k: 1, '10k_100k': 0, '100k_1m': 0, over_1m: 1 }, unanswered: 1 },
    ]);
  });

  it("deals in USD by the buyer's country, largest first, 'not given' as ''", () => {
    expect(report.deals_by_country).toEqual([
      // Japan: transaction 2,000 EUR x 1.1 = 2,200 (the cancelled 9,999 USD left out); contract 10,000 USD.
      { key: 'Japan', transactions: 1, transaction_usd: 2200, contracts: 1, contract_usd: 10000 },
      // Korea (' Korea ' trimmed): 1,000 USD + 500 GBP x 1.27 = 635 + 100,000 JPY x 0.0067 = 670 +
      // 333.33 EUR x 1.1 = 366.66 -> 2,671.66; contract 1,000,000 JPY = 6,700 (the cancelled one left out).
      { key: 'Korea', transactions: 4, transaction_usd: 2671.66, contracts: 1, contract_usd: 6700 },
      // Not given: 1,000,000 KRW x 0.00072 = 720.
      { key: '', transactions: 1, transaction_usd: 720, contracts: 0, contract_usd: 0 },
      // A contract without people: its buyer company's country; 200 CNY x 0.138 = 27.60.
      { key: 'Vietnam', transactions: 0, transaction_usd: 0, contracts: 1, contract_usd: 27.6 },
    ]);
  });

  it("deals in USD by the seller's industry", () => {
    expect(report.deals_by_industry).toEqual([
      // Food (Seller 1 and Seller 4): 1,000 + 2,200 + 670 + 366.66 = 4,236.66; contract 6,700.
      { key: 'Food', transactions: 4, transaction_usd: 4236.66, contracts: 1, contract_usd: 6700 },
      // Textiles: 720; contract 10,000.
      { key: 'Textiles', transactions: 1, transaction_usd: 720, contracts: 1, contract_usd: 10000 },
      // Not given (Seller 3): 635.
      { key: '', transactions: 1, transaction_usd: 635, contracts: 0, contract_usd: 0 },
      { key: 'Electronics', transactions: 0, transaction_usd: 0, contracts: 1, contract_usd: 27.6 },
    ]);
  });

  it("interpreters' meetings (not cancelled) against 3 days x 10 slots", () => {
    const [i1, i2] = w.interpreters;
    expect(report.interpreters).toEqual([
      // Interpreter 1: m1, m8, m10 (m4 is cancelled) = 3 of 30.
      { ...person(i1), meetings: 3, capacity: 30, utilisation: 0.1 },
      { ...person(i2), meetings: 0, capacity: 30, utilisation: 0 },
    ]);
  });

  it('the sellers who received the most requests, of any status', () => {
    const [s1, s2, s3] = w.sellers;
    // Seller 1: 3 (approved, pending, rejected); Seller 3: 3 (two pending, one cancelled), after
    // Seller 1 by name; Seller 2: 1 (the other project's request left out). Seller 4 received none.
    expect(report.top_sellers).toEqual([
      { ...person(s1), requests: 3 },
      { ...person(s3), requests: 3 },
      { ...person(s2), requests: 1 },
    ]);
  });

  it('possible no-shows: confirmed meetings of ended days without a check-in', () => {
    const [, b2] = w.buyers;
    const [, , s3] = w.sellers;
    // m5 (day 1, confirmed, nobody checked in); m6 had a check-in; m10's day has not ended.
    expect(report.possible_no_shows).toEqual([
      {
        id: w.meetings.m5.id,
        meeting_date: '2030-05-01',
        start_time: '09:00',
        buyer: person(b2),
        seller: person(s3),
        table: 'T1',
      },
    ]);
  });

  it('repeat no-shows: absent from two or more of the meetings', () => {
    const [, , b3] = w.buyers;
    const [, s2] = w.sellers;
    // Buyer 3: m3 (buyer absent) and m7 (both absent). Seller 2: m14 and m15 (seller absent).
    // Seller 1 was absent once (m7); Buyer 1's no-show is in the other project.
    expect(report.repeat_no_shows).toEqual([
      { ...person(b3), role: 'buyer', no_shows: 2 },
      { ...person(s2), role: 'seller', no_shows: 2 },
    ]);
  });

  it('the other project: its own figures only, zeros and no shares where nothing counts', async () => {
    const empty = reportSchema.parse(await projectReport(app.db, w.other.id, NOW));
    // Its one meeting (a no-show on day 3, 15:00) has not begun at NOW.
    expect(empty.check_in).toEqual({ eligible: 0, checked_in: 0, rate: null });
    expect(empty.totals).toEqual({ planned: 1, held: 0, cancelled: 0, no_show: 1 });
    expect(empty.satisfaction[1]).toEqual({ side: 'seller', counts: [0, 0, 0, 0, 0], answers: 0, average: null });
    expect(empty.deals_by_industry).toEqual([
      // Its own deals only: Buyer 1's 5,000 USD with Food, and a 777 USD contract with Textiles.
      { key: 'Food', transactions: 1, transaction_usd: 5000, contracts: 0, contract_usd: 0 },
      { key: 'Textiles', transactions: 0, transaction_usd: 0, contracts: 1, contract_usd: 777 },
    ]);
    expect(empty.meetings_by_day.map((d) => d.day)).toEqual(['2030-05-01', '2030-05-02', '2030-05-03']);
  });
});

describe('GET /api/projects/:id/report', () => {
  const url = (id: string, path = '') => `/api/projects/${id}/report${path}`;

  it('answers the figures to an admin, no copy kept by caches', async () => {
    const res = await call(app, 'GET', url(w.project.id), { cookie: w.admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = reportSchema.parse(res.json());
    // Read now (after 2030 has passed or not), the figures that do not depend on the clock agree.
    expect(body.totals).toEqual(report.totals);
    expect(body.deals_by_country).toEqual(report.deals_by_country);
    expect(body.top_sellers).toEqual(report.top_sellers);
  });

  it('is for admins only, and an unknown project is not found', async () => {
    for (const who of [w.buyers[0], w.sellers[0], w.interpreters[0]]) {
      expect((await call(app, 'GET', url(w.project.id), { cookie: who.cookie })).statusCode).toBe(403);
      expect((await call(app, 'GET', url(w.project.id, '/pdf'), { cookie: who.cookie })).statusCode).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['', '/pdf']) {
      const res = await call(app, 'GET', url(unknown, path), { cookie: w.admin.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await call(app, 'GET', url(w.project.id))).statusCode).toBe(401);
  });

  it('the PDF has the title, the figures and the texts of the language asked for', async () => {
    const en = await call(app, 'GET', url(w.project.id, '/pdf?lang=en'), { cookie: w.admin.cookie });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect((await pdfInfo(en.rawPayload)).title).toBe('Event report: Seoul Food Expo');
    const text = (await pdfText(en.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Seoul Food Expo');
    expect(text).toContain('Meetings by day');
    expect(text).toContain('$12,200.00');
    expect(text).toContain('$10,000.00');
    expect(text).toContain('Not given');

    const ko = await call(app, 'GET', url(w.project.id, '/pdf?lang=ko'), { cookie: w.admin.cookie });
    expect(ko.statusCode).toBe(200);
    const korean = (await pdfText(ko.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(korean).toContain('행사 결과 보고서');
    expect(korean).toContain('일자별 미팅');
    expect(korean).toContain('바이어 국가별 거래');
    expect(korean).toContain('미입력');
  });

  it('refuses a language it does not know', async () => {
    const res = await call(app, 'GET', url(w.project.id, '/pdf?lang=fr'), { cookie: w.admin.cookie });
    expect(res.statusCode).toBe(400);
  });
});
