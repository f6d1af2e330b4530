// Hostile input (docs/security.md): every operation of the OpenAPI document gets bodies, path
// parameters and queries of the wrong types, huge sizes, odd unicode, SQL and HTML. No answer may
// be a 5xx, every refusal is a 4xx with an error code that wrote nothing, and the server keeps serving.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, eventFixture, makeMeeting } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { makeRequest } from '../meeting-request-factories.ts';
import { makeTransaction } from '../transaction-factories.ts';
import { makeAssignment, makeNote, makeTravel } from '../venue-factories.ts';
import { brokenBody, type JsonSchema, pathParam, queryString, type RawBody, valueFor } from './arbitraries.ts';
import { changedTables, fingerprinter } from './fingerprint.ts';

/** Generated requests per operation and caller; HOSTILE_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10);

interface Operation {
  method: string;
  path: string;
  key: string;
  pathParams: string[];
  queryParams: string[];
  body?: JsonSchema;
}

interface HostileRequest {
  url: string;
  body?: RawBody;
}

let app: TestApp;
let fingerprint: () => Promise<Record<string, string>>;
let operations: Operation[];
let ids: string[];
let buyerCookie: string;
let adminCookie: string;
/** How often each status answered, per caller: proof that the hunt gets past validation too. */
const statuses = new Map<string, number>();

let dataDir: string;

