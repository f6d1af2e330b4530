// Creating a contract (docs/rules.md#contracts): the parties' profiles come from the chosen companies,
// the total and the number from the server. A number already taken is drawn again.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { contractNumber, contractTotal, randomContractDigits } from '../../../core/rules/contract.ts';
import type { ContractCreate } from '../../../core/schemas/contract.ts';
import type { Db } from '../../db/client.ts';
import { companies, contracts, profiles } from '../../db/schema.ts';
import { badRequest, PG_UNIQUE_VIOLATION, pgError } from '../../errors.ts';

/** How many numbers to draw before giving up: 10,000 per year, so collisions are rare until a year fills. */
const NUMBER_ATTEMPTS = 20;

/** The profile linked to a company (profiles.company_id): active ones first, then the oldest. */
async function profileOf(db: Db, companyId: string, role: 'buyer' | 'seller') {
  const rows = await db
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(desc(profiles.isActive), asc(profiles.createdAt));
  return (rows.find((r) => r.role === role) ?? rows[0])?.id;
}

/** Creates a contract; returns its id. `digits` draws the number's four digits (tests pin it). */
export async function createContract(
  db: Db,
  input: ContractCreate,
  createdBy: string,
  digits: () => number = randomContractDigits,
): Promise<string> {
  const found = await db
    .select({ id: companies.id, type: companies.type })
    .from(companies)
    .where(inArray(companies.id, [input.buyer_company, input.seller_company]));
  const typeOf = (id: string) => found.find((c) => c.id === id)?.type;
  if (typeOf(input.buyer_company) !== 'buyer') {
    throw badRequest('company_not_found', 'The buyer company does not exist', { field: 'buyer_company' });
  }
  if (typeOf(input.seller_company) !== 'seller') {
    throw badRequest('company_not_found', 'The seller company does not exist', { field: 'seller_company' });
  }

  const [buyerId, sellerId] = await Promise.all([
    profileOf(db, input.buyer_company, 'buyer'),
    profileOf(db, input.seller_company, 'seller'),
  ]);
  if (!buyerId || !sellerId) {
    throw badRequest('profiles_not_found', 'Could not find associated profiles for selected companies');
  }

  const year = new Date().getFullYear();
  const values = {
    title: input.title,
    type: input.type,
    buyerCompany: input.buyer_company,
    sellerCompany: input.seller_company,
    buyerId,
    sellerId,
    projectId: input.project_id,
    productService: input.product_service,
    quantity: input.quantity,
    unitPrice: input.unit_price,
    totalAmount: contractTotal(input.quantity, input.unit_price),
    currency: input.currency,
    contractDate: input.contract_date,
    deliveryDate: input.delivery_date,
    signedDate: input.signed_date,
    expiryDate: input.expiry_date,
    paymentTerms: input.payment_terms,
    details: input.details,
    notes: input.notes,
    status: input.status,
    createdBy,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      // Each try in a transaction of its own: inside the caller's (the contract and its webhook
      // event are written together) that is a savepoint, so a number taken fails only the try.
      const [row] = await db.transaction((tryTx) =>
        tryTx
          .insert(contracts)
          .values({ ...values, contractNumber: contractNumber(year, digits()) })
          .returning({ id: contracts.id }),
      );
      return row.id;
    } catch (err) {
      const e = pgError(err);
      const numberTaken = e?.code === PG_UNIQUE_VIOLATION && e.constraint?.includes('contract_number');
      if (!numberTaken || attempt >= NUMBER_ATTEMPTS) throw err;
    }
  }
}
