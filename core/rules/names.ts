// How one party is named to the other in titles and notifications: business meets business, so
// the company comes first, and the person stands in for a company left empty.

/** A party's company name, or the person's own name when the company is empty. */
export function companyOrName(p: { full_name: string; company_name: string }): string {
  return p.company_name || p.full_name;
}
