// How complete a buyer's or seller's profile is for matching (docs/rules.md#matchmaking): each
// thing recommendations match on has a named weight; what is missing comes back as codes the web
// translates (`profile.completeness.missing.<code>`) and links to its field.
import { hasCompany, type Role } from '../roles.ts';

/** What a profile may lack for good matches, in the order a person should fill them in. */
export const COMPLETENESS_ITEMS = [
  'categories',
  'markets',
  'languages',
  'looking_for',
  'industry',
  'company_introduction',
] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

/** Each item's share of a complete profile, in percent (they sum to 100). */
export const COMPLETENESS_WEIGHTS: Readonly<Record<CompletenessItem, number>> = {
  categories: 25,
  markets: 20,
  languages: 15,
  looking_for: 15,
  industry: 10,
  company_introduction: 15,
};

/** Below this percent the dashboard asks the person to complete their profile. */
export const COMPLETE_ENOUGH_PERCENT = 80;

/** The profile fields completeness reads (the API's profile shape has them all). */
export interface CompletenessProfile {
  role: Role;
  product_categories: readonly string[];
  markets: readonly string[];
  languages: readonly string[];
  looking_for: string;
  industry_type: string;
  company_introduction: string;
  company_description?: string;
}

export interface Completeness {
  /** 0-100, the weights of the items present. */
  percent: number;
  /** The items missing, most useful first. */
  missing: CompletenessItem[];
  /**
   * True when the person has categories but none on the lists of their projects (`choices`), so
   * category matches cannot happen: the categories item then counts as missing.
   */
  categoriesOffList: boolean;
}

const filled = (list: readonly string[]) => list.some((item) => item.trim() !== '');

/**
 * How complete `profile` is for matching, or null for roles that are not matched (admins,
 * interpreters, volunteers). `choices` are the categories of the person's projects: when given
 * and not empty, at least one of the person's categories must be among them (ignoring case).
 */
export function profileCompleteness(
  profile: CompletenessProfile,
  choices: readonly string[] = [],
): Completeness | null {
  if (!hasCompany(profile.role)) return null;
  const listed = new Set(choices.map((c) => c.trim().toLowerCase()).filter(Boolean));
  const hasCategories = filled(profile.product_categories);
  const categoriesOffList =
    hasCategories && listed.size > 0 && !profile.product_categories.some((c) => listed.has(c.trim().toLowerCase()));
  const present: Record<CompletenessItem, boolean> = {
    categories: hasCategories && !categoriesOffList,
    markets: profile.markets.length > 0,
    languages: filled(profile.languages),
    looking_for: profile.looking_for.trim() !== '',
    industry: profile.industry_type.trim() !== '',
    company_introduction:
      profile.company_introduction.trim() !== '' || (profile.company_description ?? '').trim() !== '',
  };
  const missing = COMPLETENESS_ITEMS.filter((item) => !present[item]);
  const percent = COMPLETENESS_ITEMS.reduce((sum, item) => sum + (present[item] ? COMPLETENESS_WEIGHTS[item] : 0), 0);
  return { percent, missing, categoriesOffList };
}
