// The deal journey: a seller asks the demo buyer for a meeting, the buyer approves it and finds it
// under My Meetings; a second request is rejected with a reason the seller sees; the seller
// registers a transaction in EUR that the buyer sees only once it is agreed; the admin creates a
// contract (after fixing a delivery date before the contract date) and prints it; the buyer's
// dashboard tiles match the lists.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, presetLanguage } from './fixtures.ts';

// Demo people (server/db/demo-people.ts, server/db/demo-data.ts). Kang Min-ji has no meeting with
// the demo buyer nor with Sato Haruka in the active exhibition, so both may be asked.
const PROJECT = 'Seoul Global B2B Expo';
const SELLER = { key: 'minji', name: 'Kang Min-ji', company: 'Geumsan Red Root Co., Ltd.' };
const BUYER = { name: 'Emily Carter', company: 'Pacific Crest Trading Inc.' };
const OTHER_BUYER = { key: 'haruka', name: 'Sato Haruka', company: 'Sakura Select Co., Ltd.' };

const RUN = Date.now();
const PURPOSE = `Red ginseng sticks for Pacific Crest ${RUN}`;
const OTHER_PURPOSE = `Ginseng tea for Sakura Select ${RUN}`;
const REASON = `Tea is outside our plan this season ${RUN}`;
const PRODUCT = `Red ginseng extract sticks ${RUN}`;
const CONTRACT = `Red ginseng supply ${RUN}`;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

/** Signs a demo person in with the sign-in form (all demo accounts share the demo password). */
async function signIn(page: Page, key: string, name: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${key}@demo.b2b.test`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}!` })).toBeVisible();
}

