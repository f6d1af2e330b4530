// The admin's schedule grid at its largest: 500 buyers by 50 slots (15-minute slots from 09:00),
// 100 sellers, 10 interpreters and about 4,100 meetings on the measured day, in headless Chromium
// against the built web app on the embedded database. Measures the time to the grid's first row,
// to the last buyer after scrolling to the bottom, from a click on an empty cell to the assign
// modal, and from Confirm to the new meeting in its cell. Prints a table and writes
// bench/results/schedule-grid.json. The grid reads its rows a window at a time: the API row is the
// first window's (docs/decisions/042-windowed-grid.md).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { slotAt } from '../../core/rules/slots.ts';
import { SCHEDULE_WINDOW } from '../../core/schemas/schedule.ts';
import { chromiumLaunch } from '../../e2e/chromium.ts';
import { buildWebIfNeeded } from '../../scripts/web-build.ts';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { blockedTimeSlots, meetings, projectParticipants, projects } from '../../server/db/schema.ts';
import { type BenchPerson, seedPeople } from '../people.ts';

// `npm run bench schedule-grid -- --flagship`: the grid of a flagship event's day instead.
if (process.argv.includes('--flagship')) {
  await import('./flagship.ts');
  process.exit(0);
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUYERS = 500;
const SELLERS = 100;
const INTERPRETERS = 10;
const SLOTS = 50;
/** Every other day of the project has no meetings: the measured day carries the load. */
const DAY = '2030-06-03';
/** Slot blocked for every buyer (no meetings there), like a lunch break. */
const LUNCH_SLOT = 17;
const PASSWORD = 'bench-pass';

buildWebIfNeeded(ROOT);
const database = await openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
const app = await buildApp({
  config: { ...loadConfig({ LOG_LEVEL: 'silent' }), signInRateLimit: 1000, signUpRateLimit: 1000 },
  database,
  webDir: path.join(ROOT, 'dist', 'web'),
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// --- Seed: rows written directly, one password hash for everyone ---
const db = database.db;
const passwordHash = await hashPassword(PASSWORD);
const { admin, buyers, sellers, interpreters } = await seedPeople(
  db,
  { buyers: BUYERS, sellers: SELLERS, interpreters: INTERPRETERS },
  passwordHash,
);
const id = (p: BenchPerson) => p.id;

const settings = { day_start: '09:00', slot_minutes: 15, daily_meet_limit: SLOTS };
const [project] = await db
  .insert(projects)
  .values({
    name: 'Bench Expo',
    startDate: DAY,
    endDate: '2030-06-05',
    location: 'Hall A',
    dailyMeetLimit: settings.daily_meet_limit,
    slotMinutes: settings.slot_minutes,
    dayStart: settings.day_start,
    status: 'active',
    createdBy: id(admin),
  })
  .returning();
await db
  .insert(projectParticipants)
  .values(
    [...buyers, ...sellers, ...interpreters].map((p) => ({ projectId: project.id, userId: id(p), role: p.role })),
  );

// Buyer b meets at the slots s with s = b (mod 6), seller (b/6 + s) mod 100: no seller, buyer,
// interpreter or pair is booked twice. The first ten meetings of each slot get an interpreter.
const rows: (typeof meetings.$inferInsert)[] = [];
for (let s = 1; s <= SLOTS; s++) {
  if (s === LUNCH_SLOT) continue;
  const slot = slotAt(settings, s);
  let n = 0;
  for (let b = s % 6; b < BUYERS; b += 6) {
    rows.push({
      projectId: project.id,
      buyerId: id(buyers[b]),
      sellerId: id(sellers[(Math.floor(b / 6) + s) % SELLERS]),
      interpreterId: n < INTERPRETERS ? id(interpreters[n]) : null,
      meetingDate: DAY,
      startTime: slot.start,
      endTime: slot.end,
      location: 'Hall A',
      status: n % 3 === 0 ? 'confirmed' : 'scheduled',
      createdBy: id(admin),
    });
    n++;
  }
}
for (let i = 0; i < rows.length; i += 1000) await db.insert(meetings).values(rows.slice(i, i + 1000));
/** A slot where buyer b has no meeting (s != b mod 6), away from the lunch break. */
function freeSlotOf(b: number) {
  const s = (((b % 6) + 3) % 6) + 1 + 6 * (Math.floor(b / 10) % 8);
  return s === LUNCH_SLOT ? s + 6 : s;
}
// A lunch break for everyone, and one free slot blocked for every tenth buyer.
await db.insert(blockedTimeSlots).values([
  { projectId: project.id, buyerId: null, date: DAY, slotNumber: LUNCH_SLOT, reason: 'Lunch', createdBy: id(admin) },
  ...buyers
    .map((p, b) => ({ p, b, slot: freeSlotOf(b) }))
    .filter(({ b }) => b % 10 === 0)
    .map(({ p, slot }) => ({
      projectId: project.id,
      buyerId: id(p),
      date: DAY,
      slotNumber: slot,
      reason: 'Site visit',
      createdBy: id(admin),
    })),
]);
const lastBuyer = buyers[buyers.length - 1].name;

// --- Measure in headless Chromium ---
const browser = await chromium.launch(chromiumLaunch);
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
const signIn = await context.request.post(`${base}/api/auth/sign-in`, {
  data: { email: admin.email, password: PASSWORD },
});
if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
const url = `${base}/meetings?view=schedule&project=${project.id}&date=${DAY}`;

declare global {
  interface Window {
    /** Resolves with the ms from `start` until `done()` holds, checked at every animation frame. */
    benchUntil: (start: number, done: () => boolean) => Promise<number>;
    /** ms from navigation start to the frame after the grid's first row appeared. */
    benchFirstRow: Promise<number>;
  }
}
await context.addInitScript(() => {
  window.benchUntil = (start, done) =>
    new Promise((resolve, reject) => {
      const tick = () => {
        if (done()) resolve(performance.now() - start);
        else if (performance.now() - start > 20_000) reject(new Error('timed out'));
        else requestAnimationFrame(tick);
      };
      tick();
    });
  window.benchFirstRow = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="schedule-row"]')) return;
      seen.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    });
    seen.observe(document, { childList: true, subtree: true });
  });
});

