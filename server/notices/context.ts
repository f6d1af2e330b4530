// What the notice jobs need besides the database: the app's address and the time they run at
// (a parameter, so tests can run them at any moment: the evening before an event day, a minute
// before a reminder is due).
export interface NoticeJobContext {
  publicUrl: string;
  now: Date;
}

/** The hour (local to the person) after which the daily digest goes out. */
export const DIGEST_HOUR = 7;

/** The hour (local to the project) after which the next day's agenda goes out. */
export const AGENDA_HOUR = 18;
