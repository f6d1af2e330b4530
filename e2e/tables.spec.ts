// The tables journey (docs/rules.md#tables): the admin creates a project's tables in bulk, gives a
// seller a fixed table, assigns a meeting on the grid and sees its table there and on the meeting
// page; the buyer's agenda names the table.
import { expect, test } from '@playwright/test';
import { loginAs, presetLanguage, scheduleCell } from './fixtures.ts';

// Far enough ahead that no demo meeting shares these days (a seller is busy across projects).
const start = new Date(Date.now() + 430 * 86_400_000).toISOString().slice(0, 10);
const end = new Date(Date.now() + 431 * 86_400_000).toISOString().slice(0, 10);
const PROJECT = `Tables Expo ${Date.now()}`;
const BUYER = 'Emily Carter';
const SELLER = 'Kim Ji-eun';
const OTHER_SELLER = 'Park Min-su';

let projectId = '';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('the admin creates tables in bulk and gives a seller a fixed table', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/projects');
  await page.getByTestId('new-project').click();
  const form = page.getByRole('dialog', { name: 'New Project' });
  await form.getByLabel('Project name').fill(PROJECT);
  await form.getByLabel('Start date').fill(start);
  await form.getByLabel('End date').fill(end);
  await form.getByLabel('Location').fill('Hall T');
  await form.getByTestId('save-project').click();
  await expect(form).toBeHidden();
  await page
    .getByTestId('project-card')
    .filter({ hasText: PROJECT })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  projectId = page.url().split('/').pop() ?? '';

  await page.getByTestId('add-participants').click();
  const modal = page.getByRole('dialog', { name: 'Add Participants' });
  const pick = async (tab: string, names: string[]) => {
    await modal.getByRole('tab', { name: tab }).click();
    for (const name of names) {
      await modal.getByRole('searchbox').fill(name);
      await modal.getByTestId('candidate').filter({ hasText: name }).getByRole('checkbox').check();
    }
  };
  await pick('Buyers', [BUYER]);
  await pick('Sellers', [SELLER, OTHER_SELLER]);
  await modal.getByTestId('save-participants').click();
  await expect(modal).toBeHidden();

  // Five tables T-1 … T-5 at once; the same batch again is refused with a translated reason.
  const card = page.getByTestId('tables-card');
  await expect(card).toContainText('No tables yet');
  for (const attempt of [1, 2]) {
    await card.getByTestId('open-create-tables').click();
    const bulk = page.getByRole('dialog', { name: 'Create tables' });
    await bulk.getByTestId('tables-count').fill('5');
    await bulk.getByTestId('tables-prefix').fill('T-');
    await expect(bulk).toContainText('Names: T-1 … T-5');
    await bulk.getByTestId('create-tables').click();
    if (attempt === 1) {
      await expect(bulk).toBeHidden();
    } else {
      await expect(bulk.getByRole('alert')).toHaveText('The project already has a table of that name.');
      await bulk.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  await expect(card.getByTestId('table-row')).toHaveCount(5);
  await expect(card.getByTestId('table-name')).toHaveText(['T-1', 'T-2', 'T-3', 'T-4', 'T-5']);
  await card.getByRole('button', { name: 'Move table T-1 down' }).click();
  await expect(card.getByTestId('table-name')).toHaveText(['T-2', 'T-1', 'T-3', 'T-4', 'T-5']);

  // The seller's fixed table, chosen on the participant list, shows on the table's row.
  // Saving participants left their list open.
  await expect(page.getByTestId('toggle-participants')).toHaveAttribute('aria-expanded', 'true');
  const sellerRow = page.getByTestId('participant').filter({ hasText: SELLER });
  await sellerRow.getByTestId('seller-table').selectOption({ label: 'T-2' });
  await expect(card.getByTestId('table-row').filter({ hasText: 'T-2' })).toContainText('Fixed to');
  await expect(sellerRow.getByTestId('seller-table')).toHaveValue(/[0-9a-f-]{36}/);
});

test('the admin assigns a meeting on the grid: the seller meets at their fixed table', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto(`/meetings?project=${projectId}&view=schedule`);
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await scheduleCell(page, BUYER, 1).click();
  const assign = page.getByTestId('assign-modal');
  await expect(assign).toBeVisible();
  await expect(assign.getByTestId('assign-table')).toContainText('Automatic: T-1');
  await assign.getByTestId('choice-seller').filter({ hasText: SELLER }).click();
  await expect(assign.getByTestId('assign-table').locator('option').first()).toHaveText('Automatic: T-2');
  await page.getByTestId('assign-confirm').click();
  await expect(assign).toBeHidden();
  await expect(scheduleCell(page, BUYER, 1)).toHaveAttribute('data-state', 'meeting');
  await expect(scheduleCell(page, BUYER, 1).getByTestId('cell-table')).toHaveText('T-2');

  await scheduleCell(page, BUYER, 1).click();
  await page.getByRole('link', { name: 'Open meeting' }).click();
  await expect(page.getByTestId('meeting-place')).toHaveText('T-2, Hall T');
});

test("the buyer's agenda names the table", async ({ page }) => {
  await loginAs(page, 'buyer');
  await page.goto(`/projects/${projectId}/agenda`);
  const meeting = page.getByTestId('agenda-meeting');
  await expect(meeting).toHaveCount(1);
  await expect(meeting).toContainText('T-2, Hall T');
});
