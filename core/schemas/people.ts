// The Buyers, Sellers and Interpreters directories and the admin's person form (docs/product.md):
// one schema used by the form and the routes.
import { z } from 'zod';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';
import { basicProfileFields, companyProfileFields, languageList, profileSchema } from './profile.ts';

/** The roles that have a directory. */
export const PEOPLE_ROLES = ['buyer', 'seller', 'interpreter'] as const;
export type PeopleRole = (typeof PEOPLE_ROLES)[number];

/** Interpreter directory filter; Active is the default. */
export const PEOPLE_STATUSES = ['all', 'active', 'inactive'] as const;
export type PeopleStatus = (typeof PEOPLE_STATUSES)[number];

export const peopleListQuery = z.strictObject({
  role: z.enum(PEOPLE_ROLES),
  q: z.string().trim().max(200).default(''),
  status: z.enum(PEOPLE_STATUSES).default('active'),
  ...pageQueryFields(LIST_PAGE_MAX),
});
export type PeopleListQuery = z.input<typeof peopleListQuery>;

export { languageList };

/**
 * The fields an admin edits. Name may be blank here so the form and the route can answer with
 * one message for a missing name or email (code name_email_required) rather than a field error.
 */
export const personUpdateSchema = z.strictObject({
  ...basicProfileFields,
  ...companyProfileFields,
  full_name: z.string().trim().max(200).default(''),
  languages: languageList,
});
export type PersonUpdateInput = z.input<typeof personUpdateSchema>;

/** An email, or blank (which the route refuses as name_email_required). */
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .default('')
  .pipe(z.union([z.literal(''), z.email()]));

/** POST /api/people: the new person's role and email plus the editable fields. */
export const personCreateSchema = personUpdateSchema.extend({
  role: z.enum(PEOPLE_ROLES),
  email: optionalEmail,
});
export type PersonCreateInput = z.input<typeof personCreateSchema>;

/** True when the form misses what it requires: full name and email. */
export function missesNameOrEmail(input: { full_name?: string; email?: string }): boolean {
  return !input.full_name?.trim() || !input.email?.trim();
}

export const peopleCountsSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});
export type PeopleCounts = z.infer<typeof peopleCountsSchema>;

/** GET /api/people: the people plus counts over the search, whatever the status filter. */
export const peopleListSchema = z.object({
  people: z.array(profileSchema),
  counts: peopleCountsSchema,
  /** Pass as `cursor` for the next page; null: this was the last. */
  next_cursor: z.string().nullable(),
});
export type PeopleList = z.infer<typeof peopleListSchema>;

/** POST /api/people: the new person and their temporary password, shown once and never stored in plain text. */
/** The new person, their temporary password (shown once) and whether an invitation e-mail was queued. */
export const personCreatedSchema = z.object({
  person: profileSchema,
  temporary_password: z.string(),
  invited: z.boolean(),
});
export type PersonCreated = z.infer<typeof personCreatedSchema>;
