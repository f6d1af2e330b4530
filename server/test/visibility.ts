// The scaffolding of a "visible… on the database" block: a fresh app, a cast of people, rows the
// block seeds and names, and who sees which of them through a policy's SQL filter. The names make
// a failure read as "buyer saw 'b-s proposed'" instead of a list of ids.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import { ROLES } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { makeUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** A table the filter narrows; rows are told apart by their id. */
export type TableWithId = PgTable & { id: PgColumn };

/** A policy's row filter: undefined lets everything through (admins), as in server/policies. */
export type RowFilter = (user: CurrentUser) => SQL | undefined;

/** What a seed gets: the app, the cast already made, and `name` to label a row it creates. */
export interface VisibilitySeed {
  app: TestApp;
  people: Record<string, CurrentUser>;
  name: (id: string, label: string) => void;
}

/** Two people of each party to a deal, so "not another buyer's" can be asserted, and one of every other role. */
const DEFAULT_CAST = ['buyer', 'buyer2', 'seller', 'seller2', 'admin', 'interpreter', 'volunteer'];

/** The role a cast name stands for: the role it contains, so 'buyer2' and 'otherVolunteer' need no table. */
function roleOfCastName(name: string) {
  const role = ROLES.find((r) => name.toLowerCase().includes(r));
  if (!role) throw new Error(`cast name ${name} names no role`);
  return role;
}

/** Registers beforeAll/afterAll in the calling describe block and returns the cast and who sees which named rows. */
export function visibilityFixture(options: {
  table: TableWithId;
  filter: RowFilter;
  seed: (seed: VisibilitySeed) => Promise<void>;
  cast?: readonly string[];
}) {
  let app: TestApp;
  // Filled in beforeAll; tests read it later, so it is the same object throughout.
  const people: Record<string, CurrentUser> = {};
  const names = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp();
    for (const name of options.cast ?? DEFAULT_CAST)
      people[name] = (await makeUser(app, { role: roleOfCastName(name) })).profile;
    await options.seed({ app, people, name: (id, label) => names.set(id, label) });
  });
  afterAll(() => app?.dispose());

  const seenThrough =
    (table: TableWithId, filter: RowFilter) =>
    async (who: string | CurrentUser): Promise<string[]> => {
      const user = typeof who === 'string' ? people[who] : who;
      const rows = await app.db.select({ id: table.id }).from(table).where(filter(user));
      return rows.map((r) => names.get(String(r.id)) ?? String(r.id)).sort();
    };

  return {
    people,
    /** The sorted names of the rows `who` (a cast name or a user) sees through the filter. */
    seenBy: seenThrough(options.table, options.filter),
    /** The same for another table and filter over the rows the seed named (notes and their meetings). */
    seenThrough,
    /** Every name the seed gave, sorted: what an admin sees when the seed fills only the filtered table. */
    allNames: () => [...names.values()].sort(),
  };
}
