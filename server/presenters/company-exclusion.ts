import type { CompanyExclusion, ExclusionCompany } from '../../core/schemas/company-exclusion.ts';
import { iso } from './profile.ts';

/** An exclusion with its two companies, as the exclusions query selects it. */
export type CompanyExclusionRow = {
  id: string;
  createdAt: Date | string;
  companyA: ExclusionCompany;
  companyB: ExclusionCompany;
};

/** A company exclusion in the API's shape. */
export function presentCompanyExclusion(row: CompanyExclusionRow): CompanyExclusion {
  return { id: row.id, company_a: row.companyA, company_b: row.companyB, created_at: iso(row.createdAt) };
}
