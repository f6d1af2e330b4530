// Spreadsheets for the participant import tests, written by other libraries than the reader
// (SheetJS for .xlsx), and the import's three calls.
import * as XLSX from 'xlsx';
import type { ImportGrid, ImportRequest, ImportResult } from '../../core/schemas/participant-import.ts';
import { call } from './factories.ts';
import type { TestApp } from './harness.ts';

/** CSV text as a spreadsheet program writes it: quoted where needed, CRLF between rows. */
export const csvText = (rows: readonly (readonly string[])[], sep = ',') =>
  rows.map((r) => r.map((c) => (/[",;\t\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(sep)).join('\r\n');

/** An .xlsx file written by SheetJS; cells may be SheetJS cell objects (formulas, links, dates). */
export function xlsxFile(rows: unknown[][], sheetName = 'Sheet1'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** POST …/import/parse with the file's bytes and its (URI-encoded) name. */
export function parseFile(
  app: TestApp,
  cookie: string,
  projectId: string,
  bytes: Buffer,
  opts: { name?: string; type?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/import/parse`,
    headers: {
      cookie,
      'content-type': opts.type ?? 'application/octet-stream',
      'x-file-name': encodeURIComponent(opts.name ?? 'people.csv'),
    },
    payload: bytes,
  });
}

/** The grid of a file that must parse. */
export async function gridOf(app: TestApp, cookie: string, projectId: string, bytes: Buffer): Promise<ImportGrid> {
  const res = await parseFile(app, cookie, projectId, bytes);
  if (res.statusCode !== 200) throw new Error(`parse answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A preview/apply body from a grid, as the import screen sends it. */
export const importBody = (grid: ImportGrid, extra: Partial<ImportRequest> = {}): ImportRequest => ({
  headers: grid.headers,
  columns: grid.columns,
  rows: grid.rows,
  ...extra,
});

export async function previewImport(app: TestApp, cookie: string, projectId: string, body: ImportRequest) {
  const res = await call(app, 'POST', `/api/projects/${projectId}/import/preview`, { cookie, body });
  if (res.statusCode !== 200) throw new Error(`preview answered ${res.statusCode}: ${res.body}`);
  return res.json() as ImportResult;
}

export const applyImportCall = (app: TestApp, cookie: string, projectId: string, body: ImportRequest) =>
  call(app, 'POST', `/api/projects/${projectId}/import/apply`, { cookie, body });
