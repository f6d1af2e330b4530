// Name badges (docs/rules.md#agendas-and-badges): eight to an A4 page, 90 x 65 mm each inside
// dashed cutting lines. A band in the role's colour with the project and the role, the name large,
// company and country, and a QR code that opens the person's agenda page in the app.
import type { Language } from '../../core/constants.ts';
import { agendaPath } from '../../core/rules/agenda-links.ts';
import { BADGE_ROLE_COLOUR } from '../../core/rules/badge-colours.ts';
import type { AgendaParty } from '../../core/schemas/agenda.ts';
import { PAGE } from './document.ts';
import { PDF_LABELS } from './labels.ts';
import type { Pen } from './pen.ts';
import { drawQr } from './qr.ts';

const MM = 72 / 25.4;
const BADGE = { width: 90 * MM, height: 65 * MM };
const COLUMNS = 2;
const ROWS = 4;
export const BADGES_PER_PAGE = COLUMNS * ROWS;
const LEFT = (PAGE.width - COLUMNS * BADGE.width) / 2;
const TOP = (PAGE.height - ROWS * BADGE.height) / 2;
const PAD = 14;
const BAND = 30;
const QR = 64;

export interface BadgePrint {
  language: Language;
  /** PUBLIC_URL: the agenda links start with it. */
  publicUrl: string;
  project: { id: string; name: string };
}

/**
 * The name as large as it can be read from a few steps away: one line at 22 points when it fits,
 * else two lines at the largest size from 20 down to 15 that holds it, else one shrunk line.
 * Returns the number of lines drawn.
 */
function drawName(pen: Pen, name: string, x: number, y: number, width: number) {
  const style = { size: 22, bold: true, color: '#0f172a' };
  if (pen.width(name, style) <= width) return pen.lines(name, x, y, width, style, 1, 0);
  for (let size = 20; size >= 15; size--) {
    const lines = pen.wrap(name, width, { ...style, size });
    if (lines.length <= 2) return pen.lines(name, x, y - 4, width, { ...style, size }, 2, size + 3);
  }
  pen.line(name, x, y, style, { width, minSize: 11 });
  return 1;
}

function drawBadge(doc: PDFKit.PDFDocument, pen: Pen, person: AgendaParty, x: number, y: number, print: BadgePrint) {
  const labels = PDF_LABELS[print.language];
  const inner = BADGE.width - 2 * PAD;
  doc.save();
  doc.rect(x, y, BADGE.width, BADGE.height).lineWidth(0.5).dash(3, { space: 3 }).strokeColor('#94a3b8').stroke();
  doc.restore();
  doc.rect(x, y, BADGE.width, BAND).fill(BADGE_ROLE_COLOUR[person.role]);
  const role = labels.roles[person.role];
  const roleWidth = Math.min(inner / 2, pen.width(role, { size: 10, bold: true }));
  pen.line(
    print.project.name,
    x + PAD,
    y + 19,
    { size: 9, bold: true, color: '#fff' },
    { width: inner - roleWidth - 10, minSize: 7 },
  );
  pen.line(
    role,
    x + BADGE.width - PAD - roleWidth,
    y + 19,
    { size: 10, bold: true, color: '#fff' },
    { width: roleWidth, minSize: 7 },
  );
  const qrX = x + BADGE.width - PAD - QR;
  const qrY = y + BADGE.height - PAD - QR;
  // Room left of the QR code.
  const left = qrX - x - PAD - 8;
  const nameLines = drawName(pen, person.full_name, x + PAD, y + BAND + 32, inner);
  if (person.company_name) {
    // Under a two-line name the company line reaches down beside the code.
    const [top, width, lines] = nameLines > 1 ? [y + BAND + 72, left, 1] : [y + BAND + 54, inner, 2];
    pen.lines(person.company_name, x + PAD, top, width, { size: 11.5, color: '#334155' }, lines, 14);
  }
  drawQr(doc, print.publicUrl + agendaPath(print.project.id, person.id), qrX, qrY, QR);
  if (person.country) {
    pen.line(person.country, x + PAD, qrY + 28, { size: 11, color: '#475569' }, { width: left, minSize: 8 });
  }
  pen.line(
    `${labels.badgeQr} →`,
    x + PAD,
    qrY + QR - 2,
    { size: 8, color: '#64748b' },
    { width: left, align: 'right', minSize: 6.5 },
  );
}

/** Draws the badges of `people`, eight to a page, calling `pageDone` after every page. */
export async function drawBadges(
  doc: PDFKit.PDFDocument,
  pen: Pen,
  people: AgendaParty[],
  print: BadgePrint,
  pageDone: () => Promise<boolean>,
) {
  if (people.length === 0) doc.addPage();
  for (let i = 0; i < people.length; i++) {
    const slot = i % BADGES_PER_PAGE;
    if (slot === 0) {
      if (i > 0 && !(await pageDone())) return;
      doc.addPage();
    }
    const x = LEFT + (slot % COLUMNS) * BADGE.width;
    const y = TOP + Math.floor(slot / COLUMNS) * BADGE.height;
    drawBadge(doc, pen, people[i], x, y, print);
  }
}
