// The report PDF (docs/rules.md#report): the figures of GET /api/projects/:id/report for sponsors,
// each group under a heading with its numbers in a table and, where a picture helps, a bar chart
// drawn with PDFKit's vector shapes (no image, so it stays sharp and small). A table or chart that
// does not fit goes on over the next page, its column heads repeated.
import type { Language } from '../../core/constants.ts';
import { DEAL_SIZE_BANDS, FEEDBACK_FOLLOW_UPS } from '../../core/constants.ts';
import { formatMoney } from '../../core/rules/money.ts';
import type { Report } from '../../core/schemas/report.ts';
import { ACCEPTANCE_TARGET, DECLINE_REASON_KEYS } from '../../core/schemas/request-health.ts';
import { PAGE } from './document.ts';
import { dayHeading } from './labels.ts';
import type { Pen, TextStyle } from './pen.ts';
import { REPORT_LABELS, type ReportLabels } from './report-labels.ts';

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BRAND = '#1d4ed8';
/** Series colours, told apart by lightness as well as hue (a grey print keeps them apart). */
const SERIES = ['#1d4ed8', '#f59e0b', '#94a3b8', '#dc2626', '#059669'];
/** The interpreters' chart: meetings, then free slots in a pale grey. */
const USE = ['#1d4ed8', '#e2e8f0'];

const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - 40;
const ROW = 15;
const BAR = 11;
/** Bar charts list at most this many groups; the table beside them has every one. */
const CHART_ROWS = 12;

const BODY: TextStyle = { size: 8.5, color: INK };
const HEAD: TextStyle = { size: 8.5, bold: true, color: MUTED };

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** Stops the drawing when the client has gone away (pageDone said so). */
class Stopped extends Error {}

/** Draws `report` on A4 pages in `language`, calling `pageDone` after every page. */
export async function drawReport(
  doc: PDFKit.PDFDocument,
  pen: Pen,
  report: Report,
  language: Language,
  pageDone: () => Promise<boolean>,
) {
  try {
    await drawPages(doc, pen, report, language, pageDone);
  } catch (err) {
    // The client went away: nothing more to draw, and nothing went wrong.
    if (!(err instanceof Stopped)) throw err;
  }
}

