// Contract rules (docs/rules.md#contracts): the read-only total and the contract number.

/** The quantity text as a number: its leading numeric part ('1,000 units' -> 1000), 0 when there is none. */
export function parseQuantity(quantity: string): number {
  const match = quantity
    .replace(/,/g, '')
    .trim()
    .match(/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i);
  const value = match ? Number(match[0]) : 0;
  return Number.isFinite(value) ? value : 0;
}

/** Total amount = quantity (parsed, 0 if unparsable) x unit price, rounded to cents. */
export function contractTotal(quantity: string, unitPrice: number): number {
  const price = Number.isFinite(unitPrice) ? unitPrice : 0;
  const total = Math.round(parseQuantity(quantity) * price * 100) / 100;
  // -0 from a negative zero product would print as "-$0.00".
  return total === 0 ? 0 : total;
}

/** The contract number CON-{year}-{4 digits}, e.g. contractNumber(2026, 427) -> 'CON-2026-0427'. */
export function contractNumber(year: number, random4: number): string {
  return `CON-${year}-${String(Math.trunc(Math.abs(random4)) % 10000).padStart(4, '0')}`;
}

/** Four random digits (0..9999) for a new contract number. */
export function randomContractDigits(random: () => number = Math.random): number {
  return Math.floor(random() * 10000) % 10000;
}
