// The authorization matrix (docs/decisions/009-authorization-matrix.md): every route of the API,
// called as anonymous, as each role and as second users of the same roles, must answer what its
// rule in server/routes/<resource>/access.ts says; a route without a rule, or a rule without a
// route, fails the test. Reads also must not name a record the caller may not see.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema.ts';
import { ROUTE_ACCESS } from '../../routes/access.ts';
import { CALLERS, type Caller, type Outcome, type SignedInCaller } from '../../routes/access-rules.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { tokenOf } from './api-token-requests.ts';
import { RECIPES } from './requests.ts';
import { buildWorld, cookieFor, cookieOf, makePeople, type People, secretsOf, type World } from './world.ts';

let app: TestApp;
let people: People;
let shared: World;
let dataDir: string;
let base: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'authz-'));
  app = await createTestApp({ dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  people = await makePeople(app);
  shared = await freshWorld();
});
afterAll(async () => {
  await app?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

let last: World | undefined;

/**
 * A new world; the last one's project goes first, and with it its meetings, so that the same
 * people's meetings in the new one do not collide with them.
 */
async function freshWorld() {
  if (last) await app.db.delete(projects).where(eq(projects.id, last.project.id));
  last = await buildWorld(app, people);
  return last;
}

/** 'METHOD /api/a/:id' of every operation in the OpenAPI document. */
async function documented() {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, object>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map(
      (m) => `${m.toUpperCase()} ${canonical(p.replace(/\{([^}]+)\}/g, (_, n) => (n === '*' ? '*' : `:${n}`)))}`,
    ),
  );
}

/** '/api/profile/' is how a prefixed '/' route is listed; its canonical form has no slash. */
const canonical = (p: string) => p.replace(/(.)\/$/, '$1');

/** 'METHOD /api/...' of every route the server answers, from its route tree (HEAD aside). */
function served() {
  const keys = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = [...m[1]].length / 4;
    const full = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = full;
    for (const method of m[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && full.startsWith('/api/')) keys.add(`${method} ${canonical(full)}`);
    }
  }
  return [...keys];
}

describe('every route has a rule', () => {
  it('every documented operation has a rule in an access.ts', async () => {
    const missing = (await documented()).filter((k) => !ROUTE_ACCESS[k]);
    expect(missing, 'add these to server/routes/<resource>/access.ts').toEqual([]);
  });

  it('every route the server answers, documented or hidden, has a rule', () => {
    const routes = served();
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((k) => !ROUTE_ACCESS[k])).toEqual([]);
  });

  it('each rule agrees with its access level: public lets anyone in, admin turns every other role away', () => {
    const odd = Object.entries(ROUTE_ACCESS).filter(([, r]) => {
      if (r.access === 'public') return r.expect.anonymous !== 'ok';
      if (r.expect.anonymous !== 401) return true;
      return r.access === 'admin' && CALLERS.some((c) => c !== 'admin' && c !== 'anonymous' && r.expect[c] !== 403);
    });
    expect(odd.map(([k]) => k)).toEqual([]);
  });

  it('every rule names a route the server answers', () => {
    const routes = new Set(served());
    expect(Object.keys(ROUTE_ACCESS).filter((k) => !routes.has(k))).toEqual([]);
  });
});

type Answer = Outcome | string;

/** The outcome class of an answer; an unexpected one is spelt out with its status and code. */
function outcomeOf(status: number, body: string): Answer {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401 || status === 403 || status === 404) return status;
  const code = parse(body)?.error?.code;
  if ((status === 400 || status === 409) && code !== 'validation_failed') return 'refused';
  return `${status} ${code ?? ''}`.trim();
}