interface Run {
  apiMs: number;
  firstRowMs: number;
  responseEndMs: number;
  renderMs: number;
  scrollToLastMs: number;
  assignModalMs: number;
  assignMs: number;
}
const runs: Run[] = [];
// A warm-up load first: the browser caches the scripts, as for an admin who uses the app daily.
for (let i = 0; i <= RUNS; i++) {
  const page = await context.newPage();
  const t0 = Date.now();
  const api = await page.request.get(`${base}/api/projects/${project.id}/schedule?date=${DAY}`);
  const apiMs = Date.now() - t0;
  if (!api.ok()) throw new Error(`Schedule API answered ${api.status()}`);

  await page.goto(url);
  await page.getByTestId('schedule-row').first().waitFor({ state: 'visible', timeout: 30_000 });
  const { firstRowMs, responseEndMs } = await page.evaluate(async () => {
    const firstRowMs = await window.benchFirstRow;
    const entry = performance
      .getEntriesByType('resource')
      .find((e): e is PerformanceResourceTiming => e.name.includes('/schedule?date='));
    return { firstRowMs, responseEndMs: entry?.responseEnd ?? Number.NaN };
  });
  const renderMs = firstRowMs - responseEndMs;

  const scrollToLastMs = await page.evaluate((name) => {
    const grid = document.querySelector<HTMLElement>('[data-testid="schedule-grid"]')!;
    const start = performance.now();
    grid.scrollTop = grid.scrollHeight;
    const box = grid.getBoundingClientRect();
    const visible = () =>
      [...grid.querySelectorAll('[data-testid="schedule-buyer"]')].some((el) => {
        const r = el.getBoundingClientRect();
        return el.textContent === name && r.top >= box.top && r.bottom <= box.bottom;
      });
    return window.benchUntil(start, visible);
  }, lastBuyer);

  const { assignModalMs, cellRow, cellCol } = await page.evaluate(async () => {
    const cell = document.querySelector<HTMLElement>('[data-testid="schedule-cell"][data-state="empty"]')!;
    const start = performance.now();
    cell.click();
    const shown = () => {
      const modal = document.querySelector<HTMLElement>('[data-testid="assign-modal"]');
      return !!modal && modal.getBoundingClientRect().height > 0;
    };
    return {
      assignModalMs: await window.benchUntil(start, shown),
      cellRow: cell.dataset.row,
      cellCol: cell.dataset.col,
    };
  });

  // Choose the first seller who can take the slot, confirm, and wait for the meeting in the cell.
  await page.locator('[data-testid="choice-seller"]:not([data-disabled])').first().click();
  const assignMs = await page.evaluate(
    ([row, col]) => {
      const start = performance.now();
      document.querySelector<HTMLElement>('[data-testid="assign-confirm"]')!.click();
      const placed = () =>
        !document.querySelector('[data-testid="assign-modal"]') &&
        document.querySelector(`[data-row="${row}"][data-col="${col}"]`)?.getAttribute('data-state') === 'meeting';
      return window.benchUntil(start, placed);
    },
    [cellRow, cellCol] as const,
  );
  await page.close();
  if (i > 0) runs.push({ apiMs, firstRowMs, responseEndMs, renderMs, scrollToLastMs, assignModalMs, assignMs });
}

const stats = (key: keyof Run) => {
  const values = runs.map((r) => r[key]).sort((a, b) => a - b);
  const median = values[Math.floor(values.length / 2)];
  return { min: Math.round(values[0]), median: Math.round(median), max: Math.round(values[values.length - 1]) };
};
const metrics: { key: keyof Run; label: string }[] = [
  { key: 'apiMs', label: `GET schedule API (first window of ${SCHEDULE_WINDOW} rows)` },
  { key: 'responseEndMs', label: 'navigation -> schedule response received' },
  { key: 'renderMs', label: 'schedule response -> first grid row painted' },
  { key: 'firstRowMs', label: 'navigation -> first grid row painted' },
  { key: 'scrollToLastMs', label: 'scroll to bottom -> last buyer visible' },
  { key: 'assignModalMs', label: 'click empty cell -> assign modal visible' },
  { key: 'assignMs', label: 'Confirm -> meeting shown in its cell' },
];
const table = metrics.map(({ key, label }) => ({ measure: label, ...stats(key) }));
console.log(
  `${BUYERS} buyers x ${SLOTS} slots, ${SELLERS} sellers, ${rows.length} meetings on the day; ${RUNS} runs (ms)`,
);
console.table(table.map((r) => ({ measure: r.measure, 'min ms': r.min, 'median ms': r.median, 'max ms': r.max })));

const out = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'schedule-grid.json'),
  `${JSON.stringify(
    {
      database: database.kind,
      buyers: BUYERS,
      slots: SLOTS,
      sellers: SELLERS,
      interpreters: INTERPRETERS,
      meetings: rows.length,
      runs: RUNS,
      viewport: '1440x900',
      results: Object.fromEntries(metrics.map(({ key }) => [key, stats(key)])),
      raw: runs,
    },
    null,
    2,
  )}\n`,
);
await browser.close();
await app.close();
await database.close();
