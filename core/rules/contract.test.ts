import { describe, expect, it } from 'vitest';
import { contractNumber, contractTotal, parseQuantity, randomContractDigits } from './contract.ts';

describe('parseQuantity', () => {
  it('reads plain numbers and decimals', () => {
    expect(parseQuantity('100')).toBe(100);
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity(' 7 ')).toBe(7);
  });
  it('reads the leading number of text with units and thousands separators', () => {
    expect(parseQuantity('1,000 units')).toBe(1000);
    expect(parseQuantity('500kg')).toBe(500);
  });
  it('gives 0 for text without a leading number', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('lots')).toBe(0);
    expect(parseQuantity('about 5')).toBe(0);
  });
});

describe('contractTotal', () => {
  it('multiplies quantity by unit price', () => {
    expect(contractTotal('100', 25)).toBe(2500);
    expect(contractTotal('3', 19.99)).toBe(59.97);
  });
  it('rounds to cents', () => {
    expect(contractTotal('3', 0.333)).toBe(1);
    expect(contractTotal('0.1', 0.2)).toBe(0.02);
    expect(contractTotal('1.005', 1000)).toBe(1005);
  });
  it('is 0 when the quantity is unparsable or the price is missing', () => {
    expect(contractTotal('many', 10)).toBe(0);
    expect(contractTotal('', 10)).toBe(0);
    expect(contractTotal('10', 0)).toBe(0);
    expect(contractTotal('10', Number.NaN)).toBe(0);
  });
});

describe('contractNumber', () => {
  it('pads the digits to four', () => {
    expect(contractNumber(2026, 427)).toBe('CON-2026-0427');
    expect(contractNumber(2026, 0)).toBe('CON-2026-0000');
    expect(contractNumber(2027, 9999)).toBe('CON-2027-9999');
  });
  it('keeps to four digits', () => {
    expect(contractNumber(2026, 12345)).toBe('CON-2026-2345');
  });
  it('draws four random digits', () => {
    expect(randomContractDigits(() => 0)).toBe(0);
    expect(randomContractDigits(() => 0.99999)).toBe(9999);
    expect(contractNumber(2026, randomContractDigits())).toMatch(/^CON-2026-\d{4}$/);
  });
});
