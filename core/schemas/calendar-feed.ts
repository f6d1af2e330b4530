// Calendar subscriptions (docs/rules.md#calendars): whether a person has a feed, and the address
// given once when one is made or renewed (only its hash is kept, so it can never be shown again).
import { z } from 'zod';

/** GET /api/profile/calendar-feed. */
export const calendarFeedSchema = z.object({
  exists: z.boolean(),
  /** When the current secret was made; null without a feed. */
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /api/profile/calendar-feed: the new address, this once. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  /** The same address as webcal://, which calendar apps open to subscribe. */
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The secret in GET /api/calendar/:token.ics; anything that is not a known secret answers 404. */
export const feedTokenParams = z.object({ token: z.string().max(200) });
