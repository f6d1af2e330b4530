// Spreadsheets the app writes: a project's participants and the empty template, with the columns
// the import recognises, so a file exported here imports back unchanged.
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { IMPORT_FIELDS, type ImportField } from '../../core/schemas/participant-import.ts';
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
  if (format === 'csv') {
    // With a BOM, so that Excel opens the UTF-8 as UTF-8 (Korean, Chinese, Japanese names).
    const cells = body.map((row) => row.map(guardFormula));
    return Buffer.from(`\uFEFF${stringify([header, ...cells])}`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Participants');
  sheet.addRow(header).font = { bold: true };
  for (const row of body) sheet.addRow(row);
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(10, header[i].length + 2, ...body.slice(0, 200).map((r) => r[i].length + 2)));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A Content-Disposition for a download named after `base` (a project's name) and today's date:
 * an ASCII `filename` for old clients, the real name in UTF-8 as `filename*` (RFC 6266), since a
 * Korean or Chinese name has no ASCII letters to keep.
 */
export function attachment(base: string, format: SheetFormat, dated = true) {
  const date = dated ? `-${new Date().toISOString().slice(0, 10)}` : '';
  const slug = base
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  const ascii = `${slug || 'participants'}${date}.${format}`;
  const real = `${base.trim().replace(/[\\/:*?"<>|]/g, ' ') || 'participants'}${date}.${format}`;
  // RFC 5987 allows fewer bare characters than encodeURIComponent leaves.
  const encoded = encodeURIComponent(real).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
