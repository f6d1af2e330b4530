// The feedback journey (docs/rules.md#feedback-and-no-shows): the demo buyer is asked about
// yesterday's completed meeting with the demo seller (a notification, and a "How was your meeting
// with …?" item of "Rate your meetings" on the dashboard), rates it with one tap on a star on the
// meeting page, adds the details (stars by mouse and keyboard, follow-up, deal size, comment) and
// can change them;
// the seller rates the same meeting without seeing the buyer's answer, and the buyer never sees the
// seller's; the admin reads both on the meeting page. The card and the dashboard list are then
// photographed in the light and dark theme and at phone width, and checked with axe.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';

// Demo people (server/db/demo-people.ts); they met yesterday (server/db/demo-data.ts).
const BUYER_COMPANY = 'Pacific Crest Trading Inc.';
const SELLER_COMPANY = 'Glow Lab Cosmetics Co., Ltd.';
const RUN = Date.now();
const BUYER_COMMENT = `Samples of the serum line to Pacific Crest ${RUN}`;
const SELLER_COMMENT = `Their volumes are smaller than we hoped ${RUN}`;
const SHOTS = '/tmp/shots-feedback';

let meetingId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

interface Pending {
  meeting_id: string;
  counterpart: { company_name: string };
}

const pendingOf = async (page: Page) => (await (await page.request.get('/api/feedback/pending')).json()) as Pending[];

