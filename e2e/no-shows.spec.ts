// Marking no-shows (docs/rules.md#feedback-and-no-shows): the demo interpreter marks the buyer of a
// meeting that has taken place absent from the meeting's page (by mouse); the admin marks the seller
// of another absent from the schedule grid's meeting dialog by keyboard, sees it in the cell, and
// clears the first on its page (the meeting becomes completed). The pages are photographed in the
// light and dark theme and at phone width, and checked with axe.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { addParticipants, createMeeting, createPerson, createProject } from './api-setup.ts';
import { blockingViolations } from './axe.ts';
import { scheduleCell as cell, loginAs, presetLanguage, presetTheme } from './fixtures.ts';

// A day of its own, long past and different on each run: no other journey's meeting falls on it.
const AGO = 400 + Math.floor(Math.random() * 2000);
const DAY = new Date(Date.now() - AGO * 86_400_000).toISOString().slice(0, 10);
const RUN = Date.now();
const PROJECT = `No-show Expo ${RUN}`;
const BUYER = `Nora Absent ${RUN}`;
const SELLER = `Sami Present ${RUN}`;
const SELLER_2 = `Tomas Away ${RUN}`;
const SHOTS = '/tmp/shots-noshow';

let projectId = '';
let meetingId = '';
let gridMeetingId = '';
let sellerId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('setup: a past day with the demo interpreter, a new buyer and two new sellers, two confirmed meetings', async ({
  page,
  browser,
}) => {
  const own = await browser.newPage();
  await presetLanguage(own, 'en');
  await loginAs(own, 'interpreter');
  const interpreterId = (await (await own.request.get('/api/profile')).json()).id as string;
  await own.close();

  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: PROJECT, start: DAY, end: DAY, location: 'Hall N' });
  const buyer = await createPerson(api, 'buyer', BUYER);
  const seller = await createPerson(api, 'seller', SELLER);
  const seller2 = await createPerson(api, 'seller', SELLER_2);
  await addParticipants(api, projectId, [
    { id: buyer, role: 'buyer' },
    { id: seller, role: 'seller' },
    { id: seller2, role: 'seller' },
    { id: interpreterId, role: 'interpreter' },
  ]);
  const meet = async (sellerId: string, slot: number, interpreter: string | null) => {
    const id = await createMeeting(api, {
      projectId,
      buyerId: buyer,
      sellerId,
      date: DAY,
      slot,
      interpreterId: interpreter,
    });
    const confirmed = await api.post(`/api/meetings/${id}/confirm`);
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    return id;
  };
  sellerId = seller;
  meetingId = await meet(seller, 1, interpreterId);
  gridMeetingId = await meet(seller2, 2, null);
});

