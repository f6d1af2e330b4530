// A spreadsheet file as a grid of strings (docs/rules.md#participant-import): .xlsx by its zip
// signature, else text: UTF-16 with its BOM (Excel's "Unicode Text"), UTF-8 (with or without a
// BOM), or the CP949/EUC-KR that Korean Excel writes; comma, semicolon or tab, whichever the
// header line uses outside quotes.
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../../core/schemas/participant-import.ts';
import { badRequest } from '../errors.ts';
import { loadExcelJS } from './exceljs.ts';
import { unguardFormula } from './formula-guard.ts';

export interface Grid {
  headers: string[];
  rows: string[][];
}

const refused = {
  empty: () => badRequest('import_file_empty', 'The file has no header row or no rows'),
  unreadable: (why = 'The file is not an .xlsx or .csv file that can be read') =>
    badRequest('import_file_unreadable', why),
  tooManyRows: () => badRequest('import_too_many_rows', `A file may have at most ${MAX_IMPORT_ROWS} rows`),
  tooManyColumns: () => badRequest('import_too_many_columns', `A file may have at most ${MAX_IMPORT_COLUMNS} columns`),
};

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
/** The compound-file signature of Excel 97-2003 .xls (and .doc): a format not read here. */
const isLegacyOffice = (bytes: Buffer) => bytes.length > 8 && bytes.readUInt32BE(0) === 0xd0cf11e0;

/**
 * The file's grid. The bytes decide the format; the name (as the browser gave it) only turns a
 * misnamed or binary file into a refusal rather than a grid of garbage.
 */
export async function readSpreadsheet(bytes: Buffer, fileName = ''): Promise<Grid> {
  if (isLegacyOffice(bytes))
    throw refused.unreadable('Excel 97-2003 (.xls) files cannot be read: save as .xlsx or CSV');
  if (!isZip(bytes) && /\.(xlsx|xlsm)$/i.test(fileName.trim())) throw refused.unreadable();
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsv(decodeText(bytes));
  const rows = table.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ''));
  const [headers, ...body] = rows;
  if (!headers || body.length === 0) throw refused.empty();
  if (body.length > MAX_IMPORT_ROWS) throw refused.tooManyRows();
  const width = Math.max(headers.length, ...body.map((r) => r.length));
  if (width > MAX_IMPORT_COLUMNS) throw refused.tooManyColumns();
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  return { headers: pad(headers), rows: body.map(pad) };
}

/**
 * UTF-16 when a UTF-16 BOM says so, UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else
 * Korean Windows code page 949.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // WHATWG's 'euc-kr' is Windows-949, the superset Korean Excel writes as "CSV".
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** The delimiter the first line uses most outside quotes: comma, semicolon or tab. */
export function delimiterOf(text: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

function readCsv(text: string): string[][] {
  if (text.includes('\u0000')) throw refused.unreadable();
  try {
    const rows = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
    return rows.map((row) => row.map(unguardFormula));
  } catch {
    throw refused.unreadable();
  }
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refused.unreadable();
  }
  // A zip without worksheets is another kind of document (.docx, .pptx, .zip).
  if (workbook.worksheets.length === 0) throw refused.unreadable();
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw refused.empty();
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw refused.tooManyRows();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

/** A cell's value as the person sees it: numbers without float noise, dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('text' in value && value.text && typeof value.text === 'object' && 'richText' in value.text) {
      return (value.text as ExcelJS.CellRichTextValue).richText.map((part) => part.text).join('');
    }
    if ('result' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}
