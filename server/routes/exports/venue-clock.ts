// Instants (check-ins, creation times) written as the venue's wall clock, 'YYYY-MM-DD HH:MM', like
// the meeting dates and times beside them (docs/rules.md#slots-days-and-time-zones).

/**
 * A writer of instants on `timeZone`'s clock (UTC for a zone the runtime does not know); null for
 * none. Each minute is formatted once: Intl takes tens of µs an instant, a row holds up to four,
 * and the instants of a file fall in far fewer minutes than it has rows.
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
  // Zones are whole minutes apart from UTC, so one UTC minute is one minute on the venue's clock.
  const minutes = new Map<number, string>();
  return (instant) => {
    if (!instant) return null;
    const minute = Math.floor(instant.getTime() / 60_000);
    let text = minutes.get(minute);
    if (text === undefined) {
      const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
      for (const p of format.formatToParts(instant)) part[p.type] = p.value;
      text = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
      minutes.set(minute, text);
    }
    return text;
  };
}
