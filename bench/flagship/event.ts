// The flagship event's people, as a seeded generator: 4,000 buyers, 3,500 sellers and 300
// interpreters (times BENCH_SCALE), their languages, and the wishes between buyers and sellers.
// A tenth of the sellers are wanted far beyond their 48 slots (the stars of a show); the other
// wishes spread evenly, so that about 86,000 of the 150,000 wishes can meet in three days.
import { rng } from '../scheduler/generate.ts';

export const SCALE = Number(process.env.BENCH_SCALE ?? 1);
export const DAYS = ['2030-05-14', '2030-05-15', '2030-05-16'];
export const SLOTS_PER_DAY = 16;

export interface EventSize {
  buyers: number;
  sellers: number;
  interpreters: number;
  wishes: number;
}

export const SIZE: EventSize = {
  buyers: Math.round(4_000 * SCALE),
  sellers: Math.round(3_500 * SCALE),
  interpreters: Math.round(300 * SCALE),
  wishes: Math.round(150_000 * SCALE),
};

export interface PersonRow {
  email: string;
  name: string;
  role: 'buyer' | 'seller' | 'interpreter';
  company: string;
  country: string;
  languages: string;
}

/** Every person of the event, buyers first, then sellers, then interpreters. */
export function people(size: EventSize = SIZE, seed = 7): PersonRow[] {
  const r = rng(seed);
  const rows: PersonRow[] = [];
  for (let i = 0; i < size.buyers; i++) {
    // Most buyers speak English; some only Chinese or Japanese (their meetings need an interpreter).
    const x = r();
    const languages = x < 0.9 ? 'English' : x < 0.96 ? 'Chinese' : 'Japanese';
    rows.push({
      email: `buyer${i}@flagship.test`,
      name: `Buyer ${i}`,
      role: 'buyer',
      company: `Buying House ${i}`,
      country: ['United States', 'Germany', 'China', 'Japan', 'Brazil'][i % 5],
      languages,
    });
  }
  for (let i = 0; i < size.sellers; i++) {
    rows.push({
      email: `seller${i}@flagship.test`,
      name: `판매자 ${i}`,
      role: 'seller',
      company: `Maker ${i}`,
      country: 'Korea',
      languages: r() < 0.93 ? 'Korean, English' : 'Korean',
    });
  }
  for (let i = 0; i < size.interpreters; i++) {
    rows.push({
      email: `interpreter${i}@flagship.test`,
      name: `Interpreter ${i}`,
      role: 'interpreter',
      company: '',
      country: 'Korea',
      languages: ['Korean, English', 'Korean, Chinese', 'Korean, Japanese', 'Korean, English, Chinese'][i % 4],
    });
  }
  return rows;
}

/** Distinct (buyer index, seller index, side) wishes: 55 % towards the most wanted tenth of sellers. */
export function wishes(size: EventSize = SIZE, seed = 11) {
  const r = rng(seed);
  const stars = Math.max(1, Math.round(size.sellers / 10));
  const seen = new Set<number>();
  const out: { buyer: number; seller: number; fromSeller: boolean; must: boolean }[] = [];
  const max = Math.min(size.wishes, size.buyers * size.sellers);
  while (out.length < max) {
    const buyer = Math.floor(r() * size.buyers);
    const seller = r() < 0.55 ? Math.floor(r() * stars) : stars + Math.floor(r() * (size.sellers - stars));
    const key = buyer * size.sellers + seller;
    if (seen.has(key)) continue;
    seen.add(key);
    // A fifth of the wishes come from the seller's side; a quarter are 'must meet'.
    out.push({ buyer, seller, fromSeller: r() < 0.2, must: r() < 0.25 });
  }
  return out;
}
