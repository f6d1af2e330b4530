// The events journey: the admin creates a project, adds its people and schedules a meeting
// in the grid; conflicts and blocked slots show there; the buyer sees the meeting, the seller
// confirms it, the interpreter checks in, and the admin marks it complete.
import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, loginAs, presetLanguage, scheduleCell, scheduleRow } from './fixtures.ts';

// Far enough ahead that no demo meeting shares these days (a seller is busy across projects).
const start = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
const end = new Date(Date.now() + 401 * 86_400_000).toISOString().slice(0, 10);
const PROJECT = `Journey Expo ${Date.now()}`;

// Demo people (server/db/demo-people.ts): the demo buyer, seller and interpreter, plus one more
// buyer and seller.
const BUYER = 'Emily Carter';
const OTHER_BUYER = 'Lukas Schneider';
const SELLER = 'Kim Ji-eun';
const OTHER_SELLER = 'Park Min-su';
const INTERPRETER = 'Jenny Oh';

let projectId = '';
let meetingId = '';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

/** The grid row of a buyer, and its cell in slot `n` (from 1). */
/** The journey's meeting in the user's list. */
async function openList(page: Page, role: DemoRole) {
  await loginAs(page, role);
  await page.goto(`/meetings?project=${projectId}`);
  await expect(page.getByTestId('meetings-project-chip')).toContainText(PROJECT);
  const cards = page.getByTestId('meeting-card');
  await expect(cards).toHaveCount(1);
  return cards.first();
}

test('the admin creates a project and adds a buyer, two sellers and an interpreter', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/projects');
  await page.getByTestId('new-project').click();
  const form = page.getByRole('dialog', { name: 'New Project' });
  await form.getByLabel('Project name').fill(PROJECT);
  await form.getByLabel('Start date').fill(start);
  await form.getByLabel('End date').fill(end);
  await form.getByLabel('Location').fill('Hall J');
  await form.getByLabel('Reminder before each meeting (minutes)').fill('30');
  await form.getByLabel('Travel margin (minutes)').fill('90');
  await form.getByTestId('save-project').click();
  await expect(form).toBeHidden();

  const card = page.getByTestId('project-card').filter({ hasText: PROJECT });
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  projectId = page.url().split('/').pop() ?? '';
  expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
  const saved = await (await page.request.get(`/api/projects/${projectId}`)).json();
  expect([saved.reminder_minutes, saved.travel_margin_minutes]).toEqual([30, 90]);

  await page.getByTestId('add-participants').click();
  const modal = page.getByRole('dialog', { name: 'Add Participants' });
  const pick = async (tab: string, names: string[]) => {
    await modal.getByRole('tab', { name: tab }).click();
    for (const name of names) {
      await modal.getByRole('searchbox').fill(name);
      await modal.getByTestId('candidate').filter({ hasText: name }).getByRole('checkbox').check();
    }
  };
  await pick('Buyers', [BUYER, OTHER_BUYER]);
  await pick('Sellers', [SELLER, OTHER_SELLER]);
  await pick('Interpreters', [INTERPRETER]);
  await expect(modal.getByTestId('selection-counts')).toContainText('New: 5');
  await modal.getByTestId('save-participants').click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Participants saved: 5 added, 0 removed.')).toBeVisible();
});

