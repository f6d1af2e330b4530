import type { Profile } from '../../core/schemas/profile.ts';
import type { profiles } from '../db/schema.ts';

type ProfileRow = typeof profiles.$inferSelect;

/** A timestamp as an ISO string, whatever the driver returned. */
export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A profile row in the API's snake_case shape. */
export function presentProfile(p: ProfileRow): Profile {
  return {
    id: p.id,
    email: p.email,
    full_name: p.fullName,
    role: p.role,
    phone: p.phone,
    country: p.country,
    company_name: p.companyName,
    brand_name: p.brandName,
    website: p.website,
    ceo_name: p.ceoName,
    address: p.address,
    establishment_date: p.establishmentDate,
    annual_revenue: p.annualRevenue,
    annual_revenue_currency: p.annualRevenueCurrency,
    has_export_experience: p.hasExportExperience,
    export_annual_revenue: p.exportAnnualRevenue,
    export_annual_revenue_currency: p.exportAnnualRevenueCurrency,
    product_categories: p.productCategories,
    industry_type: p.industryType,
    company_introduction: p.companyIntroduction,
    brand_introduction: p.brandIntroduction,
    company_description: p.companyDescription,
    attachments: p.attachments,
    languages: p.languages,
    markets: p.markets,
    looking_for: p.lookingFor,
    is_active: p.isActive,
    company_id: p.companyId,
    created_at: iso(p.createdAt),
  };
}
