// The people of a bench exhibition: an admin and numbered buyers, sellers and interpreters,
// written straight into users and profiles (both benches that seed an event start here).
import type { Db } from '../server/db/client.ts';
import { profiles, users } from '../server/db/schema.ts';

export type BenchRole = 'admin' | 'buyer' | 'seller' | 'interpreter';
export interface BenchPerson {
  id: string;
  email: string;
  role: BenchRole;
  name: string;
}

export const pad = (n: number) => String(n).padStart(3, '0');

/** Stores the people; everyone gets `passwordHash` (any text when nobody signs in by password). */
export async function seedPeople(
  db: Db,
  counts: { buyers: number; sellers: number; interpreters: number },
  passwordHash: string,
) {
  const numbered = (n: number, key: string, role: BenchRole, name: string, company: (i: string) => string) =>
    Array.from({ length: n }, (_, i) => ({
      key: `${key}${pad(i)}`,
      role,
      name: `${name} ${pad(i)}`,
      company: company(pad(i)),
    }));
  const people = [
    { key: 'admin', role: 'admin' as BenchRole, name: 'Bench Admin', company: '' },
    ...numbered(counts.buyers, 'buyer', 'buyer', 'Buyer', (i) => `Import Co. ${i}`),
    ...numbered(counts.sellers, 'seller', 'seller', 'Seller', (i) => `Maker Ltd. ${i}`),
    ...numbered(counts.interpreters, 'interp', 'interpreter', 'Interpreter', () => ''),
  ];
  const email = (p: { key: string }) => `${p.key}@bench.test`;
  const userRows = await db
    .insert(users)
    .values(people.map((p) => ({ email: email(p), passwordHash })))
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(userRows.map((u) => [u.email, u.id]));
  const stored: BenchPerson[] = people.map((p) => ({
    id: idOf.get(email(p))!,
    email: email(p),
    role: p.role,
    name: p.name,
  }));
  await db.insert(profiles).values(
    people.map((p, i) => ({
      id: stored[i].id,
      email: stored[i].email,
      role: p.role,
      fullName: p.name,
      companyName: p.company,
      country: p.role === 'seller' ? 'KR' : 'US',
      languages: p.role === 'interpreter' ? ['English', 'Korean'] : [],
    })),
  );
  const of = (role: BenchRole) => stored.filter((p) => p.role === role);
  return { admin: stored[0], buyers: of('buyer'), sellers: of('seller'), interpreters: of('interpreter') };
}
