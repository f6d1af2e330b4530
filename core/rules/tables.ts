// Naming tables made in bulk (docs/rules.md#tables): "create 40 tables" with prefix "A-" from 1 is A-1 … A-40.

/** The names of `count` tables: `prefix` followed by the numbers from `start` on. */
export function bulkTableNames(prefix: string, start: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${start + i}`);
}

/** Where a meeting takes place as people read it: its table beside the venue ("A-12, Hall A"), either alone, or ''. */
export function meetingPlace(table: string | null | undefined, location: string): string {
  return [table, location].filter(Boolean).join(', ');
}
