// An import's category column also fills the project's list of categories (docs/rules.md#participant-import):
// names new to the list are added after it, ignoring case, as long as the list has room.

import { eq, sql } from 'drizzle-orm';
import { hasCompany } from '../../core/roles.ts';
import { categoriesToAdd } from '../../core/rules/project-categories.ts';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema.ts';
import type { PlannedRow } from './plan.ts';

/** The categories of the rows that keep them (buyers and sellers), in the file's order. */
function rowCategories(planned: readonly PlannedRow[]): string[] {
  const names: string[] = [];
  for (const p of planned) {
    const role = p.row.role ?? p.existing?.profile.role ?? null;
    if (p.outcome.action === 'error' || !role || !hasCompany(role)) continue;
    if (p.row.mapped.includes('product_categories')) names.push(...p.row.product_categories);
  }
  return names;
}

async function projectCategories(db: Pick<Db, 'execute'>, projectId: string, lock: boolean): Promise<string[]> {
  const result = await db.execute(
    sql`select categories from projects where id = ${projectId} ${lock ? sql`for update` : sql``}`,
  );
  // Both drivers answer raw SQL with { rows }.
  return (result as unknown as { rows: { categories: string[] }[] }).rows[0]?.categories ?? [];
}

/** What applying these rows would add to the project's categories (for the preview). */
export async function newCategories(db: Pick<Db, 'execute'>, projectId: string, planned: readonly PlannedRow[]) {
  return categoriesToAdd(await projectCategories(db, projectId, false), rowCategories(planned));
}

/** Adds the rows' new categories to the project's list, inside the import's transaction; answers them. */
export async function addCategories(
  tx: Pick<Db, 'execute' | 'update'>,
  projectId: string,
  planned: readonly PlannedRow[],
) {
  const incoming = rowCategories(planned);
  if (incoming.length === 0) return [];
  const list = await projectCategories(tx, projectId, true);
  const added = categoriesToAdd(list, incoming);
  if (added.length > 0) {
    await tx
      .update(projects)
      .set({ categories: [...list, ...added] })
      .where(eq(projects.id, projectId));
  }
  return added;
}
