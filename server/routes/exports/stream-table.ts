// A table written to a stream batch by batch, for the background jobs' exports
// (docs/decisions/043-background-jobs.md): each batch goes to the file before the next is read, so
// memory holds one batch, not the table. The same file as writeTable's (server/import/write-file.ts):
// exceljs's streaming workbook without a style table, a bold frozen header; CSV with a BOM and
// formula guards.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ExportFormat } from '../../../core/schemas/export.ts';
import { loadExcelJS } from '../../import/exceljs.ts';
import { guardFormula } from '../../import/formula-guard.ts';
import type { Cell } from '../../import/write-file.ts';

/** Resolves once the stream takes more, or is closed (a client gone away, a job stopped). */
const drained = (out: Writable) => Promise.race([once(out, 'drain'), once(out, 'close')]);

/** Writes `text`, waiting while the stream's buffer is full. */
async function write(out: Writable, text: string) {
  if (!out.write(text)) await drained(out);
}

/**
 * Writes the header and every batch to `out` and ends it. `afterBatch` is told the rows written so
 * far and resolves false to stop: the file is then left unfinished and `out` is not ended.
 */
export async function streamTable(
  out: Writable,
  table: { header: readonly string[]; sheetName: string; batches: AsyncIterable<Cell[][]> },
  format: ExportFormat,
  afterBatch: (rows: number) => Promise<boolean>,
): Promise<boolean> {
  let rows = 0;
  if (format === 'csv') {
    await write(out, `\uFEFF${stringify([table.header])}`);
    for await (const batch of table.batches) {
      if (batch.length > 0) {
        await write(
          out,
          stringify(batch.map((row) => row.map((c) => (typeof c === 'string' ? guardFormula(c) : (c ?? ''))))),
        );
      }
      rows += batch.length;
      if (!(await afterBatch(rows))) return false;
    }
    out.end();
    return true;
  }
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  let first = true;
  const begin = (sample: Cell[][]) => {
    // Widths before the first row: a streamed sheet writes its columns ahead of its rows.
    sheet.columns = table.header.map((title, i) => ({
      width: Math.min(
        40,
        Math.max(10, title.length + 2, ...sample.slice(0, 200).map((r) => String(r[i] ?? '').length + 2)),
      ),
    }));
    // Bold as the text's own run, which needs no style table.
    sheet.addRow(table.header.map((text) => ({ richText: [{ font: { bold: true }, text }] }))).commit();
    first = false;
  };
  for await (const batch of table.batches) {
    if (first) begin(batch);
    // exceljs writes each committed row to the stream at once; waiting for a full buffer to drain
    // keeps the file's bytes from piling up in memory when the disk (or S3) is slower.
    for (const row of batch) sheet.addRow(row).commit();
    if (out.writableNeedDrain) await drained(out);
    rows += batch.length;
    if (!(await afterBatch(rows))) return false;
  }
  if (first) begin([]);
  sheet.commit();
  await workbook.commit();
  return true;
}
