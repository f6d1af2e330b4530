// Money: converting amounts to US dollars with a rate table and showing them in US English style
// (docs/rules.md#currency-and-usd-totals).
import type { TransactionCurrency } from '../constants.ts';

/** Units of USD that one unit of each currency buys, as in the currency_rates table. */
export type UsdRates = Readonly<Record<string, number>>;

/** Sensible defaults for a database whose rate table lacks a currency; admins can change them. */
export const DEFAULT_USD_RATES: Readonly<Record<TransactionCurrency, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  KRW: 0.00072,
  JPY: 0.0067,
  CNY: 0.138,
};

/** Rounds to whole cents, away from binary-fraction noise. */
const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** `amount` of `currency` in USD (rounded to cents); null when `rates` has no rate for it. USD is always 1. */
export function toUsd(amount: number, currency: string, rates: UsdRates): number | null {
  const rate = currency === 'USD' ? 1 : rates[currency];
  if (rate === undefined || !Number.isFinite(rate)) return null;
  return cents(amount * rate);
}

/** The sum of `list` in USD (rounded to cents); amounts in a currency without a rate are left out. */
export function totalInUsd(list: readonly { amount: number; currency: string }[], rates: UsdRates): number {
  let total = 0;
  for (const { amount, currency } of list) total += toUsd(amount, currency, rates) ?? 0;
  return cents(total);
}

/** `amount` in `currency`, US English style: formatMoney(1234.5, 'EUR') is '€1,234.50', KRW has no decimals. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code: the number with the code beside it rather than a crash.
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
