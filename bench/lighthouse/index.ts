// First paint as a participant's phone sees it: Lighthouse (its default mobile setting: simulated
// slow 4G, 4x CPU slowdown, a phone's screen) in the system Chromium, signed in as the demo buyer,
// against `npm start` (the production build, precompressed) on loopback with a fresh demo event.
// Audits the agenda list (/meetings), a meeting page, the buyer's agenda of a project and the
// dashboard, BENCH_RUNS times each (median), and times a repeat visit with no network (after one
// online visit: offline, reload, until the first meeting shows). Prints a table with the machine's
// load and writes bench/results/lighthouse.json (docs/decisions/036-first-paint-and-lighthouse.md).
//
// BENCH_ONLY audits only the pages whose name contains it. BENCH_PORT (default 3150) is where the server listens; BENCH_RUNS (default 3) the audits per page;
// BENCH_DETAILS=1 prints the failed audits and the performance findings of each page and keeps
// each page's last report in the temp folder.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../../e2e/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const DEBUG_PORT = PORT + 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DETAILS = process.env.BENCH_DETAILS === '1';
const ONLY = process.env.BENCH_ONLY;
const BASE = `http://127.0.0.1:${PORT}`;
const BUYER = { email: 'buyer@demo.b2b.test', password: 'demo1234' };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function startServer(): Promise<ChildProcess> {
  // Another server on the port would answer the health check and be measured instead of ours.
  const taken = await fetch(`${BASE}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${PORT} is in use: set BENCH_PORT to a free one`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
      SIGN_IN_RATE_LIMIT: '1000',
    },
  });
  server.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The first start builds the web app when it is stale, then migrates and seeds the demo event.
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('npm start exited');
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('npm start did not answer in 2 minutes');
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BUYER),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('sid=')) throw new Error('No session cookie');
  return cookie.slice('sid='.length);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  bytes: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed at the time (about 1,000+ on an idle desktop). */
  benchmarkIndex: number;
}

function readAudit(lhr: Lhr): Audit {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: n('first-contentful-paint'),
    lcpMs: n('largest-contentful-paint'),
    tbtMs: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    speedIndexMs: n('speed-index'),
    bytes: n('total-byte-weight'),
    requests,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** What Lighthouse holds against the page: failed checks and the performance findings with a saving. */
function findings(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable')
        continue;
      if (a.score >= 0.9 && !(category === 'accessibility' && a.score < 1)) continue;
      out.push(`${category}: ${a.id} (${a.score}) ${a.displayValue ?? ''}`.trim());
    }
  }
  return out;
}

async function audit(url: string): Promise<{ audit: Audit; lhr: Lhr }> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return { audit: readAudit(result.lhr), lhr: result.lhr };
}

/** After one online visit: offline, reload, and the time until the first meeting of the list shows. */
async function offlineRepeat(context: BrowserContext, url: string, firstRow: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(firstRow).first().waitFor();
  // The service worker (if the build has one) must have taken the page before the network goes.
  const controlled = await page
    .evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      const ready = navigator.serviceWorker.ready.then(() => true);
      return Promise.race([ready, new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
    })
    .catch(() => false);
  if (controlled) await page.waitForTimeout(1000); // let it finish caching the visit's answers
  const times: number[] = [];
  let shown = true;
  await context.setOffline(true);
  try {
    for (let i = 0; i < RUNS && shown; i++) {
      const start = performance.now();
      await page.reload({ waitUntil: 'commit' }).catch(() => undefined);
      shown = await page
        .locator(firstRow)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (shown) times.push(performance.now() - start);
    }
  } finally {
    await context.setOffline(false);
    await page.close();
  }
  return { serviceWorker: controlled, shown, ms: shown ? Math.round(median(times)) : null, runs: times };
}