beforeAll(async () => {
  // A folder of its own for anything an accepted request stores; no transcription jobs writing later.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-input-'));
  app = await createTestApp({ dataDir, transcribe: { engine: 'off', model: 'whisper-1', timeoutMs: 5000 } });
  const world = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 1, volunteers: 1 });
  const [buyer, buyer2] = world.buyers;
  const [seller] = world.sellers;
  const projectId = world.project.id;
  const meeting = await makeMeeting(app, {
    projectId,
    buyerId: buyer.id,
    sellerId: seller.id,
    interpreterId: world.interpreters[0].id,
  });
  const requestId = await makeRequest(app, buyer2, projectId, seller);
  const transaction = await makeTransaction(app, {
    projectId,
    buyerId: buyer.id,
    sellerId: seller.id,
    meetingId: meeting.id,
  });
  const travel = await makeTravel(app, { userId: buyer.id });
  const task = await makeAssignment(app, { volunteerId: world.volunteers[0].id, projectId });
  await makeNote(app, { meetingId: meeting.id, interpreterId: world.interpreters[0].id, content: 'note' });
  const thread = (
    await call(app, 'POST', '/api/conversations', { cookie: buyer.cookie, body: { meeting_id: meeting.id } })
  ).json() as { id: string };
  const message = (
    await call(app, 'POST', `/api/conversations/${thread.id}/messages`, { cookie: seller.cookie, body: { body: 'Hi' } })
  ).json() as { id: string };
  // The admin's own id stays out: deactivating the caller would only end the hunt early.
  ids = [
    projectId,
    meeting.id,
    requestId,
    transaction.id,
    travel.id,
    task.id,
    buyer.id,
    buyer2.id,
    seller.id,
    world.interpreters[0].id,
    world.volunteers[0].id,
    thread.id,
    message.id,
  ];
  buyerCookie = buyer.cookie;
  adminCookie = world.admin.cookie;
  operations = await documentedOperations();
  fingerprint = await fingerprinter(app);
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The operations of the OpenAPI document; those that remove or deactivate come last. */
async function documentedOperations(): Promise<Operation[]> {
  const doc = (await call(app, 'GET', '/api/openapi.json')).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/(.)\/$/, '$1'),
      key: `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
  const last = (op: Operation) => (op.method === 'DELETE' || /deactivate|sign-out/.test(op.path) ? 1 : 0);
  return ops.sort((a, b) => last(a) - last(b));
}

const asJson = (value: unknown): RawBody => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/** Hostile requests for one operation. */
function requestsFor(op: Operation): fc.Arbitrary<HostileRequest> {
  const params = op.pathParams.map(() => pathParam(ids));
  const body: fc.Arbitrary<RawBody | undefined> = op.body
    ? fc.oneof(
        // Well typed with nasty text (gets past validation), with wrong types here and there, or broken.
        { weight: 4, arbitrary: valueFor(op.body, { ids, wrong: 0 }).map(asJson) },
        { weight: 3, arbitrary: valueFor(op.body, { ids, wrong: 1 }).map(asJson) },
        { weight: 1, arbitrary: brokenBody },
      )
    : op.method === 'GET' || op.method === 'DELETE'
      ? fc.constant(undefined)
      : fc.option(brokenBody, { nil: undefined });
  return fc
    .record({ params: fc.tuple(...params), query: queryString(op.queryParams, ids), body })
    .map(({ params: values, query, body }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => values[i++]);
      return { url: query ? `${path}?${query}` : path, body };
    });
}

/** Sends one request and returns what is wrong with the answer, or undefined when it is fine. */
async function misbehaviour(
  op: Operation,
  req: HostileRequest,
  cookie: string | undefined,
  before: Record<string, string>,
) {
  const res = await app.inject({
    method: op.method as 'GET',
    url: req.url,
    headers: { ...(cookie ? { cookie } : {}), ...(req.body ? { 'content-type': req.body.contentType } : {}) },
    payload: req.body?.payload,
  });
  // A job an admin's valid request queued runs now, not during the next request's reading.
  await app.backgroundJobs.idle();
  const after = await fingerprint();
  const status = res.statusCode;
  const tally = `${cookie === adminCookie ? 'admin' : cookie ? 'buyer' : 'anonymous'} ${status}`;
  statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
  if (status >= 500) return { status, problem: `answered ${status}: ${res.body.slice(0, 200)}`, after };
  if (status >= 400) {
    const code = res.headers['content-type']?.toString().includes('json') ? res.json().error?.code : undefined;
    if (typeof code !== 'string')
      return { status, problem: `a ${status} without an error code: ${res.body.slice(0, 200)}`, after };
    const changed = changedTables(before, after);
    if (changed.length)
      return { status, problem: `a refused request (${status} ${code}) changed ${changed.join(', ')}`, after };
  }
  return { status, after };
}

/** Runs the generated requests of each operation as one caller; returns every misbehaviour found. */
async function hunt(ops: Operation[], cookie: string | undefined) {
  const found: string[] = [];
  let before = await fingerprint();
  for (const op of ops) {
    try {
      await fc.assert(
        fc.asyncProperty(requestsFor(op), async (req) => {
          const result = await misbehaviour(op, req, cookie, before);
          before = result.after;
          if (result.problem) throw new Error(result.problem);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    } catch (err) {
      // fast-check keeps the property's own error as the cause; the message holds seed and counterexample.
      const { message, cause } = err as Error & { cause?: unknown };
      const why = cause instanceof Error ? cause.message : message.split('\n')[0];
      found.push(`${op.key}: ${why.slice(0, 300)} | ${message.split('\n').slice(0, 3).join(' | ').slice(0, 700)}`);
      before = await fingerprint();
    }
    const health = await call(app, 'GET', '/api/health');
    if (health.statusCode !== 200) found.push(`${op.key}: the server stopped answering (${health.statusCode})`);
  }
  if (process.env.HOSTILE_DEBUG) console.log(found.join('\n'));
  return found;
}

/**
 * Signing out would end the caller's session and with it the rest of the hunt; the event stream
 * never ends by design and takes no input.
 */
const signedInOps = () =>
  operations.filter((op) => op.path !== '/api/auth/sign-out' && op.path !== '/api/notifications/stream');

describe('hostile input on every documented operation', () => {
  it('lists the operations it attacks', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(20);
  });

  it('the fingerprint sees a write (so "wrote nothing" means something)', async () => {
    const before = await fingerprint();
    const res = await call(app, 'PUT', '/api/profile', { cookie: buyerCookie, body: { full_name: 'Fingerprinted' } });
    expect(res.statusCode).toBe(200);
    expect(changedTables(before, await fingerprint())).toEqual(['profiles']);
  });

  it('anonymous callers: public routes never answer 5xx and refusals write nothing', async () => {
    const publicOps = operations.filter((op) => op.path.startsWith('/api/auth/') || op.path === '/api/health');
    expect(await hunt(publicOps, undefined)).toEqual([]);
  }, 300_000);

  it('a buyer: no 5xx, every refusal is a coded 4xx that wrote nothing', async () => {
    expect(await hunt(signedInOps(), buyerCookie)).toEqual([]);
  }, 300_000);

  it('an admin: no 5xx, every refusal is a coded 4xx that wrote nothing', async () => {
    expect(await hunt(signedInOps(), adminCookie)).toEqual([]);
  }, 300_000);

  it('got past validation often enough to mean something', () => {
    if (process.env.HOSTILE_DEBUG) console.log([...statuses].sort().join('\n'));
    const count = (who: string, from: number, to: number) =>
      [...statuses]
        .filter(([k]) => k.startsWith(who) && +k.split(' ')[1] >= from && +k.split(' ')[1] < to)
        .reduce((n, [, c]) => n + c, 0);
    expect(count('admin', 200, 300)).toBeGreaterThan(RUNS * 10);
    expect(count('buyer', 200, 300)).toBeGreaterThan(RUNS * 5);
    expect(count('admin', 400, 500)).toBeGreaterThan(RUNS * 10);
  });

  it('the server still serves a normal request afterwards', async () => {
    const res = await call(app, 'GET', '/api/projects', { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
  });
});
