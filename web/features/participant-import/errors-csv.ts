// "Download errors": the rows that cannot be imported, in the file's own columns plus a reason, so
// the admin can fix them in a spreadsheet and import that file. Built in the browser from what the
// preview answered: no second trip to the server.
import type { ImportRowError, ImportRowOutcome } from '../../../core/schemas/participant-import.ts';
import { rowIndexOf } from './grid.ts';

/** A CSV field, quoted when it holds a quote, separator or line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

interface ErrorRowsInput {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  outcomes: readonly ImportRowOutcome[];
  /** The title of the added column, in the reader's language. */
  reasonHeader: string;
  /** One error's text, in the reader's language. */
  reason: (code: ImportRowError) => string;
}

/**
 * The error rows as CSV text: the original columns and a last column of reasons joined by '; '.
 * It starts with a byte-order mark, by which Excel knows the file is UTF-8 (Korean, Chinese and
 * Japanese names open garbled without it), and ends lines with CRLF as Excel writes them.
 * Cells are not escaped against formulas: they are the admin's own file coming back, and a quote
 * before '+82…' would change a phone number on the next import.
 */
export function errorRowsCsv({ headers, rows, outcomes, reasonHeader, reason }: ErrorRowsInput): string {
  const lines = [[...headers, reasonHeader]];
  for (const outcome of outcomes) {
    if (outcome.action !== 'error') continue;
    const row = rows[rowIndexOf(outcome.line)] ?? [];
    const cells = headers.map((_, i) => row[i] ?? '');
    lines.push([...cells, outcome.errors.map(reason).join('; ')]);
  }
  return `\uFEFF${lines.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}
