// Writing an import (docs/rules.md#participant-import): every row in one transaction, in a few
// statements per 500 rows, so 2,000 people take seconds on the embedded database. Nothing is
// written when any row is refused.
import { and, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { hasCompany } from '../../core/roles.ts';
import { keepsLanguages } from '../../core/rules/languages.ts';
import { headerKey, type ImportRow } from '../../core/rules/participant-import.ts';
import type { ImportField, ImportRequest } from '../../core/schemas/participant-import.ts';
import { UNUSABLE_PASSWORD } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { importColumnMemory, profiles, projectParticipants, users } from '../db/schema.ts';
import { ApiError, PG_UNIQUE_VIOLATION, pgError } from '../errors.ts';
import { enqueueParticipantEvents } from '../webhooks/participant-events.ts';
import { addCategories } from './categories.ts';
import { importResult, type PlannedRow, planImport } from './plan.ts';

const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

type ProfileSet = Partial<typeof profiles.$inferInsert>;

/** The profile columns an import row sets: only mapped, non-empty fields the role keeps. */
function columnsOf(row: ImportRow, fields: readonly ImportField[], role: NonNullable<ImportRow['role']>): ProfileSet {
  const set: ProfileSet = {};
  const company = hasCompany(role);
  for (const field of fields) {
    if (field === 'full_name' && row.full_name) set.fullName = row.full_name;
    if (field === 'company_name' && row.company_name) set.companyName = row.company_name;
    if (field === 'country' && row.country) set.country = row.country;
    if (field === 'phone' && row.phone) set.phone = row.phone;
    if (field === 'locale' && row.locale) set.locale = row.locale;
    if (field === 'product_categories' && company && row.product_categories.length)
      set.productCategories = row.product_categories;
    if (field === 'industry' && company && row.industry) set.industryType = row.industry;
    if (field === 'website' && company && row.website) set.website = row.website;
    if (field === 'languages' && keepsLanguages(role) && row.languages.length) set.languages = row.languages;
  }
  return set;
}

/** The ids of the companies these buyers and sellers name, creating the new ones in one statement. */
async function companyIds(tx: Db, rows: { name: string; role: string; country: string }[]) {
  const wanted = new Map<string, { name: string; role: string; country: string }>();
  for (const r of rows) {
    if (!hasCompany(r.role as ImportRow['role'] & string) || !r.name.trim()) continue;
    const key = `${r.role}|${r.name.trim().toLowerCase()}`;
    if (!wanted.has(key)) wanted.set(key, { ...r, name: r.name.trim() });
  }
  const ids = new Map<string, string>();
  for (const part of chunks([...wanted.values()])) {
    const values = sql.join(
      part.map((c) => sql`(${c.name}, ${c.role}::company_type, ${c.country})`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      insert into companies (name, type, country) values ${values}
      on conflict (lower(name), type) do update set name = companies.name
      returning id, name, type`);
    // Both drivers answer raw SQL with { rows }.
    for (const row of (result as unknown as { rows: { id: string; name: string; type: string }[] }).rows) {
      ids.set(`${row.type}|${row.name.toLowerCase()}`, row.id);
    }
  }
  return (role: string, name: string) => ids.get(`${role}|${name.trim().toLowerCase()}`) ?? null;
}

export interface ApplyOptions {
  /** Queues invitations for the people created, inside the transaction; answers how many. */
  invite?: (tx: Db, userIds: string[]) => Promise<number>;
}

/** Applies the import in one transaction; 422 import_has_errors (writing nothing) when a row is refused. */
export async function applyImport(db: Db, projectId: string, input: ImportRequest, opts: ApplyOptions = {}) {
  try {
    return await db.transaction(async (tx) => {
      const planned = await planImport(tx, projectId, input);
      if (planned.some((p) => p.outcome.action === 'error')) {
        throw new ApiError(422, 'import_has_errors', 'Some rows cannot be imported', {
          rows: planned.filter((p) => p.outcome.action === 'error').map((p) => p.outcome),
        });
      }
      const created = await createAccounts(
        tx,
        planned.filter((p) => p.outcome.action === 'create'),
      );
      await updateProfiles(tx, planned);
      const joining = [
        ...created.map((c) => ({ userId: c.id, role: c.role })),
        ...planned
          .filter((p) => p.outcome.action === 'add' && p.existing)
          .map((p) => ({ userId: p.existing?.profile.id ?? '', role: p.existing?.profile.role ?? 'buyer' })),
      ];
      const joined: string[] = [];
      for (const part of chunks(joining)) {
        const rows = await tx
          .insert(projectParticipants)
          .values(part.map((j) => ({ projectId, userId: j.userId, role: j.role })))
          .onConflictDoNothing()
          .returning({ id: projectParticipants.id });
        joined.push(...rows.map((r) => r.id));
      }
      await rememberColumns(tx, input);
      const added = await addCategories(tx, projectId, planned);
      const invited =
        opts.invite && created.length
          ? await opts.invite(
              tx,
              created.map((c) => c.id),
            )
          : 0;
      await participantEvents(tx, projectId, planned, joined);
      return importResult(planned, invited, added);
    });
  } catch (err) {
    if (pgError(err)?.code === PG_UNIQUE_VIOLATION) {
      throw new ApiError(409, 'import_conflict', 'Someone changed these people at the same time; check again');
    }
    throw err;
  }
}

async function createAccounts(tx: Db, rows: PlannedRow[]) {
  const created: { id: string; role: NonNullable<ImportRow['role']> }[] = [];
  const companyOf = await companyIds(
    tx,
    rows.map((p) => ({ name: p.row.company_name, role: p.row.role ?? '', country: p.row.country })),
  );
  for (const part of chunks(rows)) {
    const ids = await tx
      .insert(users)
      .values(part.map((p) => ({ email: p.row.email, passwordHash: UNUSABLE_PASSWORD })))
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(ids.map((u) => [u.email, u.id]));
    await tx.insert(profiles).values(
      part.map((p) => {
        const role = p.row.role ?? 'buyer';
        return {
          id: idOf.get(p.row.email) ?? '',
          email: p.row.email,
          role,
          fullName: p.row.full_name,
          companyId: companyOf(role, p.row.company_name),
          ...columnsOf(p.row, p.row.mapped, role),
        };
      }),
    );
    for (const p of part) created.push({ id: idOf.get(p.row.email) ?? '', role: p.row.role ?? 'buyer' });
  }
  return created;
}

/** A text[] as the array literal PostgreSQL reads; both drivers pass it as a plain parameter. */
const textArray = (list: readonly string[]) =>
  `{${list.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * The changed fields, one statement per 500 people. Rows differ in which columns they set, so
 * each row carries every column and null means "keep what the profile has".
 */
async function updateProfiles(tx: Db, planned: PlannedRow[]) {
  const changing = planned.filter((p) => p.existing && p.outcome.changes.length > 0);
  if (changing.length === 0) return;
  const companyOf = await companyIds(
    tx,
    changing
      .filter((p) => p.outcome.changes.includes('company_name'))
      .map((p) => ({ name: p.row.company_name, role: p.existing?.profile.role ?? '', country: p.row.country })),
  );
  for (const part of chunks(changing)) {
    const values = part.map((p) => {
      const profile = p.existing?.profile as NonNullable<PlannedRow['existing']>['profile'];
      const set = columnsOf(p.row, p.outcome.changes, profile.role as NonNullable<ImportRow['role']>);
      const newCompany = p.outcome.changes.includes('company_name');
      const list = (items: string[] | undefined) => (items ? textArray(items) : null);
      return sql`(${profile.id}::uuid, ${set.fullName ?? null}::text, ${set.companyName ?? null}::text,
        ${newCompany}::boolean, ${newCompany ? companyOf(profile.role, p.row.company_name) : null}::uuid,
        ${set.country ?? null}::text, ${set.phone ?? null}::text, ${list(set.productCategories)}::text[],
        ${list(set.languages)}::text[], ${set.industryType ?? null}::text, ${set.website ?? null}::text,
        ${set.locale ?? null}::text)`;
    });
    await tx.execute(sql`
      update profiles as p set
        full_name = coalesce(v.full_name, p.full_name),
        company_name = coalesce(v.company_name, p.company_name),
        company_id = case when v.new_company then v.company_id else p.company_id end,
        country = coalesce(v.country, p.country),
        phone = coalesce(v.phone, p.phone),
        product_categories = coalesce(v.product_categories, p.product_categories),
        languages = coalesce(v.languages, p.languages),
        industry_type = coalesce(v.industry_type, p.industry_type),
        website = coalesce(v.website, p.website),
        locale = coalesce(v.locale, p.locale)
      from (values ${sql.join(values, sql`, `)}) as v(id, full_name, company_name, new_company, company_id, country,
        phone, product_categories, languages, industry_type, website, locale)
      where p.id = v.id`);
  }
}

/** The profile fields an import may change that a participant's line shows. */
const LISTED_FIELDS: readonly ImportField[] = ['full_name', 'company_name', 'country'];

/**
 * The import's webhook events (docs/decisions/049-webhooks.md), after everything else so they show
 * the invitations too: participant.created for everyone who joined the project, and
 * participant.updated for the other projects' lines (and this one's, for those already in it) of
 * people whose name, company or country changed. Each is one probe when nobody listens.
 */
async function participantEvents(tx: Db, projectId: string, planned: PlannedRow[], joined: string[]) {
  if (joined.length) {
    await enqueueParticipantEvents(tx, 'participant.created', inArray(projectParticipants.id, joined), projectId);
  }
  const changed = planned
    .filter((p) => p.existing && p.outcome.changes.some((field) => LISTED_FIELDS.includes(field)))
    .map((p) => p.existing?.profile.id ?? '');
  if (changed.length) {
    await enqueueParticipantEvents(
      tx,
      'participant.updated',
      and(
        inArray(projectParticipants.userId, changed),
        joined.length ? notInArray(projectParticipants.id, joined) : undefined,
      ) as SQL,
    );
  }
}

async function rememberColumns(tx: Db, input: ImportRequest) {
  const memory = new Map<string, ImportField>();
  input.headers.forEach((header, i) => {
    const field = input.columns[i];
    const key = headerKey(header);
    if (field && key) memory.set(header.trim().toLowerCase(), field);
  });
  if (memory.size === 0) return;
  await tx
    .insert(importColumnMemory)
    .values([...memory].map(([header, field]) => ({ header, field })))
    .onConflictDoUpdate({
      target: importColumnMemory.header,
      set: { field: sql`excluded.field`, updatedAt: sql`now()` },
    });
}