/** `{name}` placeholders of a label filled. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

async function drawPages(
  doc: PDFKit.PDFDocument,
  pen: Pen,
  report: Report,
  language: Language,
  pageDone: () => Promise<boolean>,
) {
  const l = REPORT_LABELS[language];
  const count = new Intl.NumberFormat(language);
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const usd = (n: number) => formatMoney(n, 'USD');
  let y = MARGIN;
  let pages = 0;

  const newPage = async () => {
    if (pages > 0 && !(await pageDone())) throw new Stopped();
    doc.addPage();
    pages++;
    y = MARGIN;
  };
  /** Makes sure `height` points fit below y, starting a new page when not. */
  const room = async (height: number) => {
    if (y + height > BOTTOM) await newPage();
  };

  const heading = async (text: string) => {
    await room(22 + 3 * ROW);
    y += 10;
    pen.line(text, MARGIN, y + 11, { size: 12.5, bold: true, color: INK }, { width: WIDTH });
    doc
      .moveTo(MARGIN, y + 16)
      .lineTo(MARGIN + WIDTH, y + 16)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    y += 22;
  };

  const note = async (text: string) => {
    await room(ROW);
    pen.line(text, MARGIN, y + 10, { size: 9, color: MUTED }, { width: WIDTH, minSize: 7 });
    y += ROW;
  };

  const cells = (columns: Column[], values: string[], style: TextStyle) => {
    let x = MARGIN;
    columns.forEach((c, i) => {
      pen.line(values[i] ?? '', x + 2, y + 10.5, style, { width: c.width - 4, align: c.align, minSize: 6.5 });
      x += c.width;
    });
    y += ROW;
  };

  /** A table: its column heads, then a row each, heads repeated on a new page. */
  const table = async (columns: Column[], rows: string[][], total?: string[]) => {
    if (rows.length === 0) return note(l.none);
    await room(2 * ROW);
    const head = () => {
      cells(
        columns,
        columns.map((c) => c.label),
        HEAD,
      );
      doc
        .moveTo(MARGIN, y - 1)
        .lineTo(MARGIN + WIDTH, y - 1)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    head();
    for (const row of rows) {
      if (y + ROW > BOTTOM) {
        await newPage();
        head();
      }
      cells(columns, row, BODY);
    }
    if (total) {
      await room(ROW);
      cells(columns, total, { ...BODY, bold: true });
    }
    y += 4;
  };

  /**
   * Horizontal bars, one a row, each of stacked `parts` in the series colours, scaled to the
   * largest total; the label on the left and `value` of the row on the right. A legend first when
   * the bars have several parts.
   */
  const bars = async (
    rows: { label: string; parts: number[]; value: string }[],
    legend: string[] = [],
    colors: string[] = SERIES,
  ) => {
    const shown = rows.slice(0, CHART_ROWS);
    if (shown.length === 0) return;
    const labelWidth = 130;
    const valueWidth = 80;
    const barWidth = WIDTH - labelWidth - valueWidth - 12;
    const max = Math.max(1, ...shown.map((r) => r.parts.reduce((a, b) => a + b, 0)));
    if (legend.length > 1) {
      await room(ROW);
      let x = MARGIN + labelWidth;
      legend.forEach((name, i) => {
        doc.rect(x, y + 3, 8, 8).fill(colors[i % colors.length]);
        pen.line(name, x + 11, y + 10.5, { size: 8, color: MUTED });
        x += 11 + pen.width(name, { size: 8 }) + 14;
      });
      y += ROW;
    }
    for (const row of shown) {
      await room(ROW);
      pen.line(row.label, MARGIN, y + 10.5, BODY, { width: labelWidth - 6, minSize: 6.5 });
      let x = MARGIN + labelWidth;
      row.parts.forEach((part, i) => {
        const w = (part / max) * barWidth;
        if (w > 0) doc.rect(x, y + 2, w, BAR).fill(colors[i % colors.length]);
        x += w;
      });
      doc
        .moveTo(MARGIN + labelWidth, y)
        .lineTo(MARGIN + labelWidth, y + ROW)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      pen.line(row.value, MARGIN + labelWidth + barWidth + 6, y + 10.5, BODY, {
        width: valueWidth + 6,
        minSize: 6.5,
      });
      y += ROW;
    }
    y += 6;
  };

  const columns = (...spec: [string, number, ('left' | 'right')?][]): Column[] => {
    const fixed = spec.reduce((sum, [, w]) => sum + w, 0);
    // A width of 0 takes what the others leave (one such column per table).
    return spec.map(([label, width, align]) => ({ label, width: width || WIDTH - fixed, align }));
  };
  const side = (s: 'buyer' | 'seller') => l.sides[s];

  await newPage();
  drawTitle(pen, doc, report, l, language, y);
  y += 70;

  // Meetings by day
  await heading(l.meetingsByDay);
  const days = report.meetings_by_day;
  await bars(
    days.map((d) => ({
      label: dayHeading(d.day, language),
      parts: [d.held, d.no_show, Math.max(0, d.planned - d.held - d.no_show), d.cancelled],
      value: count.format(d.planned),
    })),
    [l.held, l.noShow, l.open, l.cancelled],
  );
  const dayRow = (first: string, d: Report['totals']) => [
    first,
    count.format(d.planned),
    count.format(d.held),
    count.format(d.no_show),
    count.format(d.cancelled),
  ];
  await table(
    columns(
      [l.day, 0],
      [l.planned, 70, 'right'],
      [l.held, 70, 'right'],
      [l.noShow, 70, 'right'],
      [l.cancelled, 70, 'right'],
    ),
    days.map((d) => dayRow(dayHeading(d.day, language), d)),
    dayRow(l.total, report.totals),
  );

  // Check-in
  await heading(l.checkIn);
  const c = report.check_in;
  await room(30);
  pen.line(c.rate === null ? '—' : share.format(c.rate), MARGIN, y + 20, { size: 20, bold: true, color: BRAND });
  pen.line(
    l.checkInLine.replace('{checked}', count.format(c.checked_in)).replace('{eligible}', count.format(c.eligible)),
    MARGIN + 110,
    y + 18,
    { size: 9.5, color: MUTED },
    { width: WIDTH - 110, minSize: 7 },
  );
  y += 32;

  // Satisfaction, follow-up and expected deal size
  await heading(l.satisfaction);
  await bars(
    report.satisfaction.map((s) => ({
      label: side(s.side),
      parts: s.counts,
      value: s.average === null ? '—' : `${decimal.format(s.average)} / 5`,
    })),
    ['1', '2', '3', '4', '5'].map((r) => `${l.rating} ${r}`),
  );
  await table(
    columns(
      [l.side, 0],
      ...([1, 2, 3, 4, 5].map((r) => [`${r}`, 40, 'right']) as [string, number, 'right'][]),
      [l.answers, 60, 'right'],
      [l.average, 60, 'right'],
    ),
    report.satisfaction.map((s) => [
      side(s.side),
      ...s.counts.map((n) => count.format(n)),
      count.format(s.answers),
      s.average === null ? '—' : decimal.format(s.average),
    ]),
  );
  await heading(l.followUp);
  await table(
    columns([l.side, 0], ...FEEDBACK_FOLLOW_UPS.map((f): [string, number, 'right'] => [l.followUps[f], 80, 'right']), [
      l.unanswered,
      80,
      'right',
    ]),
    report.follow_up.map((f) => [
      side(f.side),
      ...FEEDBACK_FOLLOW_UPS.map((k) => count.format(f.counts[k])),
      count.format(f.unanswered),
    ]),
  );
  await heading(l.dealSize);
  await table(
    columns([l.side, 0], ...DEAL_SIZE_BANDS.map((b): [string, number, 'right'] => [l.dealSizes[b], 66, 'right']), [
      l.unanswered,
      66,
      'right',
    ]),
    report.deal_size.map((d) => [
      side(d.side),
      ...DEAL_SIZE_BANDS.map((k) => count.format(d.counts[k])),
      count.format(d.unanswered),
    ]),
  );

  // Deals
  for (const [title, keyLabel, groups] of [
    [l.dealsByCountry, l.country, report.deals_by_country],
    [l.dealsByIndustry, l.industry, report.deals_by_industry],
  ] as const) {
    await heading(title);
    const name = (key: string) => key || l.notGiven;
    await bars(
      groups.map((g) => ({
        label: name(g.key),
        parts: [g.transaction_usd, g.contract_usd],
        value: usd(g.transaction_usd + g.contract_usd),
      })),
      [l.transactions, l.contracts],
    );
    await table(
      columns(
        [keyLabel, 0],
        [l.transactions, 70, 'right'],
        [`${l.transactions} (${l.usd})`, 105, 'right'],
        [l.contracts, 70, 'right'],
        [`${l.contracts} (${l.usd})`, 105, 'right'],
      ),
      groups.map((g) => [
        name(g.key),
        count.format(g.transactions),
        usd(g.transaction_usd),
        count.format(g.contracts),
        usd(g.contract_usd),
      ]),
    );
  }

  // Interpreters
  await heading(l.interpreters);
  await bars(
    report.interpreters.map((i) => ({
      label: i.full_name,
      parts: [i.meetings, Math.max(0, i.capacity - i.meetings)],
      value: i.utilisation === null ? '—' : share.format(i.utilisation),
    })),
    [l.meetings, l.freeSlots],
    USE,
  );
  await table(
    columns([l.interpreter, 0], [l.meetings, 80, 'right'], [l.capacity, 80, 'right'], [l.utilisation, 80, 'right']),
    report.interpreters.map((i) => [
      i.full_name,
      count.format(i.meetings),
      count.format(i.capacity),
      i.utilisation === null ? '—' : share.format(i.utilisation),
    ]),
  );

  // Top sellers
  await heading(l.topSellers);
  await bars(
    report.top_sellers.map((s) => ({ label: s.full_name, parts: [s.requests], value: count.format(s.requests) })),
  );
  await table(
    columns([l.seller, 0], [l.company, 190], [l.requests, 80, 'right']),
    report.top_sellers.map((s) => [s.full_name, s.company_name, count.format(s.requests)]),
  );

  // No-shows
  await heading(l.possibleNoShows);
  await table(
    columns([l.day, 90], [l.time, 45], [l.buyer, 0], [l.seller, 150], [l.table, 60]),
    report.possible_no_shows.map((m) => [
      m.meeting_date,
      m.start_time,
      `${m.buyer.full_name} · ${m.buyer.company_name}`,
      `${m.seller.full_name} · ${m.seller.company_name}`,
      m.table ?? '',
    ]),
  );
  await heading(l.repeatNoShows);
  await table(
    columns([l.person, 0], [l.company, 170], [l.side, 70], [l.noShows, 70, 'right']),
    report.repeat_no_shows.map((p) => [p.full_name, p.company_name, side(p.role), count.format(p.no_shows)]),
  );

  // Request health
  const health = report.request_health;
  await heading(l.requestHealth);
  const answered = health.requests.approved + health.requests.rejected;
  await table(columns([l.figure, 0], [l.value, 150, 'right']), [
    [
      fill(l.acceptanceRate, { min: share.format(ACCEPTANCE_TARGET.min), max: share.format(ACCEPTANCE_TARGET.max) }),
      health.acceptance_rate === null
        ? '—'
        : `${share.format(health.acceptance_rate)} (${count.format(health.requests.approved)}/${count.format(answered)})`,
    ],
    [
      l.medianAnswer,
      health.median_answer_seconds === null
        ? '—'
        : fill(l.hours, { hours: decimal.format(health.median_answer_seconds / 3600) }),
    ],
    [l.waiting, count.format(health.waiting.requests)],
    [l.expired, `${count.format(health.requests.expired)} / ${count.format(health.requests.total)}`],
  ]);
  await heading(l.declineReasons);
  await table(
    columns([l.reason, 0], [l.requests, 80, 'right']),
    DECLINE_REASON_KEYS.filter((k) => health.decline_reasons[k] > 0).map((k) => [
      l.reasons[k],
      count.format(health.decline_reasons[k]),
    ]),
  );
  if (health.max_meetings_per_day === null) {
    await note(l.noDailyMax);
  } else {
    await heading(fill(l.overDailyMax, { max: count.format(health.max_meetings_per_day) }));
    await table(
      columns([l.person, 0], [l.company, 170], [l.day, 90], [l.meetings, 70, 'right']),
      health.over_daily_max.map((o) => [o.full_name, o.company_name, o.day, count.format(o.meetings)]),
    );
  }
}

/** The first page's head: the report's name, the project, its days and when the figures were read. */
function drawTitle(pen: Pen, doc: PDFKit.PDFDocument, report: Report, l: ReportLabels, language: Language, y: number) {
  pen.line(l.title, MARGIN, y + 12, { size: 10, bold: true, color: BRAND }, { width: WIDTH });
  pen.line(report.project.name, MARGIN, y + 36, { size: 20, bold: true, color: INK }, { width: WIDTH, minSize: 12 });
  const period = l.period
    .replace('{start}', dayHeading(report.project.start_date, language))
    .replace('{end}', dayHeading(report.project.end_date, language));
  pen.line(period, MARGIN, y + 52, { size: 9.5, color: MUTED }, { width: WIDTH, minSize: 7 });
  const at = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(report.generated_at),
  );
  pen.line(l.generated.replace('{at}', `${at} UTC`), MARGIN, y + 64, { size: 8, color: MUTED }, { width: WIDTH });
  doc
    .moveTo(MARGIN, y + 70)
    .lineTo(MARGIN + WIDTH, y + 70)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
}
