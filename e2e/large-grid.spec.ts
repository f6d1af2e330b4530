// The organiser's grid and participant list on a generated project of 3,000 people (1,500 buyers,
// 1,450 sellers, 50 interpreters, 16 slots, 11,600 meetings on the day), on a server of its own
// (e2e/large-project-server.ts): the grid shows its first rows, scrolling far down shows later
// buyers, the assign modal of a far row knows the sellers busy with buyers whose rows were never
// loaded, the server's search finds a buyer far down, and however far one scrolls only a
// screen's worth of rows exists in the page (docs/decisions/042-windowed-grid.md).
import { expect, type Page, test } from '@playwright/test';
import { presetLanguage } from './fixtures.ts';
import { LARGE_ADMIN, startLargeProjectServer } from './large-project-server.ts';

const BUYERS = 1500;
const ROW_H = 64;
/** Rows of the grid (loaded or loading) in the page at once: a screen and the overscan, not thousands. */
const MAX_ROWS = 40;
/** Participant lines in the page at once. */
const MAX_PARTICIPANTS = 60;

let server: Awaited<ReturnType<typeof startLargeProjectServer>>;

// A page of thousands of rows on a busy 2-core machine can take more than the default 30 s a test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLargeProjectServer(
    {
      buyers: BUYERS,
      sellers: 1450,
      interpreters: 50,
      slots: 16,
      slotMinutes: 30,
    },
    { rebuild: false },
  );
});
test.afterAll(async () => server?.close());

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
  const res = await page.request.post(`${server.base}/api/auth/sign-in`, { data: LARGE_ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
});

const grid = (page: Page) => page.getByTestId('schedule-grid');
const buyerName = (page: Page, name: string) => page.getByTestId('schedule-buyer').filter({ hasText: name });
/** The grid's rows in the page, loaded or still loading. */
const renderedRows = (page: Page) =>
  page.locator('[data-testid="schedule-row"], [data-testid="schedule-row-pending"]').count();
const scrollGridTo = (page: Page, row: number) =>
  grid(page).evaluate((el, top) => {
    el.scrollTop = top;
  }, row * ROW_H);

async function openGrid(page: Page) {
  await page.goto(`${server.base}/meetings?view=schedule&project=${server.project.id}&date=${server.date}`);
  // A slow machine running other journeys beside this one may need more than the default 5 s.
  await expect(buyerName(page, 'Buyer 0000')).toBeVisible({ timeout: 20_000 });
}

test('the grid shows its first rows, and only about a screen of them', async ({ page }) => {
  await openGrid(page);
  await expect(grid(page).getByRole('table')).toHaveAttribute('aria-rowcount', String(BUYERS + 1));
  expect(await renderedRows(page)).toBeLessThanOrEqual(MAX_ROWS);
  await expect(buyerName(page, 'Buyer 0100')).toHaveCount(0);
});

test('scrolling far down shows later buyers, still a screen of rows at a time', async ({ page }) => {
  await openGrid(page);
  await scrollGridTo(page, 1200);
  await expect(buyerName(page, 'Buyer 1200')).toBeVisible({ timeout: 10_000 });
  expect(await renderedRows(page)).toBeLessThanOrEqual(MAX_ROWS);
  await expect(buyerName(page, 'Buyer 0000')).toHaveCount(0);
  await scrollGridTo(page, BUYERS);
  await expect(buyerName(page, `Buyer ${BUYERS - 1}`)).toBeVisible({ timeout: 10_000 });
  expect(await renderedRows(page)).toBeLessThanOrEqual(MAX_ROWS);
});

test("a far row's assign modal knows the sellers busy with buyers never loaded, and assigns", async ({ page }) => {
  await openGrid(page);
  await scrollGridTo(page, 1200);
  // Buyer 1201 meets in the odd slots; slot 2 is free. Seller 0602 meets Buyer 0600 then, whose rows never loaded.
  const row = page.getByTestId('schedule-row').filter({ has: buyerName(page, 'Buyer 1201') });
  const cell = row.getByTestId('schedule-cell').nth(1);
  await expect(cell).toHaveAttribute('data-state', 'empty');
  await cell.click();
  const modal = page.getByTestId('assign-modal');
  await expect(modal).toBeVisible();
  const search = modal.getByRole('searchbox');
  await search.fill('Seller 0602');
  await expect(modal.getByTestId('choice-seller')).toHaveAttribute('data-disabled', 'true');
  await search.fill('Seller 0603');
  await modal.getByTestId('choice-seller').click();
  await page.getByTestId('assign-confirm').click();
  await expect(modal).toBeHidden();
  await expect(cell).toHaveAttribute('data-state', 'meeting');
  await expect(cell).toContainText('Seller 0603');
});

test('the search finds a buyer far down on the server', async ({ page }) => {
  await openGrid(page);
  await page.getByTestId('schedule-search').fill('import co. 1377');
  await expect(grid(page).getByRole('table')).toHaveAttribute('aria-rowcount', '2');
  await expect(buyerName(page, 'Buyer 1377')).toBeVisible();
  expect(await renderedRows(page)).toBe(1);
});

test("the project's participant list renders only the lines in view, and searches on the server", async ({ page }) => {
  await page.goto(`${server.base}/projects/${server.project.id}`);
  await page.getByTestId('toggle-participants').click();
  const lines = page.getByTestId('participant');
  await expect(lines.first()).toBeVisible();
  expect(await lines.count()).toBeLessThanOrEqual(MAX_PARTICIPANTS);
  await page.getByTestId('participant-rows').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(lines.first()).toBeVisible();
  expect(await lines.count()).toBeLessThanOrEqual(MAX_PARTICIPANTS);
  await page.getByTestId('participant-search').fill('Buyer 1377');
  await expect(lines.filter({ hasText: 'Buyer 1377' })).toBeVisible();
  await expect(lines).toHaveCount(1);
});
