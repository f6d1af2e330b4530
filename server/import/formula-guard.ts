// Spreadsheet formula injection (OWASP "CSV injection"): Excel runs a CSV cell that starts with
// `=`, `@`, `+` or `-` as a formula, and names and companies come from people who signed up
// themselves. The export puts an apostrophe before such a cell; the import takes it off again,
// so the round trip stays a no-op. .xlsx cells are typed strings and need neither.

/** Starts like a formula and holds more than a phone number's digits and signs. */
const FORMULA = /^(?:[=@\t\r]|[+-](?=.*[^\d\s+\-().,/#*]))/s;

/** The cell as written to a CSV file: an apostrophe before anything Excel would run. */
export function guardFormula(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell;
}

/** The cell as read from a CSV file: without the apostrophe guardFormula (or a person) put there. */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && /^[=@+\-\t\r]/.test(cell.slice(1)) ? cell.slice(1) : cell;
}
