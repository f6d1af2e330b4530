// The installable app and offline reading (docs/decisions/031-installable-app-and-offline.md): the
// manifest and icons, the service worker controlling the page, and, after one online visit of the
// dashboard only, the demo buyer's agenda (every day), meetings list, a meeting page never opened
// before, the badge with its QR code and the profile opening with no network under the banner
// "Offline, as of ...". Signing out forgets the kept answers. A new build waits for "Reload".
// OFFLINE_SHOTS=<dir> keeps screenshots at 390 px, light and dark.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { loginAs, presetLanguage } from './fixtures.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const EXPO = 'Seoul Global B2B Expo';
const CACHE = 'api-answers-v1';
const shots = process.env.OFFLINE_SHOTS;

type Meeting = { id: string; project: { id: string }; seller: { full_name: string }; status: string };

async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** The paths of the API answers the service worker keeps. */
const keptPaths = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, CACHE);

const controlledBy = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('the manifest names the app, starts at the dashboard and has real icons, one maskable', async ({ page }) => {
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'B2B Platform',
    short_name: 'B2B',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  for (const icon of icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    const bytes = await png.body();
    // A PNG of the size it claims: width and height sit at bytes 16 and 20 of the IHDR chunk.
    const [w, h] = icon.sizes.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([w, h]);
  }
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('after one online visit of the dashboard, the agenda, meetings, badge and profile open offline', async ({
  page,
  context,
}) => {
  await loginAs(page, 'buyer');
  // The worker takes the page on its first install and fetches the buyer's reading set ahead.
  await expect.poll(() => controlledBy(page)).toMatch(/\/sw\.js$/);
  const { user } = await (await page.request.get('/api/auth/session')).json();
  const projects: { id: string; name: string }[] = await (await page.request.get('/api/projects')).json();
  const expo = projects.find((p) => p.name.startsWith(EXPO));
  if (!expo) throw new Error(`${EXPO} missing: ${JSON.stringify(projects).slice(0, 300)}`);
  const meetings: Meeting[] = await (await page.request.get('/api/meetings')).json();
  const mine = meetings.filter((m) => m.project.id === expo.id && m.status !== 'cancelled');
  expect(mine.length).toBeGreaterThan(2);
  // Other journeys of the run may have given the buyer meetings too: the agenda shows what the server has.
  const agenda: { days: { meetings: unknown[] }[] } = await (
    await page.request.get(`/api/projects/${expo.id}/agenda`)
  ).json();
  const agendaMeetings = agenda.days.reduce((n, day) => n + day.meetings.length, 0);
  await expect
    .poll(() => keptPaths(page), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        '/api/auth/session',
        `/api/projects/${expo.id}/agenda`,
        '/api/meetings',
        ...meetings.map((m) => `/api/meetings/${m.id}`),
      ]),
    );

  await context.setOffline(true);
  // The network drops while the app is open: moving inside it still shows the kept answers.
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/meetings/${mine[0].id}`);
  await expect(page.getByText(mine[0].seller.full_name).first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // The agenda, never opened online: every day, every live meeting, the banner with the time.
  await page.goto(`/projects/${expo.id}/agenda`);
  await expect(page.getByRole('heading', { level: 1, name: 'Emily Carter' })).toBeVisible();
  await expect(page.getByTestId('agenda-day')).toHaveCount(agenda.days.length);
  await expect(page.getByTestId('agenda-meeting')).toHaveCount(agendaMeetings);
  await expect(page.getByTestId('agenda-qr')).toHaveCount(agendaMeetings);
  await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline, as of \d\d:\d\d/);
  // A reload with no network comes back the same.
  await page.reload();
  await expect(page.getByTestId('agenda-meeting')).toHaveCount(agendaMeetings);
  await shoot(page, 'agenda-light');

  // The meetings list, and a meeting page opened for the first time: counterpart, company, time, place.
  await page.goto('/meetings');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  for (const m of mine) await expect(page.getByText(m.seller.full_name).first()).toBeVisible();
  const never = mine[mine.length - 1];
  await page.goto(`/meetings/${never.id}`);
  await expect(page.getByText(never.seller.full_name).first()).toBeVisible();
  await expect(page.getByTestId('meeting-place')).not.toBeEmpty();
  // Messages are not kept: the thread says it needs the network instead of spinning.
  await expect(page.getByTestId('thread-offline')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/\d\d:\d\d – \d\d:\d\d/)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await shoot(page, 'meeting-light');

  // The badge: name, company, role band, and the QR code of the agenda link the printed badge carries.
  await page.goto(`/projects/${expo.id}/badge`);
  const badge = page.getByTestId('badge');
  await expect(page.getByTestId('badge-name')).toHaveText('Emily Carter');
  await expect(page.getByTestId('badge-role')).toHaveText('Buyer');
  await expect(badge).toContainText(EXPO);
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('badge-qr')).toHaveAttribute(
    'data-value',
    `${origin}/projects/${expo.id}/agenda?user=${user.id}`,
  );
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Readable at the door on a small phone: the code fills most of the width, nothing scrolls sideways.
  const qrBox = await page.getByTestId('badge-qr').boundingBox();
  expect(qrBox?.width ?? 0).toBeGreaterThanOrEqual(260);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'badge-light');
  // At 360 px the badge still fits, and its one button keeps a 44 px target; at 1280 px it stays a card.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await page.getByTestId('badge-agenda').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await shoot(page, 'badge-360-light');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'badge-1280-light');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main').getByText('Emily Carter').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // Dark, still offline.
  await page.evaluate(() =>
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'dark' }, version: 0 })),
  );
  for (const [url, name] of [
    [`/projects/${expo.id}/agenda`, 'agenda-dark'],
    [`/meetings/${never.id}`, 'meeting-dark'],
    [`/projects/${expo.id}/badge`, 'badge-dark'],
  ]) {
    await page.goto(url);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(
      page.getByTestId('agenda').or(page.getByTestId('badge')).or(page.getByTestId('meeting-place')),
    ).toBeVisible();
    expect(await seriousViolations(page, { include: '#main' }), name).toEqual([]);
    await shoot(page, name);
  }

  // Back online, the answers are fresh again and the banner goes.
  await context.setOffline(false);
  await page.goto(`/projects/${expo.id}/badge`);
  await expect(page.getByTestId('badge-name')).toHaveText('Emily Carter');
  await expect(page.getByTestId('offline-banner')).toBeHidden();

  // Signing out forgets the kept answers: the next person on this phone reads none of them.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptPaths(page)).toEqual([]);
});

test('a new build waits until the person chooses Reload', async ({ page }) => {
  await loginAs(page, 'buyer');
  await expect.poll(() => controlledBy(page)).toMatch(/\/sw\.js$/);
  const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);
  // A new build: the served worker differs by a byte (and so do its .br/.gz siblings, which the
  // server sends instead when the build wrote them); the browser finds it on its next check.
  const file = path.resolve(import.meta.dirname, '../dist/web/sw.js');
  const files = [file, `${file}.br`, `${file}.gz`];
  const originals = files.map((f) => (fs.existsSync(f) ? fs.readFileSync(f) : null));
  try {
    const changed = Buffer.concat([fs.readFileSync(file), Buffer.from(`\n// build ${Date.now()}\n`)]);
    fs.writeFileSync(file, changed);
    if (originals[1]) fs.writeFileSync(files[1], brotliCompressSync(changed));
    if (originals[2]) fs.writeFileSync(files[2], gzipSync(changed));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version is ready.');
    // Until then the old worker keeps the page.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toBeHidden();
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
  } finally {
    files.forEach((f, i) => {
      const bytes = originals[i];
      if (bytes) fs.writeFileSync(f, bytes);
    });
  }
});
