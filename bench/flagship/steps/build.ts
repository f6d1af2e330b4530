// Building the event the organiser's way: the people from one XLSX file (import parse, preview and
// apply with invitations), the tables and each seller's fixed table, some absences; and the wishes,
// in bulk SQL because the product takes one wish per request.
import { eq, sql } from 'drizzle-orm';
import type { ImportGrid } from '../../../core/schemas/participant-import.ts';
import type { Database } from '../../../server/db/client.ts';
import { meetingWishes, profiles, projectParticipants } from '../../../server/db/schema.ts';
import { XLSX_TYPE } from '../context.ts';
import { DAYS, type PersonRow, SIZE, wishes } from '../event.ts';
import { type Api, inParallel, timed } from '../http.ts';
import { peopleXlsx } from '../people-file.ts';
import { row, s } from '../table.ts';

/** One XLSX file of `everyone` through the import's parse, preview and apply with invitations. */
export async function importPeople(api: Api, p: string, everyone: PersonRow[], what = 'rows (XLSX)') {
  const file = peopleXlsx(everyone);
  const parse = await timed(
    async () => (await api.raw('POST', `${p}/import/parse`, file, XLSX_TYPE)).json() as Promise<ImportGrid>,
  );
  const body = { headers: parse.value.headers, columns: parse.value.columns, rows: parse.value.rows };
  const preview = await timed(() => api.json<{ summary: { create: number } }>('POST', `${p}/import/preview`, body));
  const apply = await timed(() =>
    api.json<{ summary: { create: number }; invited: number }>('POST', `${p}/import/apply`, { ...body, invite: true }),
  );
  if (apply.value.summary.create !== everyone.length) throw new Error(`import created ${apply.value.summary.create}`);
  row(
    `Import ${everyone.length.toLocaleString('en')} ${what}: preview / apply`,
    '< 5 s / < 30 s',
    `${s(preview.ms)} / ${s(apply.ms)}`,
    preview.ms < 5_000 && apply.ms < 30_000,
    { parse_ms: Math.round(parse.ms), file_kib: Math.round(file.length / 1024), invited: apply.value.invited },
  );
}

export async function setUpTables(api: Api, db: Database['db'], p: string, projectId: string) {
  const start = performance.now();
  const tables: { id: string; name: string }[] = [];
  for (let made = 0; made < SIZE.sellers; made += 500) {
    tables.push(
      ...(await api.json<{ id: string; name: string }[]>('POST', `${p}/tables/bulk`, {
        count: Math.min(500, SIZE.sellers - made),
        prefix: 'Booth ',
        start: made + 1,
      })),
    );
  }
  const sellers = await db
    .select({ id: projectParticipants.id, email: profiles.email })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(sql`${projectParticipants.projectId} = ${projectId} and ${projectParticipants.role} = 'seller'`);
  const booth = new Map(tables.map((t) => [t.name, t.id]));
  await inParallel(sellers, 4, (seller) => {
    const n = Number(/seller(\d+)@/.exec(seller.email)?.[1]);
    return api.json('PUT', `${p}/participants/${seller.id}/table`, { table_id: booth.get(`Booth ${n + 1}`) });
  });
  row('Tables and fixed tables (API)', '-', s(performance.now() - start), '-', {
    tables: tables.length,
    fixed: sellers.length,
  });
}

/** A fiftieth of the sellers and interpreters away one half-day, marked by the organiser. */
export async function markAbsences(api: Api, db: Database['db'], p: string, projectId: string) {
  const away = await db
    .select({ id: projectParticipants.userId })
    .from(projectParticipants)
    .where(
      sql`${projectParticipants.projectId} = ${projectId} and ${projectParticipants.role} in ('seller', 'interpreter')`,
    );
  const marked = away.filter((_, i) => i % 50 === 0);
  const start = performance.now();
  await inParallel(marked, 4, (person) => {
    const k = Number.parseInt(person.id.slice(0, 4), 16);
    return api.json('PUT', `${p}/availability`, {
      user_id: person.id,
      date: DAYS[k % DAYS.length],
      part: k % 2 ? 'morning' : 'afternoon',
      available: false,
    });
  });
  row('Absences (API)', '-', s(performance.now() - start), '-', { people: marked.length });
}

/** The wishes in bulk SQL: the product takes one wish per request (PUT /api/wishes). */
export async function writeWishes(db: Database['db'], projectId: string) {
  const ids = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(eq(projectParticipants.projectId, projectId));
  const idOf = new Map(ids.map((r) => [r.email, r.id]));
  const list = wishes();
  const start = performance.now();
  for (let i = 0; i < list.length; i += 5_000) {
    await db.insert(meetingWishes).values(
      list.slice(i, i + 5_000).map((w) => {
        const buyer = idOf.get(`buyer${w.buyer}@flagship.test`) ?? '';
        const seller = idOf.get(`seller${w.seller}@flagship.test`) ?? '';
        return {
          projectId,
          userId: w.fromSeller ? seller : buyer,
          targetId: w.fromSeller ? buyer : seller,
          priority: w.must ? ('must' as const) : ('like' as const),
        };
      }),
    );
  }
  row('Wishes (bulk SQL: no bulk path in the product)', '-', s(performance.now() - start), '-', {
    wishes: list.length,
  });
}
