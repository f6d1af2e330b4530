// Conversation reads at the largest show's size, on a scratch PostgreSQL database (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres; dropped after): 15,000 people, about 85,000
// buyer-seller threads (each buyer with 12 sellers) and 1,400 help desks, 5 messages in each. Times
// the queries behind the Messages list and the top bar's unread count (server/queries/
// conversation-threads.ts) for a buyer and for an admin, whose help-desk inbox spans every project.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { createScratchDatabase } from '../../server/db/scratch-database.ts';
import { threadsFor, unreadCountFor } from '../../server/queries/conversation-threads.ts';
import type { CurrentUser } from '../../server/types.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 20;

const scratch = await createScratchDatabase(PG_URL, 'b2b_bench_reads');
const database = await openDatabase({ databaseUrl: scratch.url });
try {
  await database.migrate();
  const db = database.db;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: T[] };
  const started = Date.now();
  await db.execute(sql`insert into users (email, password_hash)
    select 'p' || g || '@bench.test', 'x' from generate_series(1, 15000) g`);
  await db.execute(sql`insert into profiles (id, email, full_name, role)
    select id, email, email, (case when n <= 7000 then 'buyer' when n <= 14900 then 'seller' else 'interpreter' end)::role
    from (select id, email, row_number() over (order by email) as n from users) u`);
  await db.execute(
    sql`insert into projects (name, start_date, end_date) values ('Big show', '2030-05-01', '2030-05-03')`,
  );
  await db.execute(sql`
    with b as (select id, row_number() over (order by id) as n from profiles where role = 'buyer'),
         s as (select id, row_number() over (order by id) - 1 as n from profiles where role = 'seller')
    insert into conversation_threads (project_id, kind, buyer_id, seller_id, last_message_at)
    select (select id from projects), 'pair', b.id, s.id, now() - random() * interval '3 days'
    from b cross join generate_series(0, 11) k join s on s.n = (b.n * 13 + k * 577) % 7900
    on conflict do nothing`);
  await db.execute(sql`insert into conversation_threads (project_id, kind, person_id, last_message_at)
    select (select id from projects), 'help', id, now() from profiles where role = 'buyer' and random() < 0.2`);
  await db.execute(sql`
    insert into conversation_messages (thread_id, author_id, body, created_at)
    select t.id, case when g % 2 = 0 then coalesce(t.buyer_id, t.person_id) else coalesce(t.seller_id, t.person_id) end,
      'message ' || g, now() - g * interval '1 minute'
    from conversation_threads t cross join generate_series(1, 5) g`);
  await db.execute(sql`insert into conversation_reads (thread_id, user_id, read_at)
    select id, buyer_id, now() - interval '3 minutes' from conversation_threads where kind = 'pair'`);
  await db.execute(sql`analyze`);
  const [size] = (
    await rows<{ threads: number; messages: number }>(
      sql`select (select count(*)::int from conversation_threads) as threads, (select count(*)::int from conversation_messages) as messages`,
    )
  ).rows;
  const seeded = Date.now() - started;

  const [buyerRow] = (
    await rows<{ id: string }>(sql`select buyer_id as id from conversation_threads where kind = 'pair' limit 1`)
  ).rows;
  const buyer = { id: buyerRow.id, role: 'buyer' } as CurrentUser;
  const admin = { id: '00000000-0000-4000-8000-000000000000', role: 'admin' } as CurrentUser;
  const cases: [string, () => Promise<unknown>][] = [
    ["a buyer's Messages list", () => threadsFor(db, buyer)],
    ["a buyer's unread count", () => unreadCountFor(db, buyer)],
    ["an admin's help-desk list", () => threadsFor(db, admin)],
    ["an admin's unread count", () => unreadCountFor(db, admin)],
  ];
  const table = [];
  for (const [name, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    table.push({ query: name, 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'max ms': at(1) });
  }
  console.log(
    `${size.threads.toLocaleString('en-US')} threads, ${size.messages.toLocaleString('en-US')} messages (seeded in ${(seeded / 1000).toFixed(0)} s), ${RUNS} runs each:`,
  );
  console.table(table);
} finally {
  await database.close();
  await scratch.drop();
}
