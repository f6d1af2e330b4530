// GET /api/projects/:id/report: what a project's event produced, for its organiser
// (docs/rules.md#report). Every figure is computed by the database; the web draws charts of them and
// lists the same numbers in tables beside the charts, and the PDF prints them.
import { z } from 'zod';
import { DEAL_SIZE_BANDS, FEEDBACK_FOLLOW_UPS, LANGUAGES } from '../constants.ts';
import { requestHealthSchema } from './request-health.ts';

/** How many of the most requested sellers the report lists. */
export const REPORT_TOP_SELLERS = 10;

const side = z.enum(['buyer', 'seller']);
const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });
/** A share from 0 to 1, or null when nothing could be counted (no meeting has begun, say). */
const share = z.number().min(0).max(1).nullable();

export const reportMeetingDaySchema = z.object({
  /** 'YYYY-MM-DD'. */
  day: z.string(),
  /** Every meeting not cancelled (held, no-show, and those still scheduled or confirmed). */
  planned: z.number().int(),
  held: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
});

export const reportDealGroupSchema = z.object({
  /** The buyer's country or the seller's industry; '' when not given. */
  key: z.string(),
  transactions: z.number().int(),
  transaction_usd: z.number(),
  contracts: z.number().int(),
  contract_usd: z.number(),
});

export const reportSchema = z.object({
  project: z.object({ id: z.uuid(), name: z.string(), start_date: z.string(), end_date: z.string() }),
  /** ISO instant the figures were read. */
  generated_at: z.string(),
  meetings_by_day: z.array(reportMeetingDaySchema),
  totals: reportMeetingDaySchema.omit({ day: true }),
  /** Of the meetings not cancelled whose start has passed, how many had at least one check-in. */
  check_in: z.object({ eligible: z.number().int(), checked_in: z.number().int(), rate: share }),
  satisfaction: z.array(
    z.object({
      side,
      /** How many answers gave 1, 2, 3, 4 and 5 (index 0 is a rating of 1). */
      counts: z.array(z.number().int()).length(5),
      answers: z.number().int(),
      average: z.number().nullable(),
    }),
  ),
  /** Each answer counted; `unanswered`: ratings given without that detail (never counted as "no"). */
  follow_up: z.array(
    z.object({ side, counts: z.record(z.enum(FEEDBACK_FOLLOW_UPS), z.number().int()), unanswered: z.number().int() }),
  ),
  deal_size: z.array(
    z.object({ side, counts: z.record(z.enum(DEAL_SIZE_BANDS), z.number().int()), unanswered: z.number().int() }),
  ),
  /** Transactions and contracts not cancelled, in USD, by the buyer's country and by the seller's industry. */
  deals_by_country: z.array(reportDealGroupSchema),
  deals_by_industry: z.array(reportDealGroupSchema),
  interpreters: z.array(
    person.extend({
      meetings: z.number().int(),
      /** The project's slots: days x daily meeting limit. */
      capacity: z.number().int(),
      utilisation: share,
    }),
  ),
  /** The ten sellers who received the most meeting requests. */
  top_sellers: z.array(person.extend({ requests: z.number().int() })),
  /** Confirmed meetings whose day has ended without a check-in: the organiser decides. */
  possible_no_shows: z.array(
    z.object({
      id: z.uuid(),
      meeting_date: z.string(),
      start_time: z.string(),
      buyer: person,
      seller: person,
      table: z.string().nullable(),
    }),
  ),
  /** People absent from two or more of the project's meetings. */
  repeat_no_shows: z.array(person.extend({ role: side, no_shows: z.number().int() })),
  /** How the project's meeting requests fare: acceptance, answer time, waiting, declines, expiry, daily maximum. */
  request_health: requestHealthSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** GET /api/projects/:id/report/pdf: the same figures as a PDF, its texts in `lang` (default: the caller's language). */
export const reportPdfQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
