// Projects (exhibitions): the form/route input and the shapes the API returns.
import { z } from 'zod';
import {
  CATEGORY_NAME_MAX,
  DAILY_MEET_LIMIT,
  MAX_MEETINGS_PER_DAY,
  PENDING_REQUEST_CAP,
  PROJECT_CATEGORIES_MAX,
  PROJECT_STATUSES,
  REQUEST_EXPIRY_DAYS,
} from '../constants.ts';
import { MESSAGE_RETENTION_DAYS } from '../rules/conversations.ts';
import { dayFits } from '../rules/slots.ts';
import { optionalUrl, text } from './common.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time');

/** True for a time zone the runtime's Intl knows, such as 'Asia/Seoul' (it labels all times of the project). */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** POST /api/projects and PUT /api/projects/:id (docs/rules.md#slots-days-and-time-zones). */
export const projectInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'required').max(200),
    description: text(5000),
    start_date: z.iso.date(),
    end_date: z.iso.date(),
    location: text(300),
    daily_meet_limit: z.number().int().min(DAILY_MEET_LIMIT.min).max(DAILY_MEET_LIMIT.max).default(10),
    status: z.enum(PROJECT_STATUSES).default('active'),
    poster_url: optionalUrl,
    slot_minutes: z.number().int().min(5).max(240).default(60),
    day_start: time.default('09:00'),
    time_zone: z.string().trim().min(1).max(64).refine(knownTimeZone, 'time_zone').default('Asia/Seoul'),
    /** The sender's name on the project's e-mails; empty: the project's name. */
    mail_from_name: text(100),
    /** Where replies to the project's e-mails go; empty: nowhere but the sender address. */
    mail_reply_to: z.union([z.literal(''), z.string().trim().toLowerCase().max(254).pipe(z.email())]).default(''),
    /** Minutes before each meeting its people get a reminder e-mail; 0: no reminders. */
    reminder_minutes: z.number().int().min(0).max(1440).default(15),
    /** Minutes after arrival and before departure in which a traveller takes no meeting (docs/rules.md#availability). */
    travel_margin_minutes: z.number().int().min(0).max(1440).default(60),
    /** Days after the event's last day when its conversation messages are deleted; null keeps them (docs/rules.md#conversations). */
    message_retention_days: z
      .number()
      .int()
      .min(MESSAGE_RETENTION_DAYS.min)
      .max(MESSAGE_RETENTION_DAYS.max)
      .nullable()
      .default(null),
  })
  .refine((p) => p.end_date >= p.start_date, { path: ['end_date'], message: 'end_before_start' })
  .refine(dayFits, { path: ['daily_meet_limit'], message: 'day_too_long' });
export type ProjectInput = z.input<typeof projectInputSchema>;

/** A category name: trimmed, not blank. */
const categoryName = z.string().trim().min(1, 'required').max(CATEGORY_NAME_MAX);

/** The first name of `list` that repeats an earlier one ignoring case, or undefined. */
export function repeatedCategory(list: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of list) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return undefined;
}

/**
 * PUT /api/projects/:id/matchmaking: the project's categories and request settings
 * (docs/rules.md#matchmaking, #request-hygiene), replaced as a whole. `renames` carries a
 * category's new name into the profiles of the project's people.
 */
export const projectMatchmakingSchema = z
  .strictObject({
    categories: z.array(categoryName).max(PROJECT_CATEGORIES_MAX),
    renames: z
      .array(z.strictObject({ from: categoryName, to: categoryName }))
      .max(PROJECT_CATEGORIES_MAX)
      .default([]),
    pending_request_cap: z.number().int().min(PENDING_REQUEST_CAP.min).max(PENDING_REQUEST_CAP.max),
    request_expiry_days: z.number().int().min(REQUEST_EXPIRY_DAYS.min).max(REQUEST_EXPIRY_DAYS.max),
    max_meetings_per_day: z.number().int().min(MAX_MEETINGS_PER_DAY.min).max(MAX_MEETINGS_PER_DAY.max).nullable(),
  })
  .refine((s) => repeatedCategory(s.categories) === undefined, {
    path: ['categories'],
    message: 'duplicate_category',
  })
  .refine((s) => s.renames.every((r) => s.categories.some((c) => c.toLowerCase() === r.to.toLowerCase())), {
    path: ['renames'],
    message: 'rename_unknown',
  });
export type ProjectMatchmakingInput = z.input<typeof projectMatchmakingSchema>;

/** Confirmed participants of a project by role, and its meetings. */
export const projectCountsSchema = z.object({
  buyers: z.number().int(),
  sellers: z.number().int(),
  interpreters: z.number().int(),
  meetings: z.number().int(),
});

/** A project as the API returns it. */
export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  location: z.string(),
  daily_meet_limit: z.number().int(),
  status: z.enum(PROJECT_STATUSES),
  poster_url: z.string(),
  slot_minutes: z.number().int(),
  day_start: z.string(),
  time_zone: z.string(),
  mail_from_name: z.string(),
  mail_reply_to: z.string(),
  reminder_minutes: z.number().int(),
  travel_margin_minutes: z.number().int(),
  /** Null: messages are kept. */
  message_retention_days: z.number().int().nullable(),
  /** The project's categories people match on, in the organiser's order (docs/rules.md#matchmaking). */
  categories: z.array(z.string()),
  pending_request_cap: z.number().int(),
  request_expiry_days: z.number().int(),
  /** Null: as many meetings a day as the day has slots. */
  max_meetings_per_day: z.number().int().nullable(),
  created_at: z.string(),
  counts: projectCountsSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuery = z.strictObject({ status: z.enum(PROJECT_STATUSES).optional() });