function parse(body: string) {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** Calls the route of `key` as `caller` on world `w`; returns the outcome and the body. */
async function callAs(
  key: string,
  caller: Caller,
  w: World,
  token?: string,
): Promise<{ outcome: Answer; body: string }> {
  const [method, route] = key.split(' ') as [InjectOptions['method'] & string, string];
  const recipe = RECIPES[key] ?? {};
  const params = recipe.params?.(w, people) ?? {};
  const query = new URLSearchParams(recipe.query?.(w, people) ?? {}).toString();
  const url =
    route.replace(/:(\w+)/g, (_, n) => params[n]).replace(/\*$/, () => params['*']) + (query ? `?${query}` : '');
  const cookie = cookieOf(people, caller);
  // With a token, the caller is the token's owner and sends no cookie (docs/decisions/048-api-tokens.md).
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : cookie ? { cookie } : {};
  let status: number;
  let body = '';
  if (recipe.stream) {
    const controller = new AbortController();
    const res = await fetch(base + url, { headers, signal: controller.signal });
    status = res.status;
    if (status !== 200) body = await res.text();
    controller.abort();
  } else {
    const form = recipe.form?.(w);
    const json = recipe.body?.(w, people, caller);
    const res = await app.inject({
      method,
      url,
      headers: { ...headers, ...form?.headers },
      payload: form ? form.payload : (json as InjectOptions['payload']),
    });
    status = res.statusCode;
    body = res.body;
  }
  if (recipe.endsSession && caller !== 'anonymous' && !token) {
    people[caller].cookie = await cookieFor(app, people[caller].id);
  }
  return { outcome: outcomeOf(status, body), body };
}

/** Ids of records in `body` that `caller` may not see. */
function leaks(caller: Caller, w: World, body: string) {
  if (caller === 'admin') return [];
  return secretsOf(w)
    .filter((s) => !(s.seenBy as Caller[]).includes(caller) && body.includes(s.id))
    .map((s) => s.what);
}

const keys = Object.keys(ROUTE_ACCESS).sort();
const reads = keys.filter((k) => k.startsWith('GET '));
const writes = keys.filter((k) => !k.startsWith('GET '));

describe('reads answer each caller as their rule says, and name nothing the caller may not see', () => {
  it.each(reads)('%s', async (key) => {
    const answers: Partial<Record<Caller, Answer>> = {};
    const leaked: string[] = [];
    // A read of a record the world lacks (an open link, an outbox message) has it made first.
    await RECIPES[key]?.prepare?.(app, shared);
    for (const caller of CALLERS) {
      const { outcome, body } = await callAs(key, caller, shared);
      answers[caller] = outcome;
      for (const what of outcome === 'ok' ? leaks(caller, shared, body) : []) leaked.push(`${caller} sees the ${what}`);
    }
    expect(answers).toEqual(ROUTE_ACCESS[key].expect);
    expect(leaked).toEqual([]);
  });
});

describe('changes answer each caller as their rule says', () => {
  // The callers refused (or turned away by a rule) go first on one fresh world, so that nothing an
  // allowed caller changed hides a missing check; each allowed caller then gets a world of their own.
  it.each(writes)('%s', async (key) => {
    const rule = ROUTE_ACCESS[key];
    const recipe = RECIPES[key] ?? {};
    const allowed = CALLERS.filter((c) => rule.expect[c] === 'ok');
    const groups: Caller[][] = [CALLERS.filter((c) => rule.expect[c] !== 'ok'), ...allowed.map((c) => [c])];
    const answers: Partial<Record<Caller, Answer>> = {};
    for (const group of groups) {
      const w = await freshWorld();
      await recipe.prepare?.(app, w);
      for (const caller of group) answers[caller] = (await callAs(key, caller, w)).outcome;
    }
    expect(answers).toEqual(rule.expect);
  });
});

describe('API tokens carry their owner’s rights, limited by their scope (decision 048)', () => {
  const tokens = { read: '', revoked: '', expired: '' };
  // A world of its own: the changes above have removed the w one's project.
  let w: World;
  beforeAll(async () => {
    w = await freshWorld();
    const buyer = people.buyer.id;
    tokens.read = (await tokenOf(app, buyer, { scope: 'read' })).token;
    tokens.revoked = (await tokenOf(app, buyer, { scope: 'write', revoked: true })).token;
    tokens.expired = (await tokenOf(app, buyer, { scope: 'write', expiresInMs: -1000 })).token;
  });

  /** The token routes are the browser's alone: a token gets 403 token_not_allowed there. */
  const sessionOnly = (key: string) => key.includes(' /api/api-tokens');

  it.each(reads)(
    '%s: the buyer’s read-only token gets what the buyer’s session gets, and sees nothing more',
    async (key) => {
      await RECIPES[key]?.prepare?.(app, w);
      const bySession = await callAs(key, 'buyer', w);
      const byToken = await callAs(key, 'buyer', w, tokens.read);
      expect(byToken.outcome).toEqual(sessionOnly(key) ? 403 : bySession.outcome);
      expect(byToken.outcome === 'ok' ? leaks('buyer', w, byToken.body) : []).toEqual([]);
    },
  );

  it.each(writes)('%s: a read-only token is refused before anything happens', async (key) => {
    const { outcome, body } = await callAs(key, 'buyer', w, tokens.read);
    expect(outcome).toBe(403);
    expect(parse(body)?.error?.code).toBe(sessionOnly(key) ? 'token_not_allowed' : 'token_read_only');
  });

  it('a revoked or an expired token gets 401 on every route, public ones too', async () => {
    const answers: string[] = [];
    for (const key of keys) {
      for (const which of ['revoked', 'expired'] as const) {
        const { outcome } = await callAs(key, 'anonymous', w, tokens[which]);
        if (outcome !== 401) answers.push(`${which} ${key}: ${outcome}`);
      }
    }
    expect(answers).toEqual([]);
  });
});

describe('the world', () => {
  it('the second users and the outsider really are signed in', async () => {
    for (const caller of ['buyer2', 'seller2', 'interpreter2', 'volunteer2', 'outsider'] as SignedInCaller[]) {
      const res = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: people[caller].cookie } });
      expect(res.json().id, caller).toBe(people[caller].id);
    }
  });
});
