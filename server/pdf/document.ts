// A PDF made page by page while it streams to the client (docs/decisions/017-pdf-agendas.md):
// the route sends the document as its answer at once and draws the pages after, giving the event
// loop back between pages, so a 500-page file never holds up other requests for longer than one
// page takes.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type PDFDocument from 'pdfkit';
import type { Language } from '../../core/constants.ts';
import { pdfFonts } from './fonts.ts';
import { createPen, type Pen } from './pen.ts';

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/** Draws the pages; `pageDone` after each one yields to other requests and says whether to go on. */
export type Drawing = (doc: PDFKit.PDFDocument, pen: Pen, pageDone: () => Promise<boolean>) => Promise<void>;

let loadingPdfkit: Promise<typeof PDFDocument> | undefined;
/**
 * PDFKit, loaded with the first PDF: it and its font parser hold about 12 MB of heap that a server
 * which prints nothing would carry for good (docs/decisions/045-outgrowing-the-embedded-database.md).
 */
const pdfkit = () => {
  loadingPdfkit ??= import('pdfkit').then((m) => m.default);
  return loadingPdfkit;
};

/** A new empty A4 document (pages are added by the drawing) with the fonts ready. */
export async function newPdf(title: string, language: Language) {
  const [PDFDocument, fonts] = await Promise.all([pdfkit(), pdfFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    lang: language,
    displayTitle: true,
    info: { Title: title, Creator: 'B2B Platform' },
  });
  return { doc, pen: createPen(doc, fonts) };
}

/**
 * Answers with the PDF `draw` makes, as a download named `fileName`. The pages are drawn after the
 * answer has started; a client that goes away stops the drawing at the next page, and a failure
 * half-way is logged and cuts the download short (its status has already gone out).
 */
export async function sendPdf(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  { title, language, fileName }: { title: string; language: Language; fileName: string },
  draw: Drawing,
) {
  const { doc, pen } = await newPdf(title, language);
  const pageDone = async () => {
    await nextTurn();
    return !doc.destroyed;
  };
  void (async () => {
    try {
      await draw(doc, pen, pageDone);
      if (!doc.destroyed) doc.end();
    } catch (err) {
      log.error({ err }, 'PDF drawing failed');
      doc.destroy(err as Error);
    }
  })();
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', pdfDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(doc);
}

/**
 * A Content-Disposition for `name`.pdf: an ASCII `filename` for old clients and the real name in
 * UTF-8 as `filename*` (RFC 6266), since a Korean or Chinese name has no ASCII letters to keep.
 */
export function pdfDisposition(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  const real = `${name.trim().replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ') || 'agenda'}.pdf`;
  const encoded = encodeURIComponent(real).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${slug || 'agenda'}.pdf"; filename*=UTF-8''${encoded}`;
}
