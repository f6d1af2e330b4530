import { describe, expect, it } from 'vitest';
import { reportSchema } from '../../../core/schemas/report.ts';
import {
  dealRows,
  dealSizeRows,
  followUpRows,
  hasFeedback,
  hasMeetings,
  interpreterRows,
  meetingDayRows,
  meetingTotals,
  satisfactionRows,
  unansweredRow,
} from './chart-data.ts';
import { emptyReport, sampleReport } from './test-report.ts';

describe('report chart data', () => {
  it('the test reports have the API shape', () => {
    expect(reportSchema.parse(sampleReport)).toEqual(sampleReport);
    expect(reportSchema.parse(emptyReport)).toEqual(emptyReport);
  });

  it('stacks a day as held, no-show, still planned and cancelled; planned counts all but cancelled', () => {
    expect(meetingDayRows(sampleReport)[1]).toEqual({
      day: '2026-06-03',
      held: 20,
      no_show: 2,
      open: 14,
      cancelled: 1,
      planned: 36,
    });
    const totals = meetingTotals(sampleReport);
    expect(totals.held + totals.no_show + totals.open).toBe(totals.planned);
  });

  it('knows an empty project', () => {
    expect(hasMeetings(emptyReport)).toBe(false);
    expect(hasFeedback(emptyReport)).toBe(false);
    expect(hasMeetings(sampleReport)).toBe(true);
    // Only cancelled meetings are meetings too.
    expect(hasMeetings({ ...emptyReport, totals: { ...emptyReport.totals, cancelled: 1 } })).toBe(true);
  });

  it('puts each rating 1-5 in a row with both sides', () => {
    expect(satisfactionRows(sampleReport)).toEqual([
      { rating: 1, buyer: 1, seller: 0 },
      { rating: 2, buyer: 2, seller: 3 },
      { rating: 3, buyer: 6, seller: 5 },
      { rating: 4, buyer: 14, seller: 10 },
      { rating: 5, buyer: 9, seller: 4 },
    ]);
  });

  it('lists every follow-up answer and deal size band, zero when a side gave none', () => {
    expect(followUpRows(sampleReport).map((r) => [r.key, r.buyer, r.seller])).toEqual([
      ['yes', 18, 15],
      ['maybe', 10, 5],
      ['no', 4, 2],
    ]);
    expect(dealSizeRows(emptyReport).map((r) => r.key)).toEqual([
      'none',
      'under_10k',
      '10k_100k',
      '100k_1m',
      'over_1m',
    ]);
    expect(dealSizeRows(emptyReport).every((r) => r.buyer === 0 && r.seller === 0)).toBe(true);
  });

  it('counts ratings given without the detail as unanswered, by side', () => {
    const groups = [
      { side: 'buyer' as const, counts: {}, unanswered: 3 },
      { side: 'seller' as const, counts: {}, unanswered: 0 },
    ];
    expect(unansweredRow(groups)).toEqual({ buyer: 3, seller: 0 });
    expect(unansweredRow(emptyReport.follow_up)).toEqual({ buyer: 0, seller: 0 });
  });

  it('orders deal groups by their USD, dropping groups without a deal', () => {
    expect(dealRows(sampleReport.deals_by_country).map((g) => g.key)).toEqual(['USA', 'Vietnam', '']);
  });

  it('orders interpreters busiest first, utilisation as a percentage', () => {
    expect(interpreterRows(sampleReport).map((r) => [r.full_name, r.percent])).toEqual([
      ['Nguyen Thi Mai', 62.5],
      ['Lee Ji-won', 37.5],
      ['Tanaka Yui', 0],
    ]);
  });
});