test('the admin schedules a meeting in the grid, sees the busy seller, blocks and unblocks a slot', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto(`/meetings?project=${projectId}`);
  await page.getByTestId('meetings-view-schedule').click();
  await expect(page).toHaveURL(/view=schedule/);
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await expect(scheduleRow(page, BUYER)).toBeVisible();

  // Slot 1 of the buyer: the seller with the interpreter.
  await scheduleCell(page, BUYER, 1).click();
  const assign = page.getByTestId('assign-modal');
  await expect(assign).toBeVisible();
  await assign.getByTestId('choice-seller').filter({ hasText: SELLER }).click();
  await assign.getByRole('tab', { name: /Interpreter/ }).click();
  await assign.getByTestId('choice-interpreter').filter({ hasText: INTERPRETER }).click();
  await page.getByTestId('assign-confirm').click();
  await expect(assign).toBeHidden();
  await expect(scheduleCell(page, BUYER, 1)).toHaveAttribute('data-state', 'meeting');
  await expect(scheduleCell(page, BUYER, 1)).toContainText(SELLER);
  await expect(scheduleCell(page, BUYER, 1)).toContainText(INTERPRETER);

  // The same slot of another buyer: that seller is busy, the other one is free.
  await scheduleCell(page, OTHER_BUYER, 1).click();
  await expect(assign).toBeVisible();
  const busy = assign.getByTestId('choice-seller').filter({ hasText: SELLER });
  await expect(busy).toContainText('Busy at this time');
  await expect(busy.getByRole('radio')).toBeDisabled();
  await expect(assign.getByTestId('choice-seller').filter({ hasText: OTHER_SELLER }).getByRole('radio')).toBeEnabled();

  // Blocked from the same modal: the cell no longer opens the assign modal, and can be unblocked.
  await page.getByTestId('assign-block').click();
  await page.getByTestId('confirm-action').click();
  const blocked = scheduleCell(page, OTHER_BUYER, 1);
  await expect(blocked).toHaveAttribute('data-state', 'blocked');
  await blocked.click();
  await expect(assign).toBeHidden();
  const unblock = page.getByRole('dialog');
  await expect(unblock).toBeVisible();
  await unblock.getByTestId('confirm-action').click();
  await expect(unblock).toBeHidden();
  await expect(scheduleCell(page, OTHER_BUYER, 1)).toHaveAttribute('data-state', 'empty');
});

test('the buyer sees the meeting without the buyer name and without the schedule view', async ({ page }) => {
  const card = await openList(page, 'buyer');
  await expect(card).toContainText(SELLER);
  await expect(card).toContainText(INTERPRETER);
  await expect(card).toContainText('Scheduled');
  await expect(card).not.toContainText(BUYER);
  await expect(page.getByTestId('meetings-view-schedule')).toHaveCount(0);
  // Even asked for in the address, buyers get the list.
  await page.goto(`/meetings?project=${projectId}&view=schedule`);
  await expect(page.getByTestId('meeting-card')).toHaveCount(1);
  await expect(page.getByTestId('schedule-grid')).toHaveCount(0);
});

test('the seller confirms the meeting', async ({ page }) => {
  const card = await openList(page, 'seller');
  await expect(card).toContainText(BUYER);
  await card.getByTestId('meeting-confirm').click();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByTestId('meeting-confirm')).toHaveCount(0);
  await expect(card.getByTestId('meeting-complete')).toBeVisible();
});

test('the interpreter checks in on the meeting page', async ({ page }) => {
  const card = await openList(page, 'interpreter');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/meetings\/[0-9a-f-]{36}$/);
  meetingId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pacific Crest Trading Inc\..*Glow Lab Cosmetics/);
  await expect(page.getByTestId('check-in-qr')).toBeVisible();
  await expect(page.getByText('No check-ins yet')).toBeVisible();
  await page.getByTestId('meeting-check-in').click();
  const history = page.getByTestId('attendance-list');
  await expect(history).toContainText(INTERPRETER);
  await expect(history).toContainText('Manual');
  await expect(page.getByTestId('check-in-count')).toHaveText('1');
  await expect(page.getByTestId('meeting-check-in')).toHaveCount(0);
});

test('the buyer checks in by opening the meeting’s QR link', async ({ page }) => {
  await loginAs(page, 'buyer');
  await page.goto(`/meetings/${meetingId}?check-in=qr`);
  await expect(page.getByText('You are checked in to this meeting.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/meetings/${meetingId}$`));
  const history = page.getByTestId('attendance-list');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  // Newest first: the buyer's QR check-in above the interpreter's.
  await expect(history.getByRole('listitem').first()).toContainText('QR code');
  await expect(history.getByRole('listitem').first()).not.toContainText(INTERPRETER);
  await expect(page.getByTestId('check-in-count')).toHaveText('2');
  await expect(page.getByTestId('check-in-qr')).toHaveCount(0);
});

test('the admin marks the meeting complete', async ({ page }) => {
  const card = await openList(page, 'admin');
  await card.getByRole('link').click();
  await expect(page.getByTestId('attendance-list')).toContainText(INTERPRETER);
  await page.getByTestId('meeting-complete').click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('meeting-complete')).toHaveCount(0);
  await page.getByTestId('meeting-back').click();
  await page.getByTestId('meetings-filter-completed').click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByTestId('meeting-card').filter({ hasText: PROJECT })).toHaveCount(1);
});
