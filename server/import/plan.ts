// What applying each row of an import would do (docs/rules.md#participant-import), against the
// accounts that exist: create, add to the project, update, leave unchanged, or refuse.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hasCompany } from '../../core/roles.ts';
import { keepsLanguages } from '../../core/rules/languages.ts';
import { type ImportRow, readRow } from '../../core/rules/participant-import.ts';
import type {
  ImportField,
  ImportRequest,
  ImportResult,
  ImportRowOutcome,
} from '../../core/schemas/participant-import.ts';
import type { Db } from '../db/client.ts';
import { profiles, projectParticipants, users } from '../db/schema.ts';

/** The profile columns an import compares and writes: ten thousand whole profiles take seconds to read. */
const compared = {
  id: profiles.id,
  email: profiles.email,
  role: profiles.role,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  country: profiles.country,
  phone: profiles.phone,
  productCategories: profiles.productCategories,
  languages: profiles.languages,
  industryType: profiles.industryType,
  website: profiles.website,
  locale: profiles.locale,
};
type Profile = Pick<typeof profiles.$inferSelect, keyof typeof compared>;

export interface Existing {
  profile: Profile;
  /** Already a participant of the project in the profile's role. */
  participant: boolean;
}

export interface PlannedRow {
  line: number;
  row: ImportRow;
  existing?: Existing;
  outcome: ImportRowOutcome;
}

/** The accounts of these e-mails (any letter case), with whether they take part in the project. */
export async function existingAccounts(db: Pick<Db, 'select'>, projectId: string, emails: string[]) {
  const found = new Map<string, Existing>();
  const CHUNK = 1000;
  for (let i = 0; i < emails.length; i += CHUNK) {
    const rows = await db
      .select({ profile: compared, participantId: projectParticipants.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(
        projectParticipants,
        and(
          eq(projectParticipants.userId, users.id),
          eq(projectParticipants.projectId, projectId),
          eq(projectParticipants.role, profiles.role),
        ),
      )
      .where(inArray(sql`lower(${users.email})`, emails.slice(i, i + CHUNK)));
    for (const r of rows)
      found.set(r.profile.email.toLowerCase(), { profile: r.profile, participant: Boolean(r.participantId) });
  }
  return found;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The mapped fields whose value in the row differs from the profile; an empty cell changes nothing. */
export function changedFields(row: ImportRow, profile: Profile): ImportField[] {
  const company = hasCompany(profile.role);
  const differs: Record<ImportField, boolean> = {
    email: false,
    role: false,
    full_name: row.full_name !== '' && row.full_name !== profile.fullName,
    company_name: row.company_name !== '' && row.company_name !== profile.companyName,
    country: row.country !== '' && row.country !== profile.country,
    phone: row.phone !== '' && row.phone !== profile.phone,
    product_categories:
      company && row.product_categories.length > 0 && !sameList(row.product_categories, profile.productCategories),
    languages: keepsLanguages(profile.role) && row.languages.length > 0 && !sameList(row.languages, profile.languages),
    industry: company && row.industry !== '' && row.industry !== profile.industryType,
    website: company && row.website !== '' && row.website !== profile.website,
    locale: row.locale !== null && row.locale !== profile.locale,
  };
  return row.mapped.filter((field) => differs[field]);
}

export async function planImport(db: Pick<Db, 'select'>, projectId: string, input: ImportRequest) {
  const read = input.rows.map((cells) => readRow(cells, input.columns, input.default_role));
  const emails = [...new Set(read.map((r) => r.email).filter((e) => e !== ''))];
  const accounts = await existingAccounts(db, projectId, emails);
  const seen = new Set<string>();
  const planned: PlannedRow[] = read.map((row, i) => {
    const errors = [...row.errors];
    if (row.email && seen.has(row.email)) errors.push('email_duplicate');
    seen.add(row.email);
    const existing = row.email ? accounts.get(row.email) : undefined;
    let action: ImportRowOutcome['action'] = 'create';
    let changes: ImportField[] = [];
    if (existing) {
      if (row.role && existing.profile.role !== row.role) errors.push('role_mismatch');
      changes = changedFields(row, existing.profile);
      action = existing.participant ? (changes.length ? 'update' : 'unchanged') : 'add';
    } else if (!row.full_name) {
      errors.push('name_missing');
    }
    const outcome: ImportRowOutcome = {
      line: i + 2,
      action: errors.length ? 'error' : action,
      email: row.email,
      full_name: row.full_name || existing?.profile.fullName || '',
      role: row.role,
      changes: errors.length ? [] : changes,
      errors,
    };
    return { line: i + 2, row, existing, outcome };
  });
  return planned;
}

export function importResult(planned: readonly PlannedRow[], invited = 0, newCategories: string[] = []): ImportResult {
  const summary = { create: 0, add: 0, update: 0, unchanged: 0, error: 0 };
  for (const p of planned) summary[p.outcome.action]++;
  return { rows: planned.map((p) => p.outcome), summary, invited, new_categories: newCategories };
}
