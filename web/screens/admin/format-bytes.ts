// A byte count as the reader's language writes it: "2.3 GB", "512 kB".
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** `bytes` in the largest unit that keeps the number at least 1 (powers of 1000, as disks are sold). */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  // Intl writes bytes as "byte" in English; "B" reads the same in every language.
  if (unit === 0) return `${new Intl.NumberFormat(language).format(value)} B`;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
