// Meeting wishes (docs/rules.md#meeting-wishes-and-auto-schedule): in a project, a buyer or seller
// marks counterparts they want to meet as 'must meet' or 'would like'. One schema for the screens,
// the directory button and the routes.
import { z } from 'zod';
import { PROJECT_STATUSES, WISH_PRIORITIES } from '../constants.ts';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';

export type WishPriority = (typeof WISH_PRIORITIES)[number];

/** Projects whose wishes may still change: the schedule is not over yet. */
export const WISH_PROJECT_STATUSES = ['draft', 'active'] as const;

/** PUT /api/wishes: sets (creates or changes) one wish; an admin names the wisher in `user_id`. */
export const wishPutSchema = z.strictObject({
  project_id: z.uuid(),
  target_id: z.uuid(),
  priority: z.enum(WISH_PRIORITIES),
  user_id: z.uuid().optional(),
});
export type WishPut = z.infer<typeof wishPutSchema>;

/** DELETE /api/wishes?project_id&target_id[&user_id]: removes one wish (none is fine). */
export const wishDeleteQuery = z.strictObject({
  project_id: z.uuid(),
  target_id: z.uuid(),
  user_id: z.uuid().optional(),
});
export type WishDelete = z.infer<typeof wishDeleteQuery>;

/** GET /api/wishes: the wishes the reader may see, optionally of one project or one wisher. */
export const wishListQuery = z.strictObject({
  project_id: z.uuid().optional(),
  user_id: z.uuid().optional(),
  ...pageQueryFields(LIST_PAGE_MAX),
});

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string(), email: z.string() });

export const wishSchema = z.object({
  id: z.uuid(),
  project: z.object({ id: z.uuid(), name: z.string() }),
  user: person.extend({ role: z.enum(['buyer', 'seller']) }),
  target: person,
  priority: z.enum(WISH_PRIORITIES),
  updated_at: z.string(),
});
export type Wish = z.infer<typeof wishSchema>;

/** The wishes screen's filter: every counterpart, those of one wish, or those without one. */
export const COUNTERPART_FILTERS = ['all', ...WISH_PRIORITIES, 'none'] as const;
export type CounterpartFilter = (typeof COUNTERPART_FILTERS)[number];

/**
 * GET /api/wishes/counterparts?project_id[&user_id][&q][&wish]: whom the wisher may wish to meet,
 * with their wish, by name, a page at a time (a flagship's other side is thousands of people).
 * `q` matches name, company, country, languages and product categories; `wish` keeps one filter.
 */
export const counterpartsQuery = z.strictObject({
  project_id: z.uuid(),
  user_id: z.uuid().optional(),
  q: z.string().trim().max(100).default(''),
  wish: z.enum(COUNTERPART_FILTERS).default('all'),
  ...pageQueryFields(LIST_PAGE_MAX),
});

export const counterpartSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  company_name: z.string(),
  country: z.string(),
  languages: z.array(z.string()),
  product_categories: z.array(z.string()),
  /** The wisher's wish for this counterpart, or null. */
  priority: z.enum(WISH_PRIORITIES).nullable(),
  /** The counterpart wishes to meet the wisher too. */
  wants_you: z.boolean(),
  /** A meeting request between the two is pending: it counts as the requester's 'must'. */
  requested: z.boolean(),
  /** The two already have a meeting in the project that counts. */
  met: z.boolean(),
});
export type Counterpart = z.infer<typeof counterpartSchema>;

export const counterpartsSchema = z.object({
  project: z.object({ id: z.uuid(), name: z.string(), status: z.enum(PROJECT_STATUSES) }),
  wisher: z.object({ id: z.uuid(), full_name: z.string(), role: z.enum(['buyer', 'seller']) }),
  /** False when the project is completed or cancelled: the list is read-only. */
  open: z.boolean(),
  /** How many counterparts each filter holds, whatever the search and the page. */
  counts: z.object({ all: z.number().int(), must: z.number().int(), like: z.number().int(), none: z.number().int() }),
  /** One page of those matching the search and filter. */
  counterparts: z.array(counterpartSchema),
  next_cursor: z.string().nullable(),
});
export type Counterparts = z.infer<typeof counterpartsSchema>;

/** GET /api/wishes/options?target_id: the open projects the reader shares with a counterpart (directory button). */
export const wishOptionsQuery = z.strictObject({ target_id: z.uuid() });
export const wishOptionsSchema = z.object({
  projects: z.array(
    z.object({ id: z.uuid(), name: z.string(), priority: z.enum(WISH_PRIORITIES).nullable(), met: z.boolean() }),
  ),
});
export type WishOptions = z.infer<typeof wishOptionsSchema>;

/** GET /api/wishes/wishers?project_id (admins): the project's buyers and sellers, with how many wishes each made. */
export const wishersQuery = z.strictObject({ project_id: z.uuid(), ...pageQueryFields(LIST_PAGE_MAX) });
export const wishersSchema = z.array(
  z.object({
    id: z.uuid(),
    full_name: z.string(),
    company_name: z.string(),
    role: z.enum(['buyer', 'seller']),
    wishes: z.number().int(),
  }),
);
export type Wishers = z.infer<typeof wishersSchema>;
