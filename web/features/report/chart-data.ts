// The report's figures shaped for its charts and tables (docs/rules.md#report); no drawing here, so
// the shaping is tested without a browser.
import { DEAL_SIZE_BANDS, FEEDBACK_FOLLOW_UPS } from '../../../core/constants.ts';
import type { Report } from '../../../core/schemas/report.ts';

export type Side = 'buyer' | 'seller';
export const SIDES: Side[] = ['buyer', 'seller'];

/** A day's meetings in the chart's stack: held, no-show, still planned (the rest of planned), cancelled. */
export interface MeetingDayRow {
  day: string;
  held: number;
  no_show: number;
  open: number;
  cancelled: number;
  planned: number;
}

const stacked = (d: Omit<MeetingDayRow, 'open' | 'day'>) => ({
  held: d.held,
  no_show: d.no_show,
  // Planned counts every meeting not cancelled, held and no-show included.
  open: Math.max(0, d.planned - d.held - d.no_show),
  cancelled: d.cancelled,
  planned: d.planned,
});

export const meetingDayRows = (report: Report): MeetingDayRow[] =>
  report.meetings_by_day.map((d) => ({ day: d.day, ...stacked(d) }));

export const meetingTotals = (report: Report): Omit<MeetingDayRow, 'day'> => stacked(report.totals);

/** Whether the project has any meeting at all, cancelled ones included. */
export const hasMeetings = (report: Report) => report.totals.planned + report.totals.cancelled > 0;

/** One row per rating 1-5 with each side's count of it. */
export function satisfactionRows(report: Report): { rating: number; buyer: number; seller: number }[] {
  const counts = (side: Side) => report.satisfaction.find((s) => s.side === side)?.counts ?? [0, 0, 0, 0, 0];
  return [1, 2, 3, 4, 5].map((rating) => ({
    rating,
    buyer: counts('buyer')[rating - 1] ?? 0,
    seller: counts('seller')[rating - 1] ?? 0,
  }));
}

export function satisfactionOf(report: Report, side: Side) {
  return (
    report.satisfaction.find((s) => s.side === side) ?? { side, counts: [0, 0, 0, 0, 0], answers: 0, average: null }
  );
}

export const hasFeedback = (report: Report) => report.satisfaction.some((s) => s.answers > 0);

/** Rows of an answer (follow-up or deal size band) with each side's count, in the answers' order. */
export function answerRows<K extends string>(
  groups: { side: Side; counts: Partial<Record<K, number>> }[],
  keys: readonly K[],
): { key: K; buyer: number; seller: number }[] {
  const count = (side: Side, key: K) => groups.find((g) => g.side === side)?.counts[key] ?? 0;
  return keys.map((key) => ({ key, buyer: count('buyer', key), seller: count('seller', key) }));
}

export const followUpRows = (report: Report) => answerRows(report.follow_up, FEEDBACK_FOLLOW_UPS);
export const dealSizeRows = (report: Report) => answerRows(report.deal_size, DEAL_SIZE_BANDS);

/** Each side's ratings given without that detail (follow-up or deal size): unanswered, never a "no". */
export function unansweredRow(groups: { side: Side; unanswered?: number }[]): { buyer: number; seller: number } {
  const count = (side: Side) => groups.find((g) => g.side === side)?.unanswered ?? 0;
  return { buyer: count('buyer'), seller: count('seller') };
}

export type DealGroup = Report['deals_by_country'][number];

/** Groups with any deal, the largest (transactions and contracts in USD together) first. */
export function dealRows(groups: DealGroup[]): DealGroup[] {
  return groups
    .filter((g) => g.transactions + g.contracts > 0)
    .sort(
      (a, b) => b.transaction_usd + b.contract_usd - (a.transaction_usd + a.contract_usd) || a.key.localeCompare(b.key),
    );
}

/** How many groups and interpreters a bar chart draws; its table lists every one. */
export const CHART_MAX_BARS = 10;

export type InterpreterRow = Report['interpreters'][number] & { percent: number | null };

/** Interpreters, the busiest first, with utilisation as a whole percentage for the chart. */
export function interpreterRows(report: Report): InterpreterRow[] {
  return report.interpreters
    .map((i) => ({ ...i, percent: i.utilisation === null ? null : Math.round(i.utilisation * 1000) / 10 }))
    .sort((a, b) => (b.utilisation ?? -1) - (a.utilisation ?? -1) || a.full_name.localeCompare(b.full_name));
}
