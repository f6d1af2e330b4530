// Spreadsheets the app writes: a project's participants and the empty template, with the columns
// the import recognises, so a file exported here imports back unchanged; and any other table the
// organiser downloads (docs/rules.md#exports).
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { IMPORT_FIELDS, type ImportField } from '../../core/schemas/participant-import.ts';
import { loadExcelJS } from './exceljs.ts';
import { guardFormula } from './formula-guard.ts';

/** The header the app writes for each field; the import recognises each of them. */
export const EXPORT_HEADERS: Record<ImportField, string> = {
  email: 'E-mail',
  full_name: 'Name',
  role: 'Role',
  company_name: 'Company',
  country: 'Country',
  phone: 'Phone',
  product_categories: 'Categories',
  languages: 'Languages',
  industry: 'Industry',
  website: 'Website',
  locale: 'E-mail language',
};

export type SheetRow = Record<ImportField, string>;
export type SheetFormat = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export async function writeSheet(rows: readonly SheetRow[], format: SheetFormat, sheetName: string) {
  const header = IMPORT_FIELDS.map((f) => EXPORT_HEADERS[f]);
  const body = rows.map((row) => IMPORT_FIELDS.map((f) => row[f]));
  return writeTable(header, body, format, sheetName || 'Participants');
}

/**
 * Rows written between two turns of the event loop: a large file is written in slices, so that
 * the server keeps answering other requests meanwhile (bench/exports measures how long it waits).
 */
const ROWS_BETWEEN_TURNS = 2_000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One cell of a written table: text, a number a spreadsheet can add up, or nothing. */
export type Cell = string | number | null;

/**
 * A table as a file: a bold header row, kept in view, over the body rows. CSV cells a spreadsheet
 * would run as formulas are guarded; .xlsx cells are typed strings and numbers and need no guard.
 */
export async function writeTable(
  header: readonly string[],
  body: readonly (readonly Cell[])[],
  format: SheetFormat,
  sheetName: string,
): Promise<Buffer> {
  if (format === 'csv') {
    // With a BOM, so that Excel opens the UTF-8 as UTF-8 (Korean, Chinese, Japanese names).
    const parts = [`\uFEFF${stringify([header])}`];
    for (let i = 0; i < body.length; i += ROWS_BETWEEN_TURNS) {
      if (i > 0) await turn();
      const rows = body.slice(i, i + ROWS_BETWEEN_TURNS);
      parts.push(stringify(rows.map((row) => row.map((c) => (typeof c === 'string' ? guardFormula(c) : (c ?? ''))))));
    }
    return Buffer.from(parts.join(''), 'utf8');
  }
  // exceljs's streaming writer without a style table (with one, it looks a style up for every
  // cell): 30,000 rows of twenty columns in about a third of the time of a workbook built in
  // memory (bench/exports).
  const ExcelJS = await loadExcelJS();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = finished(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  // Widths before the first row: a streamed sheet writes its columns ahead of its rows.
  const sample = body.slice(0, 200);
  sheet.columns = header.map((title, i) => ({
    width: Math.min(40, Math.max(10, title.length + 2, ...sample.map((r) => String(r[i] ?? '').length + 2))),
  }));
  // Bold as the text's own run, which needs no style table.
  sheet.addRow(header.map((text) => ({ richText: [{ font: { bold: true }, text }] }))).commit();
  for (let i = 0; i < body.length; i++) {
    if (i > 0 && i % ROWS_BETWEEN_TURNS === 0) await turn();
    sheet.addRow([...body[i]]).commit();
  }
  sheet.commit();
  await workbook.commit();
  await written;
  return Buffer.concat(chunks);
}

/**
 * A Content-Disposition for a download named after `base` (a project's name) and `date` (today's
 * in UTC unless told; false for none): an ASCII `filename` for old clients, the real name in UTF-8
 * as `filename*` (RFC 6266), since a Korean or Chinese name has no ASCII letters to keep.
 */
export function attachment(
  base: string,
  format: SheetFormat,
  date: string | false = new Date().toISOString().slice(0, 10),
) {
  const dated = date ? `-${date}` : '';
  const slug = base
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    // '부산-meetings' keeps no letters of the name: no dash left dangling in front.
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  const ascii = `${slug || 'participants'}${dated}.${format}`;
  const real = `${base.trim().replace(/[\\/:*?"<>|]/g, ' ') || 'participants'}${dated}.${format}`;
  // RFC 5987 allows fewer bare characters than encodeURIComponent leaves.
  const encoded = encodeURIComponent(real).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
