import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { setRates } from '../../test/transaction-factories.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let buyer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  app = await createTestApp();
  [admin, buyer] = await Promise.all([signedIn(app, 'admin'), signedIn(app, 'buyer')]);
});
afterAll(() => app.dispose());

const get = (cookie?: string) => call(app, 'GET', '/api/currency-rates', { cookie });
const put = (cookie: string, body: unknown) => call(app, 'PUT', '/api/currency-rates', { cookie, body });

describe('GET /api/currency-rates', () => {
  it('lists every transaction currency: stored rates over the defaults, USD 1', async () => {
    await setRates(app, { EUR: 1.2, USD: 3 });
    const res = await get(buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { currency: 'USD', usd_rate: 1 },
      { currency: 'EUR', usd_rate: 1.2 },
      { currency: 'KRW', usd_rate: 0.00072 },
      { currency: 'JPY', usd_rate: 0.0067 },
      { currency: 'CNY', usd_rate: 0.138 },
      { currency: 'GBP', usd_rate: 1.27 },
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await get()).statusCode).toBe(401);
  });
});

describe('PUT /api/currency-rates', () => {
  it('lets an admin change rates, inserting or updating each', async () => {
    await setRates(app, { EUR: 1.2 });
    const res = await put(admin.cookie, {
      rates: [
        { currency: 'EUR', usd_rate: 1.05 },
        { currency: 'KRW', usd_rate: 0.00075 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ currency: 'EUR', usd_rate: 1.05 });
    expect(res.json()).toContainEqual({ currency: 'KRW', usd_rate: 0.00075 });
    expect((await get(buyer.cookie)).json()).toContainEqual({ currency: 'KRW', usd_rate: 0.00075 });
  });

  it('refuses everyone but admins: 403', async () => {
    const res = await put(buyer.cookie, { rates: [{ currency: 'EUR', usd_rate: 2 }] });
    expect(res.statusCode).toBe(403);
    expect((await get(buyer.cookie)).json()).not.toContainEqual({ currency: 'EUR', usd_rate: 2 });
  });

  it.each([
    ['USD', { rates: [{ currency: 'USD', usd_rate: 2 }] }],
    ['a zero rate', { rates: [{ currency: 'EUR', usd_rate: 0 }] }],
    ['an unknown currency', { rates: [{ currency: 'CHF', usd_rate: 1 }] }],
    [
      'a currency twice',
      {
        rates: [
          { currency: 'EUR', usd_rate: 1 },
          { currency: 'EUR', usd_rate: 2 },
        ],
      },
    ],
    ['nothing', { rates: [] }],
  ])('refuses %s: 400', async (_label, body) => {
    const res = await put(admin.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});
