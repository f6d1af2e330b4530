// A crowd in a project, written straight into users, profiles and project_participants, for the
// tests of lists that must page (docs/decisions/041-bounded-lists.md).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { profiles, projectParticipants, users } from '../db/schema.ts';

type CrowdRole = 'buyer' | 'seller' | 'interpreter' | 'volunteer';

/**
 * `count` people of `role` in `projectId`, named `${name} 000`, `${name} 001`... at companies
 * `${company} 000`...; returns their user ids in that order.
 */
export async function seedCrowd(
  db: Db,
  projectId: string,
  opts: { role: CrowdRole; count: number; name?: string; company?: string },
) {
  const tag = randomBytes(3).toString('hex');
  const name = opts.name ?? `Crowd ${opts.role}`;
  const people = Array.from({ length: opts.count }, (_, i) => ({
    email: `crowd-${tag}-${opts.role}-${i}@example.test`,
    fullName: `${name} ${String(i).padStart(3, '0')}`,
    companyName: `${opts.company ?? 'Crowd Co.'} ${String(i).padStart(3, '0')}`,
  }));
  const ids: string[] = [];
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500);
    const rows = await db
      .insert(users)
      .values(chunk.map((p) => ({ email: p.email, passwordHash: 'crowd-no-password' })))
      .returning({ id: users.id });
    await db.insert(profiles).values(chunk.map((p, j) => ({ id: rows[j].id, role: opts.role, ...p })));
    await db.insert(projectParticipants).values(rows.map((r) => ({ projectId, userId: r.id, role: opts.role })));
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
