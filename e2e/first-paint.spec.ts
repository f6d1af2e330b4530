// The first paint before the JavaScript (docs/decisions/036-first-paint-and-lighthouse.md): the page
// draws the signed-in frame's shell in the saved theme, else the system's, with no script of the
// app; the app then keeps that theme, and the inline theme script passes the content security policy.
import { expect, test } from '@playwright/test';
import { loginAs, presetTheme } from './fixtures.ts';

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the shell is drawn dark before any script of the app runs, and the app stays dark', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/meetings');
    const shell = page.locator('#root > [role="status"][aria-busy="true"]');
    await expect(shell).toBeVisible();
    await expect(shell.locator('svg')).toBeVisible(); // the menu icon: a contentful first paint
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.unrouteAll();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await loginAs(page, 'buyer');
    await page.goto('/meetings');
    await expect(page.getByTestId('meeting-card').first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(violations).toEqual([]);
  });

  test('a theme chosen on the device wins over the system', async ({ page }) => {
    await presetTheme(page, 'light');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page.locator('#root > [role="status"]')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test("a participant's agenda is drawn in the page itself, before any script of the app runs", async ({ page }) => {
  await loginAs(page, 'buyer');
  const meetings = (await (await page.request.get('/api/meetings')).json()) as { seller: { full_name: string } }[];
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/meetings');
  // Each meeting's seller, in the page's copy of the screen (which carries no test ids: they are the live app's).
  const drawn = page.locator('#root [inert]');
  await expect(drawn).toBeVisible();
  for (const m of meetings) await expect(drawn.getByText(m.seller.full_name, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('meeting-card')).toHaveCount(0);

  // With its scripts the app draws the same screen over it, live: the copy is gone, the cards work.
  await page.unrouteAll();
  await page.goto('/meetings');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.getByTestId('meeting-card')).toHaveCount(meetings.length);
});

test("a signed-in page's first requests start with the page and are asked again once the live stream listens, with no console warning", async ({
  page,
}) => {
  await loginAs(page, 'buyer');
  // A project the buyer has meetings in (other journeys of the run add projects of their own).
  const meetings = (await (await page.request.get('/api/meetings')).json()) as { project: { id: string } }[];
  const projectId = meetings[0].project.id;
  const agendaUrl = `/api/projects/${projectId}/agenda`;
  const asked: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  // Chromium warns when a preloaded answer goes unused, or when the app's request did not match it.
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(m.text());
  });
  const response = await page.goto(`/projects/${projectId}/agenda`);
  const html = (await response?.text()) ?? '';
  // The screen is drawn in the page with the answers it used (docs/decisions/051-first-screen-on-the-server.md),
  // so the page asks for no data ahead; its scripts it still names.
  expect(html).toMatch(/<div class="contents" inert>.*Emily Carter/s);
  expect(html).not.toContain('<link rel="preload" as="fetch"');
  // Named at low priority: behind a drawn screen the scripts only bring it to life.
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/AgendaScreen-[^"]+\.js">/,
  );
  await expect(page.getByTestId('agenda-meeting').first()).toBeVisible();
  // The page's answers are fresh while the app starts; once the live stream listens, the screen
  // reads them once more, so a change made since the page was drawn is not missed
  // (docs/decisions/052-starting-in-short-tasks.md). The session, fresh by its own rule, not at all.
  await expect.poll(() => asked.filter((u) => u === agendaUrl).length).toBe(1);
  await page.waitForTimeout(500);
  for (const url of [`/api/projects/${projectId}`, agendaUrl]) {
    expect(
      asked.filter((u) => u === url),
      url,
    ).toHaveLength(1);
    expect(asked.indexOf(url), url).toBeGreaterThan(asked.indexOf('/api/notifications/stream'));
  }
  expect(asked.filter((u) => u === '/api/auth/session')).toHaveLength(0);
  expect(warnings).toEqual([]);
});
