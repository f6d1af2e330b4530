// Organiser's exports journey: on the demo project an admin prepares the meetings as Excel from
// the Exports card and downloads the file once its job is done (e2e/prepared-files.ts); the file opens (read here by SheetJS, not the server's exceljs) and holds the
// demo's meetings. A Korean admin gets a CSV with Korean headings. Then the card is photographed
// in light, dark and at phone width, and checked with axe in both themes.
import { expect, type Page, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import type { Meeting } from '../core/schemas/meeting.ts';
import { blockingViolations } from './axe.ts';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';
import { downloadPrepared } from './prepared-files.ts';

/** The demo exhibition under way, the one with meetings (server/db/demo-data.ts). */
const DEMO_EXPO = 'Seoul Global B2B Expo';

/** Opens the demo exhibition from the project list and answers its id. */
async function openDemoExpo(page: Page) {
  await page.goto('/projects');
  const card = page.getByTestId('project-card').filter({ hasText: DEMO_EXPO });
  await card.locator('a[href^="/projects/"]').first().click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('an admin exports the meetings to Excel from the project screen and the file holds them', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const projectId = await openDemoExpo(page);

  const card = page.getByTestId('project-exports');
  await expect(card.getByRole('heading', { name: 'Exports' })).toBeVisible();
  for (const name of ['Meetings', 'Meeting requests', 'Transactions', 'Contracts']) {
    await expect(card.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('project-export-format-xlsx')).toHaveAttribute('aria-pressed', 'true');

  const file = await downloadPrepared(page, 'project-export-meetings');
  expect(file.name).toMatch(/-meetings-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(file.bytes, { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Meetings']);
  const [header, ...rows] = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Meetings, { header: 1, defval: '' });
  expect(header.slice(0, 5)).toEqual(['Date', 'Start', 'End', 'Status', 'Buyer']);

  // The same meetings the API lists for the project: day, start, buyer and seller of each.
  const listed = (await (await page.request.get(`/api/meetings?project=${projectId}`)).json()) as Meeting[];
  expect(listed.length).toBeGreaterThan(0);
  const col = (title: string) => header.indexOf(title);
  const inFile = rows.map((r) => [r[col('Date')], r[col('Start')], r[col('Buyer')], r[col('Seller')]].join(' | '));
  const inApp = listed.map((m) => [m.meeting_date, m.start_time, m.buyer.full_name, m.seller.full_name].join(' | '));
  expect(inFile.sort()).toEqual(inApp.sort());
});

test('a Korean admin gets a CSV headed in Korean', async ({ page }) => {
  await presetLanguage(page, 'ko');
  await loginAs(page, 'admin');
  await openDemoExpo(page);
  await page.getByTestId('project-export-format-csv').click();
  await expect(page.getByTestId('project-export-format-csv')).toHaveAttribute('aria-pressed', 'true');
  const file = await downloadPrepared(page, 'project-export-meeting-requests');
  expect(file.name).toMatch(/-meeting-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = file.bytes.toString('utf8');
  expect(text.startsWith('\uFEFF요청자,요청자 회사,요청자 역할,받는 사람')).toBe(true);
});

for (const view of [
  { name: 'light', theme: 'light', width: 1280 },
  { name: 'dark', theme: 'dark', width: 1280 },
  { name: 'phone', theme: 'light', width: 390 },
] as const) {
  test(`the Exports card, ${view.name}: fits its width, passes axe, photographed`, async ({ page }, testInfo) => {
    await presetLanguage(page, 'en');
    await presetTheme(page, view.theme);
    await page.setViewportSize({ width: view.width, height: 900 });
    await loginAs(page, 'admin');
    await openDemoExpo(page);
    const card = page.getByTestId('project-exports');
    await card.scrollIntoViewIfNeeded();
    // Nothing sticks out of the card or the page, and every download stays whole and reachable.
    const overflow = await card.evaluate((el) => ({
      card: el.scrollWidth - el.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(overflow).toEqual({ card: 0, page: 0 });
    const cardBox = await card.boundingBox();
    for (const dataset of ['meetings', 'meeting-requests', 'transactions', 'contracts']) {
      const box = await page.getByTestId(`project-export-${dataset}`).boundingBox();
      expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
    }
    expect(await blockingViolations(page, '[data-testid="project-exports"]')).toEqual([]);
    await card.screenshot({ path: testInfo.outputPath(`exports-card-${view.name}.png`) });
  });
}
