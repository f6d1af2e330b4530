// Reading travel records with their traveller and project, filtered in SQL by what the reader may see.
import { and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Travel, TravelOptions } from '../../../core/schemas/travel.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projects, travelInfo } from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';

/** Travel records matching `where`, by arrival (none last), in the API's shape. */
const TRAVEL_ORDER: SortKey[] = [
  // No arrival yet sorts last, as `nulls last` would.
  { expr: sql`coalesce(${travelInfo.arrivalTime}, 'infinity'::timestamptz)`, dir: 'asc', type: 'timestamptz' },
  { expr: profiles.fullName, dir: 'asc', type: 'text' },
  { expr: travelInfo.id, dir: 'asc', type: 'uuid' },
];

export async function listTravel(db: Db, where?: SQL, page?: PageRequest): Promise<(Travel & Keyed)[]> {
  const query = db
    .select({
      ...keysetColumns(TRAVEL_ORDER),
      t: travelInfo,
      user: { id: profiles.id, full_name: profiles.fullName, email: profiles.email, role: profiles.role },
      project: { id: projects.id, name: projects.name, location: projects.location, time_zone: projects.timeZone },
    })
    .from(travelInfo)
    .innerJoin(profiles, eq(profiles.id, travelInfo.userId))
    .leftJoin(projects, eq(projects.id, travelInfo.projectId))
    .where(and(where, keysetAfter(TRAVEL_ORDER, page?.cursor)))
    .orderBy(...keysetOrder(TRAVEL_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map(({ t, user, project, keyset }) => ({
    keyset,
    id: t.id,
    user,
    project: project?.id ? project : null,
    flight_no: t.flightNo,
    arrival_time: t.arrivalTime ? iso(t.arrivalTime) : null,
    departure_time: t.departureTime ? iso(t.departureTime) : null,
    hotel_name: t.hotelName,
    hotel_address: t.hotelAddress,
    notes: t.notes,
  }));
}

/** One travel record matching `where` and the id, or undefined. */
export async function findTravel(db: Db, id: string, where?: SQL) {
  const [row] = await listTravel(db, and(eq(travelInfo.id, id), where));
  return row;
}

/** Projects matching `where`; by default the active ones (travel takes only active projects). */
export function travelProjects(db: Db, where: SQL = eq(projects.status, 'active')) {
  return db
    .select({ id: projects.id, name: projects.name, location: projects.location, time_zone: projects.timeZone })
    .from(projects)
    .where(where)
    .orderBy(asc(projects.startDate), asc(projects.name));
}

/** Active people other than admins, by name: whom a record may be for; the first `limit` + 1 matching `q`. */
function travellers(db: Db, q: string, limit: number) {
  const pattern = q ? containsPattern(q) : undefined;
  return db
    .select({ id: profiles.id, full_name: profiles.fullName, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(
      and(
        eq(profiles.isActive, true),
        ne(profiles.role, 'admin'),
        pattern ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.email), asc(profiles.id))
    .limit(limit + 1);
}

/** The admin form's choices: the active projects, and the people matching the search (docs/api-lists.md). */
export async function travelOptions(db: Db, { q, limit }: { q: string; limit: number }): Promise<TravelOptions> {
  const [projectList, people] = await Promise.all([travelProjects(db), travellers(db, q, limit)]);
  return { projects: projectList, people: people.slice(0, limit), more: people.length > limit };
}
