// No API answers an unbounded list (docs/decisions/041-bounded-lists.md): every GET route of the
// OpenAPI document whose answer holds a list either takes a `limit` of at most LIST_PAGE_MAX, or is
// named in BOUNDED_LISTS with the reason it cannot grow with the event. A new list route without
// either fails here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_MAX } from '../../../core/schemas/list-page.ts';
import { BOUNDED_LISTS, CAPPED_LISTS, NOT_YET_BOUNDED } from '../../routes/list-bounds.ts';

/** Every route the three lists name, with no limit of its own. */
const EXEMPT = { ...BOUNDED_LISTS, ...CAPPED_LISTS, ...NOT_YET_BOUNDED };

import { createTestApp, type TestApp } from '../harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** Every documented GET operation as 'GET /api/a/:id', with its query parameters and its 200 JSON schema. */
async function getOperations() {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) => {
    const op = ops.get;
    if (!op) return [];
    const key = `GET ${p.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`;
    const query = new Map((op.parameters ?? []).filter((x) => x.in === 'query').map((x) => [x.name, x.schema ?? {}]));
    return [{ key, query, answer: op.responses?.['200']?.content?.['application/json']?.schema }];
  });
}

/** Whether an answer's schema is a list or holds one (at any depth). */
function holdsList(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'array') return true;
  // OpenAPI 3.1 writes a nullable object as anyOf it and null.
  return [...Object.values(schema.properties ?? {}), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(holdsList);
}

describe('every list route is bounded', () => {
  it('finds the list routes in the OpenAPI document', async () => {
    const lists = (await getOperations()).filter((o) => holdsList(o.answer));
    expect(lists.length).toBeGreaterThan(40);
    expect(lists.map((o) => o.key)).toContain('GET /api/projects/:id/participants');
  });

  it('every list route takes a limit of at most LIST_PAGE_MAX, or is bounded by nature', async () => {
    const unbounded = (await getOperations())
      .filter((o) => holdsList(o.answer) && !EXEMPT[o.key])
      .filter((o) => {
        const limit = o.query.get('limit');
        return !limit || limit.maximum === undefined || limit.maximum > LIST_PAGE_MAX;
      })
      .map((o) => o.key);
    expect(
      unbounded,
      'give these a limit (core/schemas/list-page.ts) or a reason in server/routes/list-bounds.ts',
    ).toEqual([]);
  });

  it('every route named in the lists is a documented list route without a limit', async () => {
    const ops = new Map((await getOperations()).map((o) => [o.key, o]));
    const stale = Object.keys(EXEMPT).filter((k) => {
      const op = ops.get(k);
      return !op || !holdsList(op.answer) || op.query.has('limit');
    });
    expect(stale).toEqual([]);
  });

  it('names each exempt route once, in one list only', () => {
    const names = [...Object.keys(BOUNDED_LISTS), ...Object.keys(CAPPED_LISTS), ...Object.keys(NOT_YET_BOUNDED)];
    expect(names.length).toBe(new Set(names).size);
  });

  it('docs/api-lists.md names every list route, paged or not', async () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/api-lists.md'), 'utf8');
    const lists = (await getOperations()).filter((o) => holdsList(o.answer)).map((o) => o.key);
    expect(lists.filter((k) => !doc.includes(`\`${k}\``))).toEqual([]);
  });
});
