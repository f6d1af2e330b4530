// exceljs, loaded with the first spreadsheet read or written: about 9 MB of heap that a server
// which never imports or exports would carry for good
// (docs/decisions/045-outgrowing-the-embedded-database.md).
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/** The exceljs module, imported on the first call. */
export function loadExcelJS(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