test('the interpreter marks the buyer absent on the meeting page', async ({ page }) => {
  await presetTheme(page, 'light');
  await loginAs(page, 'interpreter');
  await page.goto(`/meetings/${meetingId}`);
  const trigger = page.getByTestId('no-show-menu');
  await expect(trigger).toHaveText(/Mark no-show/);
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Buyer absent', 'Seller absent', 'Both absent']);
  // Nothing to clear yet: the meeting is no no-show.
  await expect(menu.getByRole('menuitem', { name: 'Clear no-show' })).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/interpreter-menu-light.png`, fullPage: true });
  await menu.getByRole('menuitemradio', { name: 'Buyer absent' }).click();

  await expect(page.getByRole('main').getByTestId('status-absence').first()).toContainText('Buyer absent');
  await expect(page.getByTestId('attendance-absence')).toHaveText('No-show: Buyer absent');
  // The interpreter can still change or clear the mark from the page.
  await expect(page.getByTestId('no-show-menu')).toHaveText(/Change no-show/);
  await page.screenshot({ path: `${SHOTS}/interpreter-marked-light.png`, fullPage: true });

  // Stored: the meeting reads the same after a reload, and the buyer's absence is in the API.
  await page.reload();
  await expect(page.getByTestId('attendance-absence')).toHaveText('No-show: Buyer absent');
  const stored = await (await page.request.get(`/api/meetings/${meetingId}`)).json();
  expect(stored).toMatchObject({ status: 'no_show', absence: 'buyer' });
});

test('the admin marks the seller absent from the schedule grid by keyboard', async ({ page }) => {
  await presetTheme(page, 'light');
  await loginAs(page, 'admin');
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${DAY}`);
  // The interpreter's mark shows in its cell.
  await expect(cell(page, BUYER, 1).getByTestId('cell-absence')).toHaveText('Buyer absent');
  await expect(cell(page, BUYER, 2)).toHaveAttribute('data-state', 'meeting');

  await cell(page, BUYER, 2).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Meeting details' });
  await expect(dialog).toBeVisible();
  const trigger = dialog.getByTestId('grid-no-show-menu');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Buyer absent' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Seller absent' })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/grid-menu-light.png` });
  await page.keyboard.press('Enter');

  await expect(dialog.getByTestId('dialog-absence')).toHaveText('Seller absent');
  await expect(trigger).toHaveText(/Change no-show/);
  await expect(trigger).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/grid-dialog-marked-light.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cell(page, BUYER, 2).getByTestId('cell-absence')).toHaveText('Seller absent');
  await page.screenshot({ path: `${SHOTS}/grid-light.png` });
  const stored = await (await page.request.get(`/api/meetings/${gridMeetingId}`)).json();
  expect(stored).toMatchObject({ status: 'no_show', absence: 'seller' });
});

test('the admin clears the buyer’s no-show on the meeting page: the meeting is completed', async ({ page }) => {
  await presetTheme(page, 'light');
  await loginAs(page, 'admin');
  await page.goto(`/meetings/${meetingId}`);
  await expect(page.getByTestId('meeting-absence')).toHaveText('No-show: Buyer absent');
  await page.getByTestId('no-show-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Buyer absent' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitem', { name: 'Clear no-show' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('attendance-absence')).toHaveCount(0);
  const stored = await (await page.request.get(`/api/meetings/${meetingId}`)).json();
  expect(stored).toMatchObject({ status: 'completed', absence: null });
  // Marked again, for the photographs below.
  await page.getByTestId('no-show-menu').click();
  await page.getByRole('menuitemradio', { name: 'Both absent' }).click();
  await expect(page.getByTestId('meeting-absence')).toHaveText('No-show: Both absent');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the meeting page and the grid in the ${theme} theme, and at phone width`, async ({ page }) => {
    await presetTheme(page, theme);
    await loginAs(page, 'admin');
    await page.goto(`/meetings/${meetingId}`);
    await expect(page.getByTestId('meeting-absence')).toHaveText('No-show: Both absent');
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/meeting-${theme}.png`, fullPage: true });
    await page.goto(`/meetings?project=${projectId}&view=schedule&date=${DAY}`);
    await expect(cell(page, BUYER, 1).getByTestId('cell-absence')).toHaveText('Both absent');
    await cell(page, BUYER, 1).click();
    await expect(page.getByTestId('dialog-absence')).toHaveText('Both absent');
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/grid-dialog-${theme}.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/meetings/${meetingId}`);
    await expect(page.getByTestId('meeting-absence')).toBeVisible();
    await page.getByTestId('no-show-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/meeting-${theme}-390.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await page.goto(`/meetings?project=${projectId}&view=schedule&date=${DAY}`);
    await cell(page, BUYER, 2).click();
    await expect(page.getByTestId('dialog-absence')).toHaveText('Seller absent');
    await page.screenshot({ path: `${SHOTS}/grid-dialog-${theme}-390.png` });
  });
}

test('the demo buyer’s open meeting page shows a no-show marked meanwhile, without a reload', async ({
  page,
  browser,
}) => {
  // The demo buyer meets the first seller too (slot 3 of the same past day).
  const admin = await browser.newPage();
  await presetLanguage(admin, 'en');
  await loginAs(admin, 'admin');
  await loginAs(page, 'buyer');
  const buyerId = (await (await page.request.get('/api/profile')).json()).id as string;
  await addParticipants(admin.request, projectId, [{ id: buyerId, role: 'buyer' }]);
  const id = await createMeeting(admin.request, { projectId, buyerId, sellerId, date: DAY, slot: 3 });
  expect((await admin.request.post(`/api/meetings/${id}/confirm`)).ok()).toBe(true);

  await page.goto(`/meetings/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('attendance-absence')).toHaveCount(0);
  // The admin marks the seller absent elsewhere; the notice reaches the buyer's live stream, and
  // the page reads the meeting anew.
  const marked = await admin.request.post(`/api/meetings/${id}/absence`, { data: { absence: 'seller' } });
  expect(marked.ok(), await marked.text()).toBe(true);
  await expect(page.getByTestId('attendance-absence')).toHaveText('No-show: Seller absent');
  await expect(page.getByRole('main').getByTestId('status-absence').first()).toContainText('Seller absent');
  await admin.close();
});
