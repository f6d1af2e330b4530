// The organiser's spreadsheet of the flagship event, written with SheetJS (the `xlsx` package):
// another library than the one the import reads with (exceljs), as an agency's file would be.
import XLSX from 'xlsx';
import type { PersonRow } from './event.ts';

export const HEADERS = ['E-mail', 'Name', 'Role', 'Company', 'Country', 'Languages'];

export function peopleXlsx(rows: readonly PersonRow[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    HEADERS,
    ...rows.map((p) => [p.email, p.name, p.role, p.company, p.country, p.languages]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Participants');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
