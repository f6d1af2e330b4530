// Dates and times in the reader's language.

/** A date and time such as "Nov 21, 2026, 7:41 PM" in the given language. */
export function formatDateTime(value: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** A calendar date (YYYY-MM-DD) shown in the given language, without time-zone shifts. */
export function formatDate(value: string, language: string) {
  const [y, m, d] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
