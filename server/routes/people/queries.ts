// Directory queries: the search, the status filter and the counts.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PeopleRole, PeopleStatus } from '../../../core/schemas/people.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { presentProfile } from '../../presenters/profile.ts';
import {
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  pageFrom,
  type SortKey,
} from '../../queries/keyset.ts';

/** A LIKE pattern matching `q` anywhere, its wildcards taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive contains on name, email, company and, for interpreters, languages. */
function searchCondition(role: PeopleRole, q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = contains(q);
  const languages =
    role === 'interpreter' ? sql` or array_to_string(${profiles.languages}, ' ') ilike ${pattern}` : sql``;
  return sql`(${profiles.fullName} ilike ${pattern} or ${profiles.email} ilike ${pattern} or ${profiles.companyName} ilike ${pattern}${languages})`;
}

/** Interpreters by name; buyers and sellers newest first. */
const orderOf = (role: PeopleRole): SortKey[] => [
  role === 'interpreter'
    ? { expr: profiles.fullName, dir: 'asc', type: 'text' }
    : { expr: profiles.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: profiles.id, dir: 'asc', type: 'uuid' },
];

/**
 * One page of a directory. Buyers and sellers show only active people, newest first; interpreters
 * honour the status filter and are ordered by full name. The counts are of the whole directory.
 */
export async function listPeople(db: Db, role: PeopleRole, q: string, requested: PeopleStatus, page: PageRequest) {
  const order = orderOf(role);
  const status: PeopleStatus = role === 'interpreter' ? requested : 'active';
  const base = and(eq(profiles.role, role), searchCondition(role, q));
  const statusCondition = status === 'all' ? undefined : eq(profiles.isActive, status === 'active');
  const [rows, [counts]] = await Promise.all([
    db
      .select({ profile: profiles, ...keysetColumns(order) })
      .from(profiles)
      .where(and(base, statusCondition, keysetAfter(order, page.cursor)))
      .orderBy(...keysetOrder(order))
      .limit(page.limit + 1),
    db
      .select({
        active: sql<number>`count(*) filter (where ${profiles.isActive})`.mapWith(Number),
        inactive: sql<number>`count(*) filter (where not ${profiles.isActive})`.mapWith(Number),
      })
      .from(profiles)
      .where(role === 'interpreter' ? base : and(base, eq(profiles.isActive, true))),
  ]);
  const shown = pageFrom(rows, page.limit);
  return {
    people: shown.rows.map((r) => presentProfile(r.profile)),
    next_cursor: shown.next_cursor,
    counts: { all: counts.active + counts.inactive, active: counts.active, inactive: counts.inactive },
  };
}

/** The profile of a directory person (any of the three roles), or undefined. */
export async function findPerson(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row && (['buyer', 'seller', 'interpreter'] as string[]).includes(row.role) ? row : undefined;
}
