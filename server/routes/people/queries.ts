// Directory queries: the search, the status filter and the counts.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PeopleRole, PeopleStatus } from '../../../core/schemas/people.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { presentProfile } from '../../presenters/profile.ts';

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

/**
 * One directory. Buyers and sellers show only active people, newest first; interpreters honour
 * the status filter and are ordered by full name.
 */
export async function listPeople(db: Db, role: PeopleRole, q: string, requested: PeopleStatus) {
  const status: PeopleStatus = role === 'interpreter' ? requested : 'active';
  const base = and(eq(profiles.role, role), searchCondition(role, q));
  const statusCondition = status === 'all' ? undefined : eq(profiles.isActive, status === 'active');
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(and(base, statusCondition))
      .orderBy(...(role === 'interpreter' ? [asc(profiles.fullName)] : [desc(profiles.createdAt)]), asc(profiles.id)),
    db
      .select({
        active: sql<number>`count(*) filter (where ${profiles.isActive})`.mapWith(Number),
        inactive: sql<number>`count(*) filter (where not ${profiles.isActive})`.mapWith(Number),
      })
      .from(profiles)
      .where(role === 'interpreter' ? base : and(base, eq(profiles.isActive, true))),
  ]);
  return {
    people: rows.map(presentProfile),
    counts: { all: counts.active + counts.inactive, active: counts.active, inactive: counts.inactive },
  };
}

/** The profile of a directory person (any of the three roles), or undefined. */
export async function findPerson(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row && (['buyer', 'seller', 'interpreter'] as string[]).includes(row.role) ? row : undefined;
}
