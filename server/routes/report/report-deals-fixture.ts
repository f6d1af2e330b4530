// The report fixture's transactions and contracts (server/routes/report/report-fixture.ts) in
// several currencies. Rates: EUR stored at 1.1 (over the default 1.08); KRW 0.00072, GBP 1.27,
// JPY 0.0067 and CNY 0.138 are the built-in defaults (core/rules/money.ts).
import { companies, contracts } from '../../db/schema.ts';
import type { EventPerson } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { makeTransaction, setRates } from '../../test/transaction-factories.ts';

let numbered = 0;

export async function dealsFixture(
  app: TestApp,
  w: { projectId: string; otherProjectId: string; buyers: EventPerson[]; sellers: EventPerson[] },
) {
  const [b1, b2, b3, b4] = w.buyers;
  const [s1, s2, s3, s4] = w.sellers;
  const projectId = w.projectId;
  await setRates(app, { EUR: 1.1 });

  const tx = (
    buyer: EventPerson,
    seller: EventPerson,
    estimatedValue: number,
    currency: 'USD' | 'EUR' | 'KRW' | 'GBP' | 'JPY',
    status: 'proposed' | 'agreed' | 'completed' | 'cancelled',
    project = projectId,
  ) =>
    makeTransaction(app, {
      projectId: project,
      buyerId: buyer.id,
      sellerId: seller.id,
      estimatedValue,
      currency,
      status,
    });
  await tx(b1, s1, 1000, 'USD', 'proposed'); // 1,000.00
  await tx(b2, s1, 2000, 'EUR', 'agreed'); // 2,200.00
  await tx(b3, s2, 1_000_000, 'KRW', 'completed'); // 720.00
  await tx(b1, s3, 500, 'GBP', 'proposed'); // 635.00
  await tx(b4, s4, 100_000, 'JPY', 'agreed'); // 670.00
  await tx(b2, s2, 9999, 'USD', 'cancelled'); // left out
  await tx(b1, s1, 333.33, 'EUR', 'proposed'); // 366.663 -> 366.66
  await tx(b1, s1, 5000, 'USD', 'agreed', w.otherProjectId); // another project

  const company = async (
    name: string,
    type: 'buyer' | 'seller',
    more: { country?: string; industry?: string } = {},
  ) => {
    const [row] = await app.db
      .insert(companies)
      .values({ name, type, ...more })
      .returning();
    return row.id;
  };
  const japanCo = await company('Osaka Buyers', 'buyer');
  const koreaCo = await company('Busan Buyers', 'buyer');
  const textileCo = await company('Weavers', 'seller');
  const foodCo = await company('Kimchi Makers', 'seller');
  // A contract whose people have gone: their companies' country and industry stand in.
  const vietnamCo = await company('Saigon Traders', 'buyer', { country: 'Vietnam' });
  const electronicsCo = await company('Circuit Works', 'seller', { industry: 'Electronics' });

  const contract = (
    values: Pick<typeof contracts.$inferInsert, 'buyerCompany' | 'sellerCompany'> &
      Partial<typeof contracts.$inferInsert>,
  ) =>
    app.db.insert(contracts).values({
      contractNumber: `CON-REPORT-${++numbered}-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Supply',
      productService: 'Goods',
      contractDate: '2030-05-02',
      projectId,
      ...values,
    });
  // Japan / Textiles: 10,000.00
  await contract({
    buyerCompany: japanCo,
    sellerCompany: textileCo,
    buyerId: b2.id,
    sellerId: s2.id,
    totalAmount: 10_000,
    currency: 'USD',
    status: 'signed',
  });
  // Korea / Food: 1,000,000 JPY = 6,700.00
  await contract({
    buyerCompany: koreaCo,
    sellerCompany: foodCo,
    buyerId: b1.id,
    sellerId: s1.id,
    totalAmount: 1_000_000,
    currency: 'JPY',
    status: 'draft',
  });
  // Cancelled: left out.
  await contract({
    buyerCompany: koreaCo,
    sellerCompany: foodCo,
    buyerId: b1.id,
    sellerId: s1.id,
    totalAmount: 5000,
    currency: 'EUR',
    status: 'cancelled',
  });
  // Vietnam / Electronics (no people): 200 CNY = 27.60
  await contract({
    buyerCompany: vietnamCo,
    sellerCompany: electronicsCo,
    totalAmount: 200,
    currency: 'CNY',
    status: 'active',
  });
  // Another project's contract.
  await contract({
    buyerCompany: japanCo,
    sellerCompany: textileCo,
    buyerId: b2.id,
    sellerId: s2.id,
    totalAmount: 777,
    currency: 'USD',
    status: 'signed',
    projectId: w.otherProjectId,
  });
}
