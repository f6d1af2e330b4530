// Every webhook event goes through here (docs/decisions/049-webhooks.md#one-place-to-enqueue):
// one indexed statement asks whether an enabled subscription of the records' project listens to
// the type, and only then are the records read (in the API's shape, by the caller's own query) and
// queued, in the change's transaction. Most projects have no webhook, so a change costs them the
// probe alone; a bulk change (an import, an auto-schedule's apply) reads and queues its records a
// batch at a time, and nothing at all when nobody listens.
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../core/schemas/webhook.ts';
import type { Db } from '../db/client.ts';
import { enqueueWebhookEvents, type WebhookEvent } from './enqueue.ts';

/** What a caller hands over: the events at once, or a batch at a time. */
type Events<T extends WebhookEventType> = Promise<WebhookEvent<T>[]> | AsyncIterable<WebhookEvent<T>[]>;

/**
 * The projects, of those `projects` names, where an enabled subscription listens to `type`.
 * `projects` is a project's id, or a query of project ids (`select project_id from meetings
 * where id = …`) so the caller need not read its record to learn its project.
 */
export async function listeningProjects(
  tx: Pick<Db, 'execute'>,
  type: WebhookEventType,
  projects: string | SQL,
): Promise<string[]> {
  const of = typeof projects === 'string' ? sql`s.project_id = ${projects}` : sql`s.project_id in (${projects})`;
  const result = await tx.execute(sql`
    select distinct s.project_id from webhook_subscriptions s
    where ${of} and s.status = 'enabled' and ${type} = any(s.events)`);
  return (result as unknown as { rows: { project_id: string }[] }).rows.map((r) => r.project_id);
}

/**
 * Whether any enabled subscription of any project listens to `type`: a probe without the records'
 * ids, for a bulk change across projects whose probe by records would carry thousands of them.
 */
export async function anyoneListens(tx: Pick<Db, 'execute'>, type: WebhookEventType): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from webhook_subscriptions s where s.status = 'enabled' and ${type} = any(s.events) limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Queues `type` for the records of `projects` (see listeningProjects) that `read` answers, in the
 * caller's transaction; `read` runs only when someone listens, and is told the projects where
 * someone does. Resolves how many deliveries were queued.
 */
export async function enqueueEvents<T extends WebhookEventType>(
  tx: Pick<Db, 'execute'>,
  type: T,
  projects: string | SQL,
  read: (listening: string[]) => Events<T>,
): Promise<number> {
  const listening = await listeningProjects(tx, type, projects);
  if (listening.length === 0) return 0;
  const events = read(listening);
  if (!(Symbol.asyncIterator in events)) return enqueueWebhookEvents(tx, type, await events);
  let queued = 0;
  for await (const batch of events) queued += await enqueueWebhookEvents(tx, type, batch);
  return queued;
}

/** Records read per statement by a bulk change's events. */
export const RECORDS_PER_READ = 1000;

/** `ids` in slices of RECORDS_PER_READ, for reading a bulk change's records a batch at a time. */
export function* slices<T>(ids: readonly T[]): Generator<T[]> {
  for (let i = 0; i < ids.length; i += RECORDS_PER_READ) yield ids.slice(i, i + RECORDS_PER_READ);
}
