import type { Company } from '../../core/schemas/contract.ts';
import type { companies } from '../db/schema.ts';

/** A company row in the API's shape. */
export const presentCompany = (c: typeof companies.$inferSelect): Company => ({
  id: c.id,
  name: c.name,
  type: c.type,
  industry: c.industry,
  country: c.country,
  email: c.email,
  phone: c.phone,
});
