// Session resolution cost: GET /api/auth/session signed in (cookie -> session -> profile query)
// beside GET /api/health (no database work beyond a ping) on the embedded database, via autocannon
// on loopback. Prints a table and writes bench/results/session.json.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { signUpSchema } from '../../core/schemas/auth.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createAccount } from '../../server/services/accounts.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, pgliteDir: 'memory://' });
await database.migrate();
const app = await buildApp({
  config: { ...loadConfig({ LOG_LEVEL: 'silent' }), signInRateLimit: 1000, signUpRateLimit: 1000 },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const email = `bench-${Date.now()}@example.test`;
await createAccount(
  database.db,
  {
    ...signUpSchema.parse({ email, password: 'bench-pass', full_name: 'Bench' }),
    role: 'buyer',
  },
  { accepted: true },
);
const signIn = await fetch(`${address}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench-pass' }),
});
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const rows = [
  await measure('GET /api/health', `${address}/api/health`),
  await measure('GET /api/auth/session (signed in)', `${address}/api/auth/session`, { cookie }),
];
const ceiling = rows[0].rps;
console.table(
  rows.map((r) => ({
    route: r.title,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors,
    'share of health req/s': `${((r.rps / ceiling) * 100).toFixed(0)}%`,
  })),
);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'session.json'),
  JSON.stringify({ database: database.kind, connections: CONNECTIONS, durationSeconds: DURATION_S, rows }, null, 2),
);
await app.close();
await database.close();
