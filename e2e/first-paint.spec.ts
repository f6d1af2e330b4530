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

test("a signed-in page's first requests start with the page and are asked once, with no console warning", async ({
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
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${agendaUrl}">`);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/AgendaScreen-[^"]+\.js">/);
  await expect(page.getByTestId('agenda-meeting').first()).toBeVisible();
  await page.waitForTimeout(500);
  // Each asked once: the app's own request took the answer the page had asked for.
  for (const url of ['/api/auth/session', `/api/projects/${projectId}`, agendaUrl])
    expect(
      asked.filter((u) => u === url),
      url,
    ).toHaveLength(1);
  expect(warnings).toEqual([]);
});
