// Each dataset's rows as a table: the header row in the asked language over the cells in the same
// column order (docs/rules.md#exports); whole for the direct download, or in batches for a
// background job (docs/decisions/043-background-jobs.md).
import type { ExportDataset } from '../../../core/schemas/export.ts';
import type { Cell } from '../../import/write-file.ts';
import { contractRows } from './contracts.ts';
import type { ExportContext, ExportRow } from './dataset.ts';
import { EXPORT_COLUMNS, type ExportColumn, SHEET_NAMES } from './headers.ts';
import { meetingRequestRows } from './meeting-requests.ts';
import { meetingCount, meetingRowBatches, meetingRows } from './meetings.ts';
import { transactionRows } from './transactions.ts';

const ROWS: { [D in ExportDataset]: (ctx: ExportContext) => Promise<ExportRow<D>[]> } = {
  meetings: meetingRows,
  'meeting-requests': meetingRequestRows,
  transactions: transactionRows,
  contracts: contractRows,
};

/** Rows handed to the writer at a time when a dataset is read whole. */
const SLICE = 2_000;

/**
 * A dataset's rows in batches with their count first. The meetings, the one dataset that grows to
 * tens of thousands of rows, are read a batch at a time; the others are read whole and sliced.
 */
async function batchesOf<D extends ExportDataset>(
  dataset: D,
  ctx: ExportContext,
): Promise<{ total: number; batches: AsyncIterable<ExportRow<D>[]> }> {
  if (dataset === 'meetings') {
    const batches = meetingRowBatches(ctx) as AsyncIterable<ExportRow<D>[]>;
    return { total: await meetingCount(ctx), batches };
  }
  const rows = await ROWS[dataset](ctx);
  return {
    total: rows.length,
    batches: (async function* () {
      for (let i = 0; i < rows.length; i += SLICE) yield rows.slice(i, i + SLICE);
    })(),
  };
}

const headerOf = <D extends ExportDataset>(dataset: D, ctx: ExportContext) => {
  const columns = EXPORT_COLUMNS[dataset];
  return {
    keys: Object.keys(columns) as ExportColumn<D>[],
    header: Object.values(columns).map((words) => words[ctx.lang]),
    sheetName: SHEET_NAMES[dataset][ctx.lang],
  };
};

export async function exportTable<D extends ExportDataset>(dataset: D, ctx: ExportContext) {
  const { keys, header, sheetName } = headerOf(dataset, ctx);
  const rows = await ROWS[dataset](ctx);
  return { sheetName, header, body: rows.map((row): Cell[] => keys.map((key) => row[key])) };
}

/** The same table as exportTable, its body in batches, with the number of rows it will have. */
export async function exportTableBatches<D extends ExportDataset>(dataset: D, ctx: ExportContext) {
  const { keys, header, sheetName } = headerOf(dataset, ctx);
  const { total, batches } = await batchesOf(dataset, ctx);
  return {
    sheetName,
    header,
    total,
    batches: (async function* () {
      for await (const batch of batches) yield batch.map((row): Cell[] => keys.map((key) => row[key]));
    })(),
  };
}
