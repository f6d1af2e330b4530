// Agenda pages (docs/rules.md#agendas-and-badges): each person starts a new A4 page with their
// name, company and role; each day a heading with the time zone, then one row per meeting with its
// time, whom they meet, the place, the interpreter and the QR code of its check-in link. A day
// that does not fit goes on over the next page under a repeated heading.
import type { Language } from '../../core/constants.ts';
import { checkInPath } from '../../core/rules/agenda-links.ts';
import { meetingPlace } from '../../core/rules/tables.ts';
import type { AgendaMeeting, PersonAgenda } from '../../core/schemas/agenda.ts';
import { PAGE } from './document.ts';
import { dayHeading, PDF_LABELS, zoneName } from './labels.ts';
import type { Pen } from './pen.ts';
import { drawQr } from './qr.ts';

const INK = '#0f172a';
const MUTED = '#475569';
const FAINT = '#64748b';
const RULE = '#cbd5e1';
const BRAND = '#1d4ed8';

const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - 48;
const ROW = 64;
const QR = 52;

interface Columns {
  time: number;
  with: number;
  withWidth: number;
  location: number;
  locationWidth: number;
  /** Absent on an interpreter's own agenda: they are the interpreter. */
  interpreter?: number;
  interpreterWidth: number;
  qr: number;
}

function columnsFor(showInterpreter: boolean): Columns {
  const qr = MARGIN + WIDTH - QR;
  const spare = showInterpreter ? 0 : 82;
  return {
    time: MARGIN,
    with: MARGIN + 76,
    withWidth: 186 + spare / 2,
    location: MARGIN + 270 + spare / 2,
    locationWidth: 104 + spare / 2,
    interpreter: showInterpreter ? MARGIN + 382 : undefined,
    interpreterWidth: 74,
    qr,
  };
}

export interface AgendaPrint {
  language: Language;
  /** PUBLIC_URL: check-in links start with it. */
  publicUrl: string;
  /** The one day asked for, if any: an empty day is then said to be empty. */
  day?: string;
}