/** Picks the option of `select` whose text contains `text` (the project's name carries its year). */
async function choose(select: Locator, text: string) {
  const option = select.locator('option', { hasText: text });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

const localDate = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The seller sends a meeting request to `target` in the exhibition, on its first day at 09:00. */
async function requestMeeting(page: Page, target: { name: string; company: string }, purpose: string) {
  await page.goto('/meeting-requests');
  await page.getByTestId('request-meeting').click();
  const modal = page.getByRole('dialog', { name: 'Request Meeting' });
  await choose(modal.getByTestId('request-project'), PROJECT);
  const targetSelect = modal.getByTestId('request-target');
  await expect(targetSelect.getByRole('option', { name: `${target.name} (${target.company})` })).toBeEnabled();
  await targetSelect.selectOption({ label: `${target.name} (${target.company})` });
  const date = modal.getByLabel('Preferred date');
  const first = await date.getAttribute('min');
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill(first ?? '');
  await modal.getByLabel('Start time').fill('09:00');
  await modal.getByLabel('End time').fill('10:00');
  await modal.getByLabel('Purpose').fill(purpose);
  await modal.getByTestId('send-meeting-request').click();
  await expect(modal).toBeHidden();
  const card = page.getByTestId('request-card').filter({ hasText: purpose });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Sent');
  await expect(card).toContainText(target.name);
}

test('a seller requests a meeting with the buyer', async ({ page }) => {
  await signIn(page, SELLER.key, SELLER.name);
  await requestMeeting(page, BUYER, PURPOSE);
});

test('the buyer approves the request and finds the meeting under My Meetings', async ({ page }) => {
  await loginAs(page, 'buyer');
  await page.goto('/meeting-requests?filter=received');
  const card = page.getByTestId('request-card').filter({ hasText: PURPOSE });
  await expect(card).toContainText('Received');
  await expect(card).toContainText(SELLER.name);
  await card.getByTestId('request-approve').click();
  await expect(card).toContainText('Approved');
  await expect(card.getByTestId('request-meeting-link')).toHaveText('Meeting Created');
  await expect(card.getByTestId('request-approve')).toHaveCount(0);

  await page.getByRole('link', { name: 'My Meetings' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Meetings' })).toBeVisible();
  const meeting = page.getByTestId('meeting-card').filter({ hasText: SELLER.name });
  await expect(meeting).toHaveCount(1);
  await expect(meeting).toContainText(SELLER.company);
  await expect(meeting).toContainText('Scheduled');
  await expect(meeting).toContainText(PURPOSE);
});

test('the seller sends a second request, to another buyer', async ({ page }) => {
  await signIn(page, SELLER.key, SELLER.name);
  await requestMeeting(page, OTHER_BUYER, OTHER_PURPOSE);
});

test('the other buyer declines it with a reason in words', async ({ page }) => {
  await signIn(page, OTHER_BUYER.key, OTHER_BUYER.name);
  await page.goto('/meeting-requests?filter=received');
  const card = page.getByTestId('request-card').filter({ hasText: OTHER_PURPOSE });
  await card.getByTestId('request-reject').click();
  const dialog = page.getByRole('dialog', { name: 'Decline meeting request' });
  await dialog.getByLabel('Another reason').check();
  await dialog.getByLabel('Your reason, in a few words').fill(REASON);
  await dialog.getByTestId('reject-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Declined');
  await expect(card.getByTestId('request-reject')).toHaveCount(0);
});

test('the seller sees the answer and its words', async ({ page }) => {
  await signIn(page, SELLER.key, SELLER.name);
  await page.goto('/meeting-requests?filter=sent');
  const rejected = page.getByTestId('request-card').filter({ hasText: OTHER_PURPOSE });
  await expect(rejected).toContainText('Declined');
  await expect(rejected.getByTestId('request-decline-answer')).toHaveText(`Their answer${REASON}`);
  // The approved one is there too, with its meeting.
  const approved = page.getByTestId('request-card').filter({ hasText: PURPOSE });
  await expect(approved).toContainText('Approved');
  await expect(approved.getByTestId('request-meeting-link')).toBeVisible();
});

test('the seller registers a transaction in EUR', async ({ page }) => {
  await signIn(page, SELLER.key, SELLER.name);
  await page.goto('/transactions');
  await page.getByTestId('register-transaction').click();
  const modal = page.getByRole('dialog', { name: 'Register Transaction' });
  await choose(modal.getByTestId('register-project'), PROJECT);
  await modal.getByTestId('register-counterparty').selectOption({ label: `${BUYER.name} (${BUYER.company})` });
  await modal.getByTestId('register-product').fill(PRODUCT);
  await modal.getByLabel('Quantity').fill('2,500 boxes');
  await modal.getByTestId('register-value').fill('12500');
  await modal.getByLabel('Currency').selectOption('EUR');
  await modal.getByTestId('register-transaction-submit').click();
  await expect(modal).toBeHidden();
  const card = page.getByTestId('transaction-card').filter({ hasText: PRODUCT });
  await expect(card).toContainText('Proposed');
  await expect(card).toContainText('€12,500.00');
  await expect(card).toContainText(BUYER.name);
  await expect(card.getByTestId('transaction-agree')).toBeVisible();
});

/** The buyer's transactions, once the list has loaded (the demo buyer has agreed deals of their own). */
async function buyerTransactions(page: Page) {
  await loginAs(page, 'buyer');
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByTestId('transaction-card').first()).toBeVisible();
  return page.getByTestId('transaction-card').filter({ hasText: PRODUCT });
}

test('the buyer does not see the proposed transaction', async ({ page }) => {
  const card = await buyerTransactions(page);
  await expect(card).toHaveCount(0);
});

test('the seller agrees the transaction', async ({ page }) => {
  await signIn(page, SELLER.key, SELLER.name);
  await page.goto('/transactions');
  const card = page.getByTestId('transaction-card').filter({ hasText: PRODUCT });
  await card.getByTestId('transaction-agree').click();
  await expect(card).toContainText('Agreed');
  await expect(card.getByTestId('transaction-agree')).toHaveCount(0);
  await expect(card.getByTestId('transaction-complete')).toBeVisible();
});

test('the buyer sees the agreed transaction', async ({ page }) => {
  const card = await buyerTransactions(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Agreed');
  await expect(card).toContainText('€12,500.00');
  await expect(card).toContainText(SELLER.name);
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('the admin creates a contract, fixing a delivery date before the contract date, and prints it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __printed?: number; print: () => void };
    w.print = () => {
      w.__printed = (w.__printed ?? 0) + 1;
    };
  });
  await loginAs(page, 'admin');
  await page.goto('/contracts');
  await page.getByTestId('new-contract').click();
  await expect(page).toHaveURL(/\/contracts\/new$/);
  const form = page.getByTestId('contract-form');
  await form.getByLabel('Contract Title').fill(CONTRACT);
  await form.getByTestId('buyer-company').selectOption({ label: `${BUYER.company} (USA)` });
  await form.getByTestId('seller-company').selectOption({ label: `${SELLER.company} (South Korea)` });
  await form.getByLabel('Product/Service').fill(PRODUCT);
  await form.getByLabel('Quantity').fill('2500');
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Unit Price').fill('5');
  await expect(form.getByTestId('contract-total-input')).toHaveValue(/12,500\.00/);

  const today = new Date();
  await form.getByLabel('Contract Date').fill(localDate(today));
  await form.getByLabel('Delivery Date').fill(localDate(new Date(today.getTime() - 86_400_000)));
  await page.getByTestId('contract-submit').click();
  await expect(form.getByText('Delivery date must be after contract date')).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/new$/);

  // Editing the field clears its error; the form then saves.
  await form.getByLabel('Delivery Date').fill(localDate(new Date(today.getTime() + 30 * 86_400_000)));
  await expect(form.getByText('Delivery date must be after contract date')).toHaveCount(0);
  await page.getByTestId('contract-submit').click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByText(CONTRACT).first()).toBeVisible();
  await expect(page.getByText(BUYER.company).first()).toBeVisible();
  await expect(page.getByText(SELLER.company).first()).toBeVisible();

  const printed = () => page.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0);
  expect(await printed()).toBe(0);
  await page.getByTestId('contract-print-button').click();
  await expect.poll(printed).toBe(1);

  // It is in the list.
  await page.getByTestId('contract-back').click();
  await expect(page.getByTestId('contract-card').filter({ hasText: CONTRACT })).toHaveCount(1);
});

