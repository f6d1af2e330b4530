// How long people take to answer, in the reader's language: minutes under an hour, hours under two
// days, days after that.
const HOUR = 3600;

/** A duration in seconds as "45 minutes", "19 hours", "2.5 days"; a dash when there is none. */
export function answerTime(seconds: number | null, language: string): string {
  if (seconds === null) return '—';
  const [value, unit] =
    seconds < HOUR
      ? [Math.max(1, Math.round(seconds / 60)), 'minute']
      : seconds < 48 * HOUR
        ? [Math.round((seconds / HOUR) * 10) / 10, 'hour']
        : [Math.round((seconds / (24 * HOUR)) * 10) / 10, 'day'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(
    value,
  );
}
