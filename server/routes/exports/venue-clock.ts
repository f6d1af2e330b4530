// Instants (check-ins, creation times) written as the venue's wall clock, 'YYYY-MM-DD HH:MM', like
// the meeting dates and times beside them (docs/rules.md#slots-days-and-time-zones).

/**
 * A writer of instants on `timeZone`'s clock (UTC for a zone the runtime does not know); null for
 * none. One formatter serves a whole file: making one per cell would cost more than the file.
 */
export function venueClock(timeZone: string): (instant: Date | null) => string | null {
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  return (instant) => {
    if (!instant) return null;
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const p of format.formatToParts(instant)) part[p.type] = p.value;
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
}
