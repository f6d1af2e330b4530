// A contract's changes as webhook events (docs/decisions/049-webhooks.md#events-and-payloads): the contract
// as GET /api/contracts/:id answers it, read in the change's transaction, only when a
// subscription of its project listens (server/webhooks/events.ts). A contract of no project has no
// subscribers to tell. Contracts are made and not changed afterwards (docs/rules.md#contracts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueueEvents } from '../../webhooks/events.ts';
import { findContract } from './queries.ts';

export function enqueueContractEvent(tx: Db, id: string, type: 'contract.created') {
  return enqueueEvents(tx, type, sql`select project_id from contracts where id = ${id}`, async () => {
    const found = await findContract(tx, id);
    if (!found?.project) return [];
    const { keyset: _position, ...contract } = found;
    return [{ projectId: found.project.id, data: contract }];
  });
}
