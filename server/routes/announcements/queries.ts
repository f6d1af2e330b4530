// Reads of announcements (docs/rules.md#announcements): a project's list as its caller may see it,
// and who is told of a change.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Announcement, AnnouncementAudience } from '../../../core/schemas/announcement.ts';
import type { Db } from '../../db/client.ts';
import { announcements as a, profiles } from '../../db/schema.ts';
import { audienceOf, visibleAnnouncements } from '../../policies/announcement.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';
import type { CurrentUser } from '../../types.ts';

const audienceOfRow = audienceOf(sql`${a.projectId}`, sql`${a.audience}`);

/** The project's announcements `me` may read (or the one with `id`), newest first. */
const ANNOUNCEMENT_ORDER: SortKey[] = [
  { expr: a.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: a.id, dir: 'desc', type: 'uuid' },
];

export async function listAnnouncements(
  db: Db,
  me: CurrentUser,
  projectId: string,
  id?: string,
  page?: PageRequest,
): Promise<(Announcement & Keyed)[]> {
  const admin = me.role === 'admin';
  const query = db
    .select({
      ...keysetColumns(ANNOUNCEMENT_ORDER),
      id: a.id,
      projectId: a.projectId,
      title: a.title,
      body: a.body,
      audience: a.audience,
      emailed: a.emailed,
      createdAt: a.createdAt,
      authorId: profiles.id,
      authorName: profiles.fullName,
      read: sql<boolean>`exists (select 1 from announcement_reads r where r.announcement_id = ${a.id} and r.user_id = ${me.id})`,
      readCount: admin
        ? sql<number>`(select count(*)::int from announcement_reads r where r.announcement_id = ${a.id} and r.user_id in ${audienceOfRow})`
        : sql<null>`null`,
      audienceCount: admin ? sql<number>`(select count(*)::int from ${audienceOfRow} as audience)` : sql<null>`null`,
    })
    .from(a)
    .leftJoin(profiles, eq(profiles.id, a.authorId))
    .where(
      and(
        eq(a.projectId, projectId),
        id ? eq(a.id, id) : undefined,
        visibleAnnouncements(me),
        keysetAfter(ANNOUNCEMENT_ORDER, page?.cursor),
      ),
    )
    .orderBy(...keysetOrder(ANNOUNCEMENT_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map((r): Announcement & Keyed => ({
    keyset: r.keyset,
    id: r.id,
    project_id: r.projectId,
    title: r.title,
    body: r.body,
    audience: r.audience as AnnouncementAudience,
    emailed: r.emailed,
    created_at: r.createdAt.toISOString(),
    author: r.authorId ? { id: r.authorId, full_name: r.authorName ?? '' } : null,
    read: r.read,
    read_count: r.readCount,
    audience_count: r.audienceCount,
  }));
}

/** The announcement with `id` if `me` may read it: its project and audience. */
export async function readableAnnouncement(db: Db, me: CurrentUser, id: string) {
  const [row] = await db
    .select({ id: a.id, projectId: a.projectId, audience: a.audience })
    .from(a)
    .where(and(eq(a.id, id), visibleAnnouncements(me)));
  return row;
}

/** Everyone told of a change to an announcement for `audience`: its audience, and every active admin. */
export async function announcementListeners(
  db: Pick<Db, 'execute'>,
  projectId: string,
  audience: AnnouncementAudience,
  only?: 'admins',
): Promise<string[]> {
  const admins: SQL = sql`select id as user_id from profiles where role = 'admin' and is_active`;
  const query = only ? admins : sql`${admins} union ${audienceOf(projectId, audience)}`;
  const result = await db.execute(query);
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
}
