// Turns validated profile input into columns, keeping only the fields the role has (docs/rules.md#roles-and-accounts).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hasCompany, type Role } from '../../core/roles.ts';
import { keepsLanguages } from '../../core/rules/languages.ts';
import type { profileUpdateSchema } from '../../core/schemas/profile.ts';
import type { Db } from '../db/client.ts';
import type { profiles } from '../db/schema.ts';

type ProfileInput = z.output<typeof profileUpdateSchema>;
type ProfileColumns = Omit<typeof profiles.$inferInsert, 'id' | 'email' | 'role'>;

/**
 * Profile columns for `input`; company fields are emptied for roles without a company, and
 * languages are kept only for roles that list them (and only when given).
 */
export function profileColumns(role: Role, input: ProfileInput): ProfileColumns {
  const basic = {
    fullName: input.full_name,
    phone: input.phone,
    country: input.country,
    companyName: input.company_name,
    ...(keepsLanguages(role) && input.languages !== undefined ? { languages: input.languages } : {}),
  };
  if (!hasCompany(role)) return basic;
  return {
    ...basic,
    brandName: input.brand_name,
    website: input.website,
    ceoName: input.ceo_name,
    address: input.address,
    establishmentDate: input.establishment_date,
    annualRevenue: input.annual_revenue,
    annualRevenueCurrency: input.annual_revenue_currency,
    hasExportExperience: input.has_export_experience,
    // Export revenue exists only when export experience is ticked.
    exportAnnualRevenue: input.has_export_experience ? input.export_annual_revenue : null,
    exportAnnualRevenueCurrency: input.export_annual_revenue_currency,
    productCategories: input.product_categories,
    industryType: input.industry_type,
    companyIntroduction: input.company_introduction,
    brandIntroduction: input.brand_introduction,
    companyDescription: input.company_description,
    // Absent matchmaking fields leave the profile's as they are (an older form does not send them).
    ...(input.markets !== undefined ? { markets: input.markets } : {}),
    ...(input.looking_for !== undefined ? { lookingFor: input.looking_for } : {}),
  };
}

/**
 * The id of the `companies` row a buyer or seller profile names, creating it when new, so that
 * contracts can name companies; null for other roles or an empty company name.
 */
export async function companyIdFor(
  tx: Pick<Db, 'execute'>,
  role: Role,
  companyName: string,
  country: string,
): Promise<string | null> {
  if (!hasCompany(role) || !companyName.trim()) return null;
  const result = await tx.execute(sql`
    insert into companies (name, type, country) values (${companyName.trim()}, ${role}, ${country})
    on conflict (lower(name), type) do update set name = companies.name
    returning id`);
  // Both drivers answer raw SQL with { rows }.
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? null;
}
