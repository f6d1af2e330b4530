// The categories a buyer or seller may pick on their profile: those of the projects they take part
// in (docs/rules.md#matchmaking).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The categories of the draft and active projects `personId` takes part in: the newest project's
 * list first, each in its organiser's order, each name once (ignoring case).
 */
export async function categoryChoices(db: Pick<Db, 'execute'>, personId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select c.name
    from projects p
    cross join lateral unnest(p.categories) with ordinality as c(name, n)
    where p.status in ('draft', 'active')
      and exists (select 1 from project_participants pp where pp.project_id = p.id and pp.user_id = ${personId})
    order by p.start_date desc, p.id, c.n`);
  // Both drivers answer raw SQL with { rows }.
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  const seen = new Set<string>();
  const choices: string[] = [];
  for (const { name } of rows) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    choices.push(name);
  }
  return choices;
}
