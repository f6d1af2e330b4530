// Reads and writes of a project's company exclusions (docs/rules.md#request-hygiene).
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyExclusion, ExclusionCompany } from '../../../core/schemas/company-exclusion.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyExclusions, meetingRequests, profiles, projects } from '../../db/schema.ts';
import { presentCompanyExclusion } from '../../presenters/company-exclusion.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const companyA = alias(companies, 'company_a');
const companyB = alias(companies, 'company_b');

/** How many of a company's people take part in the project (confirmed, any role). */
const peopleIn = (projectId: SQL | string, companyId: SQL) =>
  sql<number>`(select count(*)::int from project_participants pp join profiles p on p.id = pp.user_id where pp.project_id = ${projectId} and pp.status = 'confirmed' and p.company_id = ${companyId})`;

const companyFields = (c: typeof companyA | typeof companyB, projectId: string) => ({
  id: c.id,
  name: c.name,
  type: c.type,
  people: peopleIn(projectId, sql`${c.id}`),
});

const EXCLUSION_ORDER: SortKey[] = [
  { expr: companyA.name, dir: 'asc', type: 'text' },
  { expr: companyB.name, dir: 'asc', type: 'text' },
  { expr: companyExclusions.id, dir: 'asc', type: 'uuid' },
];

/**
 * The project's exclusions (or the one with `id`), ordered by the first company's name; one page
 * of them when `page` is given.
 */
export async function listExclusions(
  db: Db,
  projectId: string,
  id?: string,
  page?: PageRequest,
): Promise<(CompanyExclusion & Keyed)[]> {
  const query = db
    .select({
      ...keysetColumns(EXCLUSION_ORDER),
      id: companyExclusions.id,
      createdAt: companyExclusions.createdAt,
      companyA: companyFields(companyA, projectId),
      companyB: companyFields(companyB, projectId),
    })
    .from(companyExclusions)
    .innerJoin(companyA, eq(companyA.id, companyExclusions.companyA))
    .innerJoin(companyB, eq(companyB.id, companyExclusions.companyB))
    .where(
      and(
        eq(companyExclusions.projectId, projectId),
        id ? eq(companyExclusions.id, id) : undefined,
        keysetAfter(EXCLUSION_ORDER, page?.cursor),
      ),
    )
    .orderBy(...keysetOrder(EXCLUSION_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map((r) => ({ ...presentCompanyExclusion(r), keyset: r.keyset }));
}

/** Up to 20 companies whose people take part in the project, by name, matching `q` when given. */
export async function searchCompanies(db: Db, projectId: string, q: string): Promise<ExclusionCompany[]> {
  const people = peopleIn(projectId, sql`${companies.id}`);
  return db
    .select({ id: companies.id, name: companies.name, type: companies.type, people })
    .from(companies)
    .where(and(sql`${people} > 0`, q ? ilike(companies.name, containsPattern(q)) : undefined))
    .orderBy(asc(companies.name), asc(companies.type), asc(companies.id))
    .limit(20);
}

const requester = alias(profiles, 'requester');
const target = alias(profiles, 'target');

/**
 * Closes (cancels) the pending requests of the project between people of companies `a` and `b`,
 * as `adminId`; returns what their notices need.
 */
export async function closeRequestsBetween(tx: Tx, projectId: string, a: string, b: string, adminId: string) {
  const closed = await tx
    .update(meetingRequests)
    .set({ status: 'cancelled', answeredAt: sql`now()`, answeredBy: adminId })
    .where(
      and(
        eq(meetingRequests.projectId, projectId),
        eq(meetingRequests.status, 'pending'),
        sql`exists (select 1 from ${profiles} rp, ${profiles} tp where rp.id = ${meetingRequests.requesterId} and tp.id = ${meetingRequests.targetId} and least(rp.company_id, tp.company_id) = ${a} and greatest(rp.company_id, tp.company_id) = ${b})`,
      ),
    )
    .returning({ id: meetingRequests.id });
  if (closed.length === 0) return [];
  return tx
    .select({
      id: meetingRequests.id,
      project: projects.name,
      date: meetingRequests.preferredDate,
      time: meetingRequests.preferredTimeStart,
      requester: { id: requester.id, full_name: requester.fullName, company_name: requester.companyName },
      target: { id: target.id, full_name: target.fullName, company_name: target.companyName },
    })
    .from(meetingRequests)
    .innerJoin(projects, eq(projects.id, meetingRequests.projectId))
    .innerJoin(requester, eq(requester.id, meetingRequests.requesterId))
    .innerJoin(target, eq(target.id, meetingRequests.targetId))
    .where(
      inArray(
        meetingRequests.id,
        closed.map((c) => c.id),
      ),
    );
}
