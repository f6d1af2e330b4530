// Participant import at event scale: parse, preview and apply of 2,000 and 10,000 rows through
// the HTTP API, on the embedded database and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on a
// fresh PostgreSQL database (dropped after). Then the same people renamed: every row an update.
// Targets: 2,000 rows preview under 2 s and apply under 10 s on the embedded database. Prints a
// table and writes bench/results/import.json.
import fs from 'node:fs';
import path from 'node:path';
import { signUpSchema } from '../../core/schemas/auth.ts';
import type { ImportGrid } from '../../core/schemas/participant-import.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { projects } from '../../server/db/schema.ts';
import { createAccount } from '../../server/services/accounts.ts';
import { onBenchDatabase } from '../bench-database.ts';

const SIZES = [2_000, 10_000];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A file like an agency's list: a third sellers, Korean and Latin names, a few hundred companies. */
function csvOf(rows: number, seed: string) {
  const lines = ['E-mail,Name,Role,Company,Country,Phone,Categories,Languages'];
  for (let i = 0; i < rows; i++) {
    const seller = i % 3 === 0;
    lines.push(
      [
        `p${i}-${seed}@example.test`,
        seller ? `김민지 ${i}` : `Buyer ${i}`,
        seller ? '셀러' : 'buyer',
        `Company ${i % 400}`,
        seller ? 'Korea' : 'Vietnam',
        `+82 10 ${String(i).padStart(8, '0')}`,
        '"Cosmetics, Food"',
        seller ? '한국어' : 'English',
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}`;
}

async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

const run = (kind: 'pglite' | 'postgres') => onBenchDatabase(kind, serverUrl, (url) => measure(kind, url));

async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), signInRateLimit: 1000 }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const email = `bench-admin@example.test`;
  await createAccount(
    database.db,
    { ...signUpSchema.parse({ email, password: 'bench-pass', full_name: 'Bench' }), role: 'admin' },
    { accepted: true },
  );
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-pass' }),
  });
  const headers = { cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0], origin: base };
  const post = async (url: string, body: unknown) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res.json();
  };

  const results = [];
  for (const size of SIZES) {
    const [project] = await database.db
      .insert(projects)
      .values({ name: `Bench ${size}`, startDate: '2030-05-01', endDate: '2030-05-03' })
      .returning();
    const file = Buffer.from(csvOf(size, `${kind}${size}`));
    const parse = await timed(async () => {
      const res = await fetch(`${base}/api/projects/${project.id}/import/parse`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body: file,
      });
      return (await res.json()) as ImportGrid;
    });
    const body = { headers: parse.value.headers, columns: parse.value.columns, rows: parse.value.rows };
    const url = `/api/projects/${project.id}/import`;
    const preview = await timed(() => post(`${url}/preview`, body));
    const apply = await timed(() => post(`${url}/apply`, body));
    const again = await timed(() => post(`${url}/preview`, body));
    // The same people again with another name each: every row an update.
    const renamed = { ...body, rows: body.rows.map(([email, name, ...rest]) => [email, `${name} (2)`, ...rest]) };
    const update = await timed(() => post(`${url}/apply`, renamed));
    const summaries = [apply.value.summary, again.value.summary, update.value.summary];
    if (summaries[0].create !== size || summaries[1].unchanged !== size || summaries[2].update !== size) {
      throw new Error(`unexpected summaries: ${JSON.stringify(summaries)}`);
    }
    results.push({
      database: kind,
      rows: size,
      file_kib: Math.round(file.length / 1024),
      parse_ms: Math.round(parse.ms),
      preview_ms: Math.round(preview.ms),
      apply_ms: Math.round(apply.ms),
      apply_rows_per_s: Math.round(size / (apply.ms / 1000)),
      preview_again_ms: Math.round(again.ms),
      update_ms: Math.round(update.ms),
      update_rows_per_s: Math.round(size / (update.ms / 1000)),
    });
  }
  await app.close();
  await database.close();
  return results;
}

const results = [...(await run('pglite')), ...(serverUrl ? await run('postgres') : [])];
console.table(results);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'import.json'), `${JSON.stringify(results, null, 2)}\n`);