test('the buyer is asked about yesterday’s meeting and rates it from the dashboard', async ({ page }) => {
  await loginAs(page, 'buyer');
  // The job asks after each meeting's end: the notification names the other side and links to it.
  await expect
    .poll(
      async () => {
        const list = await (await page.request.get('/api/notifications')).json();
        return list.items
          .filter((n: { title_key: string }) => n.title_key === 'notifications.meeting.feedback.title')
          .map((n: { params: { name: string } }) => n.params.name);
      },
      { timeout: 30_000 },
    )
    .toContain(SELLER_COMPANY);

  const pending = await pendingOf(page);
  const index = pending.findIndex((p) => p.counterpart.company_name === SELLER_COMPANY);
  expect(index).toBeGreaterThanOrEqual(0);
  meetingId = pending[index].meeting_id;

  const list = page.getByTestId('rate-meetings');
  await expect(list.getByRole('heading', { name: /^Rate your meetings/ })).toBeVisible();
  await expect(list.getByTestId('rate-now')).toHaveCount(Math.min(pending.length, 5));
  await page.goto(`/meetings/${meetingId}`);

  const card = page.getByTestId('feedback-card');
  const question = `How was your meeting with ${SELLER_COMPANY}?`;
  await expect(card.getByRole('heading', { name: question })).toBeVisible();
  // One tap on a star is the answer; the details are optional and follow.
  await card.getByRole('group', { name: question }).getByRole('button', { name: '3 of 5 – Good' }).click();
  await expect(card.getByText('Thank you! Your feedback is saved.')).toBeVisible();
  await expect(card.getByTestId('feedback-answer-buyer')).toContainText('Good');
  await expect(card.getByTestId('feedback-answer-buyer')).toContainText('Not answered');
  await card.getByRole('button', { name: 'Add details' }).click();
  const stars = card.getByRole('group', { name: 'Rating' });
  // In the form a star is a radio: chosen by a click on it, then moved with the arrow keys.
  await stars.locator('label').nth(2).click();
  await expect(stars.getByRole('radio', { name: '3 of 5 – Good' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 of 5 – Excellent' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '4 of 5 – Very good' })).toBeChecked();
  await card.getByRole('group', { name: 'Do you want to follow up? (optional)' }).getByText('Yes').click();
  await card.getByLabel('Expected deal size (optional)').selectOption({ label: '$10k–100k' });
  await card.getByLabel('Comment (optional)').fill(BUYER_COMMENT);
  await card.screenshot({ path: `${SHOTS}/card-form-light.png` });
  await card.getByRole('button', { name: 'Save changes' }).click();

  await expect(card.getByText('Thank you! Your feedback is saved.')).toBeVisible();
  const mine = card.getByTestId('feedback-answer-buyer');
  await expect(mine).toContainText('Very good');
  await expect(mine).toContainText('Yes');
  await expect(mine).toContainText('$10k–100k');
  await expect(mine).toContainText(BUYER_COMMENT);
  await expect(card.getByText(/^You can change it until /)).toBeVisible();
  await card.screenshot({ path: `${SHOTS}/card-answered-light.png` });

  // Changed within the week, and kept after a reload.
  await card.getByRole('button', { name: 'Change my answer' }).click();
  await expect(stars.getByRole('radio', { name: '4 of 5 – Very good' })).toBeChecked();
  await card.getByLabel('Expected deal size (optional)').selectOption({ label: '$100k–1M' });
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(card.getByTestId('feedback-answer-buyer')).toContainText('$100k–1M');
  await page.reload();
  await expect(page.getByTestId('feedback-answer-buyer')).toContainText('$100k–1M');
  await expect(page.getByTestId('feedback-answer-buyer')).toContainText(BUYER_COMMENT);

  // Rated, it leaves the dashboard's list.
  expect((await pendingOf(page)).map((p) => p.meeting_id)).not.toContain(meetingId);
  await page.goto('/dashboard');
  await expect(page.getByTestId('upcoming-meetings')).toBeVisible();
  await expect(page.getByTestId('rate-now').filter({ hasText: SELLER_COMPANY })).toHaveCount(0);
});

test('the seller rates the same meeting and sees only their own answer', async ({ page }) => {
  await loginAs(page, 'seller');
  await page.goto(`/meetings/${meetingId}`);
  const card = page.getByTestId('feedback-card');
  await expect(card.getByRole('heading', { name: `How was your meeting with ${BUYER_COMPANY}?` })).toBeVisible();
  await expect(page.getByText(BUYER_COMMENT)).toHaveCount(0);
  await card.getByRole('button', { name: '2 of 5 – Fair' }).click();
  await card.getByRole('button', { name: 'Add details' }).click();
  await card.getByRole('group', { name: 'Do you want to follow up? (optional)' }).getByText('Maybe').click();
  await card.getByLabel('Expected deal size (optional)').selectOption({ label: 'No deal expected' });
  await card.getByLabel('Comment (optional)').fill(SELLER_COMMENT);
  await card.getByRole('button', { name: 'Save changes' }).click();
  const mine = card.getByTestId('feedback-answer-seller');
  await expect(mine).toContainText('Fair');
  await expect(mine).toContainText('Maybe');
  await expect(mine).toContainText(SELLER_COMMENT);
  await expect(card.getByTestId('feedback-answer-buyer')).toHaveCount(0);
  await expect(page.getByText(BUYER_COMMENT)).toHaveCount(0);
});

test('the buyer still sees only their own answer, and is asked nothing about a meeting to come', async ({ page }) => {
  await loginAs(page, 'buyer');
  await page.goto(`/meetings/${meetingId}`);
  await expect(page.getByTestId('feedback-answer-buyer')).toContainText(BUYER_COMMENT);
  await expect(page.getByTestId('feedback-answer-seller')).toHaveCount(0);
  await expect(page.getByText(SELLER_COMMENT)).toHaveCount(0);

  // A demo meeting on a date after today's in UTC has not begun: in Seoul, meetings start at 09:00
  // or later, which is 00:00 UTC of their date or later (tomorrow's with Taeyang, demo-data.ts).
  const today = new Date().toISOString().slice(0, 10);
  const meetings = (await (await page.request.get('/api/meetings')).json()) as { id: string; meeting_date: string }[];
  const ahead = meetings.find((m) => m.meeting_date > today);
  expect(ahead).toBeDefined();
  await page.goto(`/meetings/${ahead?.id}`);
  await expect(page.getByTestId('meeting-place')).toBeVisible();
  await expect(page.getByTestId('feedback-card')).toHaveCount(0);
});

test('the admin reads both answers on the meeting page, with no form', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto(`/meetings/${meetingId}`);
  const card = page.getByTestId('feedback-card');
  await expect(card.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(card.getByTestId('feedback-answer-buyer')).toContainText(BUYER_COMMENT);
  await expect(card.getByTestId('feedback-answer-buyer')).toContainText('Very good');
  await expect(card.getByTestId('feedback-answer-seller')).toContainText(SELLER_COMMENT);
  await expect(card.getByTestId('feedback-answer-seller')).toContainText('Fair');
  await expect(card.getByTestId('feedback-form')).toHaveCount(0);
  await card.screenshot({ path: `${SHOTS}/card-admin-light.png` });
});

for (const view of [
  { name: 'light', theme: 'light', width: 1280 },
  { name: 'dark', theme: 'dark', width: 1280 },
  { name: 'phone', theme: 'light', width: 390 },
  { name: 'phone-dark', theme: 'dark', width: 390 },
] as const) {
  test(`the list and the card, ${view.name}: fit their width, pass axe, photographed`, async ({ page }) => {
    await presetTheme(page, view.theme);
    await page.setViewportSize({ width: view.width, height: 900 });
    // The buyer still has other ended meetings to rate (demo-data.ts: yesterday's with Minsu).
    await loginAs(page, 'buyer');
    const list = page.getByTestId('rate-meetings');
    await expect(list.getByTestId('rate-now').first()).toBeVisible();
    const axe = async (selector: string) =>
      (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBe(0);
    expect(await axe('[data-testid="rate-meetings"]')).toEqual([]);
    await list.screenshot({ path: `${SHOTS}/dashboard-list-${view.name}.png` });

    // The meeting page of the first still waiting: its one-tap stars (not tapped: the demo buyer
    // has few meetings to rate, and the next view needs one).
    const [waiting] = await pendingOf(page);
    await page.goto(`/meetings/${waiting.meeting_id}`);
    const card = page.getByTestId('feedback-card');
    await expect(card.getByTestId('one-tap-stars')).toBeVisible();
    await card.getByRole('button', { name: '4 of 5 – Very good' }).hover();
    expect(await overflow()).toBe(0);
    expect(await axe('[data-testid="feedback-card"]')).toEqual([]);
    await card.screenshot({ path: `${SHOTS}/card-form-${view.name}.png` });

    await page.goto(`/meetings/${meetingId}`);
    await expect(page.getByTestId('feedback-answer-buyer')).toBeVisible();
    expect(await axe('[data-testid="feedback-card"]')).toEqual([]);
    await page.getByTestId('feedback-card').screenshot({ path: `${SHOTS}/card-answered-${view.name}.png` });
  });
}
