// Numbers of the report in the reader's language: counts, US dollars (whole, and short for axes),
// shares as percentages, ratings with one decimal.

export function reportFormat(language: string) {
  const count = new Intl.NumberFormat(language);
  const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const usdShort = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    count: (n: number) => count.format(n),
    usd: (n: number) => usd.format(n),
    usdShort: (n: number) => usdShort.format(n),
    /** A share from 0 to 1; a dash when nothing could be counted. */
    share: (n: number | null) => (n === null ? '—' : percent.format(n)),
    rating: (n: number | null) => (n === null ? '—' : rating.format(n)),
  };
}

export type ReportFormat = ReturnType<typeof reportFormat>;
