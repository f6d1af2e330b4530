// Companies the organiser keeps apart in a project (docs/rules.md#request-hygiene): their people
// never meet there and cannot ask each other for a meeting.
import { z } from 'zod';

/** POST /api/projects/:id/exclusions: two different companies, in either order. */
export const exclusionCreateSchema = z
  .strictObject({ company_a: z.uuid('required'), company_b: z.uuid('required') })
  .refine((b) => b.company_a !== b.company_b, { message: 'same_company_twice', path: ['company_b'] });
export type ExclusionInput = z.input<typeof exclusionCreateSchema>;

export const exclusionParams = z.strictObject({ id: z.uuid(), exclusionId: z.uuid() });

/** GET /api/projects/:id/exclusions/companies: companies whose people take part, by name. */
export const exclusionCompanyQuery = z.strictObject({ q: z.string().trim().max(100).default('') });

/** A company as the exclusions show it: its people's side and how many of them take part in the project. */
export const exclusionCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(['buyer', 'seller']),
  people: z.number().int(),
});
export type ExclusionCompany = z.infer<typeof exclusionCompanySchema>;

export const companyExclusionSchema = z.object({
  id: z.uuid(),
  company_a: exclusionCompanySchema,
  company_b: exclusionCompanySchema,
  created_at: z.string(),
});
export type CompanyExclusion = z.infer<typeof companyExclusionSchema>;

/** The new exclusion and how many pending requests between the two companies it closed. */
export const exclusionCreatedSchema = companyExclusionSchema.extend({ closed_requests: z.number().int() });
export type ExclusionCreated = z.infer<typeof exclusionCreatedSchema>;
