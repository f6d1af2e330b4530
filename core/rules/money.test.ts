import { describe, expect, it } from 'vitest';
import { DEFAULT_USD_RATES, formatMoney, totalInUsd, toUsd } from './money.ts';

const rates = { EUR: 1.08, KRW: 0.00072, JPY: 0.0067 };

describe('toUsd', () => {
  it('multiplies by the rate and rounds to cents', () => {
    expect(toUsd(100, 'EUR', rates)).toBe(108);
    expect(toUsd(86_000_000, 'KRW', rates)).toBe(61_920);
    expect(toUsd(0.1, 'EUR', rates)).toBe(0.11);
  });
  it('treats USD as 1 even without a row', () => {
    expect(toUsd(12.34, 'USD', {})).toBe(12.34);
  });
  it('answers null for a currency without a rate', () => {
    expect(toUsd(10, 'GBP', rates)).toBeNull();
  });
});

describe('totalInUsd', () => {
  it('sums the converted amounts', () => {
    expect(
      totalInUsd(
        [
          { amount: 130_000, currency: 'USD' },
          { amount: 62_500, currency: 'EUR' },
          { amount: 18_000_000, currency: 'JPY' },
        ],
        rates,
      ),
    ).toBe(130_000 + 67_500 + 120_600);
  });
  it('is 0 for an empty list and leaves out currencies without a rate', () => {
    expect(totalInUsd([], rates)).toBe(0);
    expect(
      totalInUsd(
        [
          { amount: 5, currency: 'GBP' },
          { amount: 1.1, currency: 'USD' },
        ],
        rates,
      ),
    ).toBe(1.1);
  });
  it('has a default rate for every transaction currency', () => {
    expect(Object.keys(DEFAULT_USD_RATES).sort()).toEqual(['CNY', 'EUR', 'GBP', 'JPY', 'KRW', 'USD']);
  });
});

describe('formatMoney', () => {
  it('formats in US English style in the amount’s own currency', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(62_500, 'EUR')).toBe('€62,500.00');
    expect(formatMoney(86_000_000, 'KRW')).toBe('₩86,000,000');
    expect(formatMoney(18_000_000, 'JPY')).toBe('¥18,000,000');
    expect(formatMoney(10, 'GBP')).toBe('£10.00');
    expect(formatMoney(1_450_000, 'CNY')).toBe('CN¥1,450,000.00');
  });
  it('does not throw on an unknown code', () => {
    expect(formatMoney(5, 'XX')).toBe('5 XX');
  });
});
