// A whole event with at least one row in every table of the schema: the demo event (projects,
// people, meetings, requests, feedback, deals, ...) and, for each table the demo leaves empty, one
// row made from the table's own definition. A table added to the schema gets its row here without
// anyone listing it, so whole-database tests (backups, the move to PostgreSQL) cannot forget one.
import { randomUUID } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { seedDemoIfEmpty } from '../db/demo-seed.ts';
import * as schema from '../db/schema.ts';
import { tablesInDependencyOrder } from '../services/backups.ts';

/**
 * Values the generated row must have to pass a table's check constraints (by column name). Only
 * what a check needs: every other required column gets a plain value of its type.
 */
const CHECKED: Record<string, Record<string, unknown>> = {
  account_tokens: { purpose: 'invitation' },
  api_tokens: { scope: 'read', name: 'CRM sync' },
  announcements: { title: 'Hall B opens at nine', body: 'Doors open early on day two.' },
  background_jobs: { status: 'done' },
  conversation_threads: { kind: 'help', buyer_id: null, seller_id: null },
  conversation_messages: { body: 'Where is table 12?' },
  email_outbox: { status: 'sent' },
  idempotent_requests: { key: 'fixture-idempotency-key' },
  meeting_signals: { kind: 'late', minutes: 5 },
  meeting_voice_notes: { transcript_status: 'done', duration_seconds: 42 },
  message_reports: { reason: 'spam' },
  notifications: { mail_state: 'pending' },
  push_outbox: { status: 'pending' },
  webhook_deliveries: { status: 'pending' },
  webhook_subscriptions: { status: 'enabled' },
};

const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => [getTableConfig(t).name, t] as const),
);

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A plain value of a column's type. */
function plainValue(column: PgColumn): unknown {
  if (column.enumValues?.length) return column.enumValues[0];
  switch (column.columnType) {
    case 'PgUUID':
      return randomUUID();
    case 'PgTimestamp':
      return new Date('2026-05-12T09:30:00.250Z');
    case 'PgDateString':
      return '2026-05-12';
    case 'PgTime':
      return '09:30:00';
    case 'PgBoolean':
      return true;
    case 'PgInteger':
    case 'PgNumericNumber':
      return 1;
    case 'PgJsonb':
      return { fixture: true };
    case 'PgArray':
      return [];
    default:
      return `fixture ${column.name}`;
  }
}

/** One row for `name`: its foreign keys point at existing rows (a different row for each key to the same table). */
async function generatedRow(db: Db, name: string): Promise<Record<string, unknown>> {
  const table = tables.get(name) as PgTable;
  const config = getTableConfig(table);
  const values: Record<string, unknown> = {};
  const used = new Map<string, number>();
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    const target = getTableConfig(ref.foreignTable).name;
    const nth = used.get(target) ?? 0;
    used.set(target, nth + 1);
    const list = ref.foreignColumns.map((c) => `"${c.name}"`).join(', ');
    const [row] = await rowsOf<Record<string, unknown>>(
      db,
      sql.raw(`select ${list} from "${target}" order by ${list} offset ${nth} limit 1`),
    );
    if (!row) throw new Error(`No row in ${target} for ${name} to point at`);
    ref.columns.forEach((c, i) => {
      values[c.name] = row[ref.foreignColumns[i].name];
    });
  }
  for (const column of config.columns) {
    if (column.name in values || column.hasDefault || !column.notNull) continue;
    values[column.name] = plainValue(column);
  }
  return { ...values, ...CHECKED[name] };
}

/** Inserts a row given by column names, through PostgreSQL's own JSON-to-row conversion. */
async function insertRow(db: Db, name: string, row: Record<string, unknown>) {
  // Only the given columns, so the others take their defaults.
  const columns = sql.raw(
    Object.keys(row)
      .map((c) => `"${c}"`)
      .join(', '),
  );
  const table = sql.raw(`"${name}"`);
  await db.execute(
    sql`insert into ${table} (${columns}) select ${columns} from json_populate_record(null::${table}, ${JSON.stringify(row)}::json)`,
  );
}

/** Seeds the demo event, then gives every table still empty one row. */
export async function fillEveryTable(db: Db) {
  await seedDemoIfEmpty(db, hashPassword);
  for (const name of tablesInDependencyOrder()) {
    const [{ n }] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${name}"`));
    if (n > 0) continue;
    try {
      await insertRow(db, name, await generatedRow(db, name));
    } catch (err) {
      throw new Error(`The fixture could not fill ${name}: ${(err as Error).message}`, { cause: err });
    }
  }
}
