// The rate table with the defaults filling any currency it lacks.
import { TRANSACTION_CURRENCIES } from '../../core/constants.ts';
import { DEFAULT_USD_RATES } from '../../core/rules/money.ts';
import type { Db } from '../db/client.ts';
import { currencyRates } from '../db/schema.ts';

/** Units of USD per unit of each transaction currency: stored rates over the defaults; USD is 1. */
export async function loadRates(db: Db): Promise<Record<string, number>> {
  const rows = await db.select().from(currencyRates);
  const rates: Record<string, number> = { ...DEFAULT_USD_RATES };
  for (const row of rows) rates[row.currency] = Number(row.usdRate);
  rates.USD = 1;
  return rates;
}

/** The rates as the API lists them, in the order of TRANSACTION_CURRENCIES. */
export function rateList(rates: Record<string, number>) {
  return TRANSACTION_CURRENCIES.map((currency) => ({ currency, usd_rate: rates[currency] }));
}
