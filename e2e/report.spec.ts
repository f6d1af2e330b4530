// The organiser's report (docs/rules.md#report): on the demo exhibition an admin opens the report
// from the project page, sees the charts and the tables with the API's figures, in the light and the
// dark theme, downloads the PDF (in the language they use; a failed download is told in words), and
// a project without meetings shows empty states instead of empty axes. Axe finds nothing serious
// or critical in either theme or at phone width; the screens are photographed into /tmp/shots-report.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Report } from '../core/schemas/report.ts';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';

/** The demo exhibition under way, with meetings (server/db/demo-data.ts), and the draft one without. */
const DEMO_EXPO = 'Seoul Global B2B Expo';
const DRAFT_FAIR = 'Busan K-Lifestyle Export Fair';
const SHOTS = process.env.REPORT_SHOTS_DIR ?? '/tmp/shots-report';

async function openProject(page: Page, name: string) {
  await page.goto('/projects');
  await page.getByTestId('project-card').filter({ hasText: name }).locator('a[href^="/projects/"]').first().click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** From the project page to its report, every chart drawn. */
async function openReport(page: Page, name: string) {
  const projectId = await openProject(page, name);
  await page.getByTestId('open-report').click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/report$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 15_000 });
  const report = (await (await page.request.get(`/api/projects/${projectId}/report`)).json()) as Report;
  return { projectId, report };
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