/** The number a dashboard tile shows. */
async function tile(page: Page, key: string) {
  const text = await page.getByTestId(`tile-${key}`).getByTestId('tile-value').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test("every dashboard tile of the buyer matches what the buyer's lists show", async ({ page }) => {
  await loginAs(page, 'buyer');
  await expect(page.getByTestId('tile-total_meetings')).toBeVisible();
  const tiles = {
    total: await tile(page, 'total_meetings'),
    completed: await tile(page, 'completed_meetings'),
    contracts: await tile(page, 'contracts'),
    projects: await tile(page, 'projects'),
  };
  // The journey's meeting and contract count.
  expect(tiles.total).toBeGreaterThan(0);
  expect(tiles.contracts).toBeGreaterThan(0);

  await page.goto('/meetings');
  await expect(page.getByTestId('meeting-card').first()).toBeVisible();
  await expect(page.getByTestId('meeting-card')).toHaveCount(tiles.total);

  await page.getByTestId('meetings-filter-completed').click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByTestId('meeting-card')).toHaveCount(tiles.completed);
  await expect(page.getByTestId('meeting-card').filter({ hasNotText: 'Completed' })).toHaveCount(0);

  await page.goto('/contracts');
  await expect(page.getByTestId('contract-card').first()).toBeVisible();
  await expect(page.getByTestId('contract-card')).toHaveCount(tiles.contracts);
  await expect(page.getByTestId('contract-card').filter({ hasText: CONTRACT })).toHaveCount(1);

  await page.goto('/projects');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await expect(page.getByTestId('project-card')).toHaveCount(tiles.projects);
});
