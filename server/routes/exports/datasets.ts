// Each dataset's rows as a table: the header row in the asked language over the cells in the same
// column order (docs/rules.md#exports).
import type { ExportDataset } from '../../../core/schemas/export.ts';
import type { Cell } from '../../import/write-file.ts';
import { contractRows } from './contracts.ts';
import type { ExportContext, ExportRow } from './dataset.ts';
import { EXPORT_COLUMNS, type ExportColumn, SHEET_NAMES } from './headers.ts';
import { meetingRequestRows } from './meeting-requests.ts';
import { meetingRows } from './meetings.ts';
import { transactionRows } from './transactions.ts';

const ROWS: { [D in ExportDataset]: (ctx: ExportContext) => Promise<ExportRow<D>[]> } = {
  meetings: meetingRows,
  'meeting-requests': meetingRequestRows,
  transactions: transactionRows,
  contracts: contractRows,
};

export async function exportTable<D extends ExportDataset>(dataset: D, ctx: ExportContext) {
  const columns = EXPORT_COLUMNS[dataset];
  const keys = Object.keys(columns) as ExportColumn<D>[];
  const rows = await ROWS[dataset](ctx);
  return {
    sheetName: SHEET_NAMES[dataset][ctx.lang],
    header: Object.values(columns).map((words) => words[ctx.lang]),
    body: rows.map((row): Cell[] => keys.map((key) => row[key])),
  };
}