for (const theme of ['light', 'dark'] as const) {
  test(`an admin opens the report from the project page and reads its charts and tables (${theme})`, async ({
    page,
  }) => {
    await presetLanguage(page, 'en');
    await presetTheme(page, theme);
    await loginAs(page, 'admin');
    const { report } = await openReport(page, DEMO_EXPO);
    await expect(page.getByText(DEMO_EXPO)).toBeVisible();

    // The tiles hold the API's totals.
    await expect(page.getByTestId('report-total-planned').locator('dd')).toHaveText(String(report.totals.planned));
    await expect(page.getByTestId('report-total-held').locator('dd')).toHaveText(String(report.totals.held));
    expect(report.totals.planned).toBeGreaterThan(0);

    // Meetings by day: a drawn chart named for screen readers, and a row a day in its table.
    const chart = page.getByTestId('report-meetings-chart');
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('aria-label', /^Stacked bar chart of meetings on \d+ days: /);
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const table = page.getByTestId('report-meetings-table').getByRole('table', { name: 'Meetings by day' });
    await expect(table.locator('tbody tr')).toHaveCount(report.meetings_by_day.length);
    await expect(table.getByRole('columnheader', { name: 'Held' })).toBeVisible();

    // Every table has a caption; every chart beside one is an image with a summary.
    const tables = page.locator('[data-testid="report"] table');
    const captions = page.locator('[data-testid="report"] table > caption');
    expect(await tables.count()).toBeGreaterThan(2);
    await expect(captions).toHaveCount(await tables.count());
    for (const figure of await page.locator('[data-testid="report"] [role="img"]').all()) {
      expect((await figure.getAttribute('aria-label'))?.length ?? 0).toBeGreaterThan(20);
    }

    // The demo's answers, deals and interpreters are drawn too, each chart saying what the API counted.
    for (const name of ['satisfaction', 'deals-country', 'deals-industry', 'interpreters']) {
      await expect(page.getByTestId(`report-${name}-chart`).locator('.recharts-bar-rectangle').first()).toBeVisible();
    }
    const [buyers, sellers] = report.satisfaction;
    expect(buyers.answers).toBeGreaterThan(0);
    await expect(page.getByTestId('report-satisfaction-chart')).toHaveAttribute(
      'aria-label',
      new RegExp(
        `Buyers [\\d.]+ on average from ${buyers.answers} answers; Sellers [\\d.]+ on average from ${sellers.answers} answers`,
      ),
    );

    // Bars are painted in the theme's colours (CSS variables), not left black.
    const fill = await chart
      .locator('.recharts-bar-rectangle path')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    expect(fill).not.toMatch(/^(none|rgb\(0, 0, 0\))$/);

    // Possible no-shows link to the meeting page where the organiser decides.
    if (report.possible_no_shows.length > 0) {
      await expect(page.getByTestId('report-decide-meeting').first()).toHaveAttribute(
        'href',
        `/meetings/${report.possible_no_shows[0].id}`,
      );
    } else {
      await expect(page.getByTestId('report-possible-no-shows-empty')).toBeVisible();
    }

    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/report-${theme}.png`, fullPage: true });
  });
}

test('the report at phone width: nothing overflows the page, axe finds nothing serious', async ({ page }) => {
  await presetLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await openReport(page, DEMO_EXPO);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  // Each section stays inside the screen; a wide table scrolls inside its own box.
  for (const section of await page.locator('[data-testid="report"] section[aria-labelledby]').all()) {
    const box = await section.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  // The tables fit too: none needs its sideways scroll at this width.
  const scrolling = await page
    .locator('[data-testid="report"] section:has(> table)')
    .evaluateAll((boxes) =>
      boxes.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.querySelector('caption')?.textContent),
    );
  expect(scrolling).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/report-phone.png`, fullPage: true });
  // The long page in screen-high parts too, to look at closely.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 1200, part++) {
    await page.screenshot({
      path: `${SHOTS}/report-phone-${part}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 390, height: Math.min(1200, height - y) },
    });
  }
});

test('the PDF downloads in the language the admin uses, and a failure is told', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const { report } = await openReport(page, DEMO_EXPO);

  const [request, download] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/report/pdf')),
    page.waitForEvent('download'),
    page.getByTestId('report-download-pdf').click(),
  ]);
  expect(new URL(request.url()).searchParams.get('lang')).toBe('en');
  expect(download.suggestedFilename()).toBe(`${report.project.name} Event report.pdf`);
  const bytes = fs.readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('report-download-pdf')).toHaveText('Download PDF');

  // The server fails once: the button comes back and the message says what happened.
  await page.route('**/report/pdf?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'boom' } }),
    }),
  );
  await page.getByTestId('report-download-pdf').click();
  await expect(page.getByTestId('report-pdf-error')).toContainText('The PDF could not be downloaded.');
  await expect(page.getByTestId('report-download-pdf')).toBeEnabled();
});

test('a Korean admin gets the PDF in Korean, the button saying it is preparing meanwhile', async ({ page }) => {
  await presetLanguage(page, 'ko');
  await loginAs(page, 'admin');
  const projectId = await openProject(page, DEMO_EXPO);
  const { project } = (await (await page.request.get(`/api/projects/${projectId}/report`)).json()) as Report;
  await page.goto(`/projects/${projectId}/report`);
  await expect(page.getByRole('heading', { level: 1, name: '보고서' })).toBeVisible();
  // Held back a moment, so the preparing state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/report/pdf?*', async (route) => {
    await held;
    await route.continue();
  });
  const button = page.getByTestId('report-download-pdf');
  const downloaded = page.waitForEvent('download');
  const asked = page.waitForRequest((r) => r.url().includes('/report/pdf'));
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('PDF를 준비하는 중...');
  release();
  expect(new URL((await asked).url()).searchParams.get('lang')).toBe('ko');
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${project.name} 행사 결과 보고서.pdf`);
  expect(
    fs
      .readFileSync((await download.path()) ?? '')
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
  await expect(button).toHaveText('PDF 다운로드');
});

test('a project without meetings shows empty states, not empty charts', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const { report } = await openReport(page, DRAFT_FAIR);
  expect(report.totals.planned + report.totals.cancelled).toBe(0);
  await expect(page.getByRole('heading', { name: 'No meetings yet' })).toBeVisible();
  await expect(page.getByTestId('report-meetings-chart')).toHaveCount(0);
  await expect(page.getByTestId('report-satisfaction-empty')).toHaveText('No feedback yet.');
  // No chart at all: interpreters registered for the fair are listed in their table, at 0 %.
  await expect(page.locator('[data-testid="report"] [role="img"]')).toHaveCount(0);
  await expect(page.getByTestId('report-interpreters-empty')).toHaveText('No meeting has an interpreter yet.');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/report-empty.png`, fullPage: true });
});

test('anyone but an admin is refused the report', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'buyer');
  const projectId = await openProject(page, DEMO_EXPO);
  await expect(page.getByTestId('open-report')).toHaveCount(0);
  await page.goto(`/projects/${projectId}/report`);
  await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
});
