// The availability journey (docs/rules.md#availability): a seller marks an afternoon away on "My
// availability"; the admin's assign modal then shows that seller as not available in an afternoon
// slot; the admin opens a buyer's availability from the project page and marks a slot for them,
// which the grid then shows in the buyer's row.
import { expect, test } from '@playwright/test';
import { loginAs, presetLanguage, scheduleCell } from './fixtures.ts';

// Far ahead of every demo meeting and of the other journeys' projects (a seller is busy across projects).
const DAY = new Date(Date.now() + 450 * 86_400_000).toISOString().slice(0, 10);
const PROJECT = `Availability Expo ${Date.now()}`;
// Demo people (server/db/demo-people.ts).
const BUYER = 'Emily Carter';
const SELLER = 'Kim Ji-eun';
const OTHER_SELLER = 'Park Min-su';

let projectId = '';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('the admin makes a one-day project with a buyer and two sellers', async ({ page }) => {
  await loginAs(page, 'admin');
  const made = await page.request.post('/api/projects', { data: { name: PROJECT, start_date: DAY, end_date: DAY } });
  expect(made.ok(), await made.text()).toBe(true);
  projectId = (await made.json()).id;
  const idOf = async (role: string, name: string) => {
    const list = await (await page.request.get(`/api/projects/${projectId}/candidates?role=${role}`)).json();
    return list.find((c: { full_name: string }) => c.full_name === name).user_id as string;
  };
  const add = [
    { user_id: await idOf('buyer', BUYER), role: 'buyer' },
    { user_id: await idOf('seller', SELLER), role: 'seller' },
    { user_id: await idOf('seller', OTHER_SELLER), role: 'seller' },
  ];
  const saved = await page.request.put(`/api/projects/${projectId}/participants`, { data: { add } });
  expect(saved.ok(), await saved.text()).toBe(true);
});

test('the seller marks the afternoon away on My availability', async ({ page }) => {
  await loginAs(page, 'seller');
  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'My availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();
  await page.getByTestId('availability-project').selectOption(projectId);
  const today = page.locator(`[data-testid="availability-day"][data-date="${DAY}"]`);
  await expect(today).toBeVisible();
  const slots = today.getByRole('button', { pressed: true });
  await expect(slots).toHaveCount(0);
  await today.getByRole('button', { name: 'Away this afternoon' }).click();
  // 10 slots from 09:00: 12:00 to 19:00 is the afternoon.
  await expect(slots).toHaveCount(7);
  await expect(today.getByRole('button', { name: /^12:00–13:00/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(today.getByRole('button', { name: /^11:00–12:00/ })).toHaveAttribute('aria-pressed', 'false');
  // One slot back, with the keyboard.
  await today.getByRole('button', { name: /^18:00–19:00/ }).focus();
  await page.keyboard.press('Space');
  await expect(slots).toHaveCount(6);
});

test("the admin's assign modal shows the seller as not available in the afternoon", async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto(`/meetings?project=${projectId}&view=schedule`);
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  // Slot 5 is 13:00-14:00.
  await scheduleCell(page, BUYER, 5).click();
  const assign = page.getByTestId('assign-modal');
  await expect(assign).toBeVisible();
  const away = assign.getByTestId('choice-seller').filter({ hasText: SELLER });
  await expect(away).toContainText('Not available');
  await expect(away.getByRole('radio')).toBeDisabled();
  await expect(assign.getByTestId('choice-seller').filter({ hasText: OTHER_SELLER }).getByRole('radio')).toBeEnabled();
  await page.keyboard.press('Escape');
  // In the morning the seller can meet.
  await scheduleCell(page, BUYER, 1).click();
  await expect(assign.getByTestId('choice-seller').filter({ hasText: SELLER }).getByRole('radio')).toBeEnabled();
});

test("the admin marks a slot for the buyer from the project page; the grid shows it in the buyer's row", async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto(`/projects/${projectId}`);
  await page.getByTestId('toggle-participants').click();
  await page.getByRole('link', { name: `Availability of ${BUYER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Availability: ${BUYER}` })).toBeVisible();
  const today = page.locator(`[data-testid="availability-day"][data-date="${DAY}"]`);
  const slot = today.getByRole('button', { name: /^10:00–11:00/ });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/meetings?project=${projectId}&view=schedule`);
  await expect(scheduleCell(page, BUYER, 2)).toHaveAttribute('data-state', 'unavailable');
  await expect(scheduleCell(page, BUYER, 2)).toContainText('Not available');
  await scheduleCell(page, BUYER, 2).click();
  await expect(page.getByTestId('assign-buyer-away')).toContainText('The buyer marked this slot away');
  await expect(page.getByTestId('assign-confirm')).toBeDisabled();
});
