// How recording times are shown.

/** Seconds as m:ss (the recorder's timer), e.g. 0:07, 1:05, 61:00. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
