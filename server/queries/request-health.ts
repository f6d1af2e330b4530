// The request health of every active project, for the admin dashboard (docs/rules.md#report): the
// report's own figure (server/queries/report/request-health.ts) selected over the active projects in
// one statement, soonest event first.
import { sql } from 'drizzle-orm';
import type { ProjectRequestHealth } from '../../core/schemas/request-health.ts';
import type { Db } from '../db/client.ts';
import { requestHealth } from './report/request-health.ts';

/** Both drivers parse json columns; a driver handing back text is parsed here. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Each active project with its request health as read at `now`. */
export async function activeProjectsRequestHealth(db: Db, now: Date): Promise<ProjectRequestHealth[]> {
  const result = (await db.execute(sql`
    select json_build_object('id', p.id, 'name', p.name, 'start_date', to_char(p.start_date, 'YYYY-MM-DD'),
        'end_date', to_char(p.end_date, 'YYYY-MM-DD')) as project,
      ${requestHealth(now)} as health
    from projects p
    where p.status = 'active'
    order by p.start_date, p.name, p.id`)) as unknown as { rows: { project: unknown; health: unknown }[] };
  return result.rows.map((r) => ({ project: json(r.project), health: json(r.health) }));
}