/** Draws the agendas, each person from a new page, calling `pageDone` after every page. */
export async function drawAgendas(
  doc: PDFKit.PDFDocument,
  pen: Pen,
  agendas: PersonAgenda[],
  print: AgendaPrint,
  pageDone: () => Promise<boolean>,
) {
  const labels = PDF_LABELS[print.language];
  let y = 0;
  let started = false;

  const newPage = async () => {
    if (started && !(await pageDone())) return false;
    started = true;
    doc.addPage();
    y = MARGIN;
    return true;
  };

  const footer = () => {
    pen.line(labels.checkInHint, MARGIN, PAGE.height - 28, { size: 8, color: FAINT }, { width: WIDTH, minSize: 6.5 });
  };

  const personHeader = (agenda: PersonAgenda) => {
    const { person, project } = agenda;
    pen.line(project.name, MARGIN, y + 9, { size: 9, color: FAINT }, { width: WIDTH - 130 });
    pen.line(
      labels.agenda,
      MARGIN + WIDTH - 130,
      y + 9,
      { size: 9, bold: true, color: BRAND },
      { width: 130, align: 'right' },
    );
    pen.line(person.full_name, MARGIN, y + 38, { size: 20, bold: true, color: INK }, { width: WIDTH, minSize: 13 });
    const about = [person.company_name, labels.roles[person.role], person.country].filter(Boolean).join('  ·  ');
    pen.line(about, MARGIN, y + 56, { size: 10, color: MUTED }, { width: WIDTH, minSize: 8 });
    doc
      .moveTo(MARGIN, y + 66)
      .lineTo(MARGIN + WIDTH, y + 66)
      .lineWidth(1.5)
      .strokeColor(BRAND)
      .stroke();
    y += 76;
  };

  const continuedHeader = (agenda: PersonAgenda) => {
    pen.line(
      `${agenda.person.full_name} (${labels.continued})`,
      MARGIN,
      y + 12,
      { size: 11, bold: true, color: INK },
      { width: WIDTH },
    );
    doc
      .moveTo(MARGIN, y + 20)
      .lineTo(MARGIN + WIDTH, y + 20)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    y += 28;
  };

  const dayHeader = (agenda: PersonAgenda, date: string, columns: Columns, continued: boolean) => {
    const heading = dayHeading(date, print.language) + (continued ? ` (${labels.continued})` : '');
    const zone = labels.timesIn.replace('{zone}', zoneName(agenda.project.time_zone, print.language, date));
    pen.line(heading, MARGIN, y + 18, { size: 12.5, bold: true, color: INK }, { width: WIDTH * 0.6, minSize: 10 });
    pen.line(
      zone,
      MARGIN + WIDTH * 0.6,
      y + 18,
      { size: 8.5, color: FAINT },
      { width: WIDTH * 0.4, align: 'right', minSize: 7 },
    );
    const head = { size: 8, bold: true, color: FAINT };
    pen.line(labels.time, columns.time, y + 38, head, { width: 70 });
    pen.line(labels.meetingWith, columns.with, y + 38, head, { width: columns.withWidth });
    pen.line(labels.location, columns.location, y + 38, head, { width: columns.locationWidth });
    if (columns.interpreter !== undefined) {
      pen.line(labels.interpreter, columns.interpreter, y + 38, head, { width: columns.interpreterWidth });
    }
    pen.line(labels.checkIn, columns.qr - 10, y + 38, head, { width: QR + 10, align: 'right' });
    doc
      .moveTo(MARGIN, y + 44)
      .lineTo(MARGIN + WIDTH, y + 44)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    y += 44;
  };

  const meetingRow = (m: AgendaMeeting, columns: Columns) => {
    pen.line(m.start_time, columns.time, y + 24, { size: 14, bold: true, color: INK });
    pen.line(`– ${m.end_time}`, columns.time, y + 39, { size: 10, color: MUTED });
    const step = m.counterparts.length > 1 ? 26 : 0;
    m.counterparts.forEach((c, i) => {
      const top = y + (step ? 19 : 24) + i * step;
      const name = step ? `${c.full_name} (${labels.roles[c.role]})` : c.full_name;
      pen.line(
        name,
        columns.with,
        top,
        { size: step ? 10 : 11.5, bold: true, color: INK },
        { width: columns.withWidth, minSize: 8 },
      );
      const about = [c.company_name, c.country].filter(Boolean).join(' · ');
      if (about)
        pen.line(about, columns.with, top + 12, { size: 8.5, color: MUTED }, { width: columns.withWidth, minSize: 7 });
    });
    const place = meetingPlace(m.table, m.location);
    pen.lines(
      place || '—',
      columns.location,
      y + 22,
      columns.locationWidth,
      { size: 9.5, color: place ? INK : FAINT },
      3,
      12,
    );
    if (columns.interpreter !== undefined) {
      const name = m.interpreter?.full_name ?? '—';
      pen.lines(
        name,
        columns.interpreter,
        y + 22,
        columns.interpreterWidth,
        { size: 9.5, color: m.interpreter ? INK : FAINT },
        3,
        12,
      );
    }
    drawQr(doc, print.publicUrl + checkInPath(m.id), columns.qr, y + (ROW - QR) / 2, QR);
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + WIDTH, y + ROW)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += ROW;
  };

  for (const agenda of agendas) {
    if (!(await newPage())) return;
    personHeader(agenda);
    const columns = columnsFor(agenda.person.role !== 'interpreter');
    if (agenda.days.length === 0) {
      pen.line(labels.noMeetings, MARGIN, y + 24, { size: 11, color: MUTED }, { width: WIDTH });
      continue;
    }
    for (const day of agenda.days) {
      // A day's heading never stands alone at the foot of a page: it needs room for one row.
      if (y + 44 + 16 + Math.min(1, day.meetings.length) * ROW > BOTTOM) {
        footer();
        if (!(await newPage())) return;
        continuedHeader(agenda);
      } else if (y > MARGIN + 76) {
        y += 16;
      }
      dayHeader(agenda, day.date, columns, false);
      if (day.meetings.length === 0) {
        pen.line(labels.noMeetingsDay, MARGIN, y + 24, { size: 11, color: MUTED }, { width: WIDTH });
        y += 36;
      }
      for (const meeting of day.meetings) {
        if (y + ROW > BOTTOM) {
          footer();
          if (!(await newPage())) return;
          continuedHeader(agenda);
          dayHeader(agenda, day.date, columns, true);
        }
        meetingRow(meeting, columns);
      }
    }
    if (agenda.days.some((d) => d.meetings.length > 0)) footer();
  }
  if (!started && (await newPage())) {
    pen.line(labels.noMeetings, MARGIN, y + 24, { size: 11, color: MUTED }, { width: WIDTH });
  }
}
