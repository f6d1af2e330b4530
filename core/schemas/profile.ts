// Profile fields: one schema used by the sign-up form, the profile form and the routes.
import { z } from 'zod';
import { LOOKING_FOR_MAX } from '../constants.ts';
import { ROLES } from '../roles.ts';
import { COUNTRY_CODES, isCountryCode } from '../rules/countries.ts';
import { categoryList, currency, optionalDate, optionalMoney, optionalUrl, text } from './common.ts';

/** Fields every role has. */
export const basicProfileFields = {
  full_name: z.string().trim().min(1, 'required').max(200),
  phone: text(50),
  country: text(100),
  company_name: text(200),
};

/**
 * Markets (docs/rules.md#matchmaking): ISO 3166-1 alpha-2 codes of the countries a seller sells to
 * or a buyer buys from, upper-cased, each once. Absent leaves them as they are.
 */
export const marketList = z
  .array(z.string().trim().toUpperCase().refine(isCountryCode, 'country_code'))
  .max(COUNTRY_CODES.length)
  .transform((list) => [...new Set(list)]);

/** What the person looks for at the event, in a sentence. Absent leaves it as it is. */
export const lookingFor = z.string().trim().max(LOOKING_FOR_MAX);

/** Company fields: kept only for buyers and sellers. */
export const companyProfileFields = {
  brand_name: text(200),
  website: optionalUrl,
  ceo_name: text(200),
  address: text(500),
  establishment_date: optionalDate,
  annual_revenue: optionalMoney,
  annual_revenue_currency: currency,
  has_export_experience: z.boolean().default(false),
  export_annual_revenue: optionalMoney,
  export_annual_revenue_currency: currency,
  product_categories: categoryList,
  industry_type: text(200),
  company_introduction: text(5000),
  brand_introduction: text(5000),
  company_description: text(5000),
  markets: marketList.optional(),
  looking_for: lookingFor.optional(),
};

/** Spoken languages (docs/rules.md#interpreters): trimmed, blank ignored, each once. */
const languages = z
  .array(z.string().max(100))
  .max(50)
  .transform((list) => [...new Set(list.map((l) => l.trim()).filter(Boolean))]);
export const languageList = languages.default([]);

/**
 * PUT /api/profile: the editable fields of one's own profile, replaced as a whole. Languages are
 * kept for buyers, sellers and interpreters; absent leaves them as they are.
 */
export const profileUpdateSchema = z.strictObject({
  ...basicProfileFields,
  ...companyProfileFields,
  languages: languages.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** A profile as the API returns it. */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(ROLES),
  phone: z.string(),
  country: z.string(),
  company_name: z.string(),
  brand_name: z.string(),
  website: z.string(),
  ceo_name: z.string(),
  address: z.string(),
  establishment_date: z.string().nullable(),
  annual_revenue: z.number().nullable(),
  annual_revenue_currency: z.string(),
  has_export_experience: z.boolean(),
  export_annual_revenue: z.number().nullable(),
  export_annual_revenue_currency: z.string(),
  product_categories: z.array(z.string()),
  industry_type: z.string(),
  company_introduction: z.string(),
  brand_introduction: z.string(),
  company_description: z.string(),
  attachments: z.array(z.string()),
  languages: z.array(z.string()),
  markets: z.array(z.string()),
  looking_for: z.string(),
  is_active: z.boolean(),
  company_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profile/categories (and an admin's GET /api/people/:id/categories): the categories of the person's projects. */
export const categoryChoicesSchema = z.object({ categories: z.array(z.string()) });
export type CategoryChoices = z.infer<typeof categoryChoicesSchema>;
