// How many rows of the organiser's grid one request reads (docs/decisions/042-windowed-grid.md).
// Apart from the schemas so that the web can ask for the first window before it loads them.

/**
 * Rows per window: five screens of rows, so that a scroll of a screen or two needs no new request,
 * and a window of a full day (50 buyers with 16 meetings each) stays near 150 kB of JSON.
 */
export const SCHEDULE_WINDOW = 50;
/** The most rows one request may ask for. */
export const SCHEDULE_ROWS_MAX = 100;