/** Chromium's own verdict on installing the app (the manifest, icons, the service worker). */
async function installability(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${BASE}/dashboard`);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await page.close();
  return installabilityErrors.map((e) => e.errorId);
}

const server = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-chromium-'));
let context: BrowserContext | undefined;
try {
  const sid = await signIn();
  const cookieHeader = { cookie: `sid=${sid}` };
  const meetings = (await (await fetch(`${BASE}/api/meetings`, { headers: cookieHeader })).json()) as {
    id: string;
    project: { id: string };
  }[];
  if (!meetings.length) throw new Error('The demo buyer has no meetings');
  const { id: meetingId, project } = meetings[0];

  // One Chromium for Playwright and Lighthouse: the persistent context is the browser's default
  // one, where Lighthouse opens its tabs, so the session cookie set here signs its visits in.
  context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    headless: true,
    args: [...chromiumLaunch.args, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  await context.addCookies([
    { name: 'sid', value: sid, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);

  const pages = [
    { name: 'agenda list', path: '/meetings' },
    { name: 'meeting page', path: `/meetings/${meetingId}` },
    { name: 'project agenda', path: `/projects/${project.id}/agenda` },
    { name: 'dashboard', path: '/dashboard' },
  ].filter((p) => !ONLY || p.name.includes(ONLY));
  const load = os.loadavg();
  const results = [];
  for (const p of pages) {
    const runs: Audit[] = [];
    let last: Lhr | undefined;
    for (let i = 0; i < RUNS; i++) {
      const r = await audit(BASE + p.path);
      runs.push(r.audit);
      last = r.lhr;
    }
    const med = Object.fromEntries(
      (Object.keys(runs[0]) as (keyof Audit)[]).map((k) => [k, median(runs.map((r) => r[k]))]),
    ) as unknown as Audit;
    const found = last ? findings(last) : [];
    results.push({ ...p, median: med, runs, findings: found });
    if (DETAILS) {
      const file = path.join(os.tmpdir(), `lighthouse-${p.name.replace(/ /g, '-')}.json`);
      fs.writeFileSync(file, JSON.stringify(last));
      console.log(`\n${p.name} ${p.path} (report: ${file})\n  ${found.join('\n  ') || '(nothing)'}`);
    }
  }

  const offline = [
    { name: 'agenda list', ...(await offlineRepeat(context, `${BASE}/meetings`, '[data-testid="meeting-card"]')) },
    {
      name: 'project agenda',
      ...(await offlineRepeat(context, `${BASE}/projects/${project.id}/agenda`, '[data-testid="agenda-meeting"]')),
    },
  ];
  const installErrors = await installability(context);
  const loadAfter = os.loadavg();

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nLighthouse ${RUNS}x per page (median), mobile (simulated slow 4G, 4x CPU); load average before ${load.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cores)`,
  );
  console.table(
    results.map((r) => ({
      page: r.name,
      performance: r.median.performance,
      accessibility: r.median.accessibility,
      'best practices': r.median.bestPractices,
      FCP: s(r.median.fcpMs),
      LCP: s(r.median.lcpMs),
      TBT: `${Math.round(r.median.tbtMs)} ms`,
      CLS: r.median.cls.toFixed(3),
      'speed index': s(r.median.speedIndexMs),
      transferred: `${(r.median.bytes / 1024).toFixed(1)} KiB`,
      requests: r.median.requests,
      'benchmark index': r.median.benchmarkIndex,
    })),
  );
  console.table(
    offline.map((o) => ({
      'repeat visit, no network': o.name,
      'service worker': o.serviceWorker ? 'yes' : 'no',
      'first meeting shown': o.shown ? 'yes' : 'no',
      time: o.ms === null ? '-' : `${o.ms} ms`,
    })),
  );
  console.log(`Installable: ${installErrors.length ? `no (${installErrors.join(', ')})` : 'yes'}`);

  const out = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'lighthouse.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouse: 'mobile, simulated throttling',
        runsPerPage: RUNS,
        loadAverage: { before: load, after: loadAfter, cores: os.cpus().length },
        pages: results,
        offline,
        installabilityErrors: installErrors,
      },
      null,
      2,
    ),
  );
} finally {
  await context?.close();
  fs.rmSync(profile, { recursive: true, force: true });
  server.kill('SIGTERM');
}
