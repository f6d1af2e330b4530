// Fixed meetings on the auto-schedule (docs/rules.md#fixed-meetings-and-precedences): the organiser
// fixes a seller's meeting with one buyer at 10:00 and the preview plans it there; then fixes the
// same seller's meeting with a second buyer at the same time, and the preview says there is no plan,
// naming the seller, the day and time, and both meetings; removing one brings the plan back. Then
// the same panel in dark and at phone width, with Korean reasons. Checked with axe; screenshots when
// FIXED_SHOTS names a folder.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addParticipants, createProject } from './api-setup.ts';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';
import { noSeriousViolations, screenshotsIn } from './journey-kit.ts';

// A day of its own, far ahead and different on each run.
const OFFSET = 3300 + Math.floor(Math.random() * 2000);
const DAY = new Date(Date.now() + OFFSET * 86_400_000).toISOString().slice(0, 10);
const RUN = Date.now().toString(36);
const SELLER = `Kim Seller ${RUN} (Acme ${RUN})`;
const ANN = `Ann Buyer ${RUN} (Alpha ${RUN})`;
const BEN = `Ben Buyer ${RUN} (Beta ${RUN})`;
const shot = screenshotsIn(process.env.FIXED_SHOTS);

let projectId = '';

// Planning and axe take their time on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A new person of a company; returns their id. */
async function person(page: Page, role: 'buyer' | 'seller', fullName: string, company: string) {
  const email = `${fullName.split(' ')[0].toLowerCase()}-${RUN}-${Math.floor(Math.random() * 1e6)}@e2e.b2b.test`;
  const res = await page.request.post('/api/people', {
    data: { role, email, full_name: fullName, company_name: company },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).person.id as string;
}

/** The auto-schedule dialog with its panel open, once the preview shows a plan or, failing one, its reasons. */
async function openPanel(page: Page, ready: 'plan' | 'reasons') {
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${DAY}`);
  await page.getByTestId('auto-schedule').click();
  const dialog = page.getByRole('dialog');
  const shown = dialog.getByTestId(ready === 'plan' ? 'auto-percent' : 'auto-infeasible-reason');
  await expect(shown.first()).toBeVisible({ timeout: 30_000 });
  await dialog.getByTestId('plan-constraints').locator('summary').click();
  await expect(dialog.getByTestId('fixed-add')).toBeVisible();
  return dialog;
}

async function fix(dialog: Locator, buyer: string, time: string) {
  await dialog.getByTestId('fixed-buyer').selectOption({ label: buyer });
  await dialog.getByTestId('fixed-seller').selectOption({ label: SELLER });
  await dialog.getByTestId('fixed-slot').selectOption({ label: time });
  await dialog.getByTestId('fixed-add').click();
}

test('setup: one day, one seller and two buyers of their own companies', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: `Fixed Expo ${RUN}`, start: DAY, end: DAY, location: 'Hall F' });
  const seller = await person(page, 'seller', `Kim Seller ${RUN}`, `Acme ${RUN}`);
  const ann = await person(page, 'buyer', `Ann Buyer ${RUN}`, `Alpha ${RUN}`);
  const ben = await person(page, 'buyer', `Ben Buyer ${RUN}`, `Beta ${RUN}`);
  await addParticipants(api, projectId, [
    { id: seller, role: 'seller' },
    { id: ann, role: 'buyer' },
    { id: ben, role: 'buyer' },
  ]);
});

test('two fixed meetings of one seller at one time: the preview names the seller, the time and both meetings', async ({
  page,
}) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const dialog = await openPanel(page, 'plan');
  await expect(dialog.getByTestId('auto-proposed')).toHaveText('0');

  // One fixed meeting: planned at its time, though nobody wished it.
  await fix(dialog, ANN, '10:00–11:00');
  await expect(dialog.getByTestId('fixed-meeting')).toHaveCount(1);
  await expect(dialog.getByTestId('auto-proposed')).toHaveText('1', { timeout: 30_000 });
  await expect(dialog.getByTestId('auto-meeting')).toContainText('10:00');
  await expect(dialog.getByTestId('auto-meeting')).toContainText(`Ann Buyer ${RUN}`);
  await expect(dialog.getByTestId('auto-meeting')).toContainText('Fixed');
  await dialog.getByTestId('auto-meeting').scrollIntoViewIfNeeded();
  await shot(page, 'fixed-planned-light');

  // The same seller with another buyer at the same time: no plan, and why.
  await fix(dialog, BEN, '10:00–11:00');
  await expect(dialog.getByTestId('fixed-meeting')).toHaveCount(2);
  const reason = dialog.getByTestId('auto-infeasible-reason');
  await expect(reason).toHaveCount(1, { timeout: 30_000 });
  await expect(reason).toHaveAttribute('data-code', 'fixed_person_clash');
  const day = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${DAY}T00:00:00Z`));
  await expect(reason).toHaveText(
    `${SELLER} has 2 meetings at 10:00 on ${day}: with ${ANN} (fixed) and with ${BEN} (fixed).`,
  );
  await expect(dialog.getByText('The fixed meetings and orders asked leave no plan.')).toBeVisible();
  await expect(dialog.getByTestId('auto-schedule-apply')).toBeDisabled();
  await noSeriousViolations(page, 'the reasons, light');
  await reason.scrollIntoViewIfNeeded();
  await shot(page, 'reasons-light');

  // Removing one brings the plan back.
  await dialog.getByRole('button', { name: `Remove the fixed meeting of Ben Buyer ${RUN}` }).click();
  await expect(dialog.getByTestId('fixed-meeting')).toHaveCount(1);
  await expect(dialog.getByTestId('auto-proposed')).toHaveText('1', { timeout: 30_000 });
  await expect(dialog.getByTestId('auto-infeasible-reason')).toHaveCount(0);
  await fix(dialog, BEN, '10:00–11:00');
  await expect(dialog.getByTestId('auto-infeasible-reason')).toHaveCount(1, { timeout: 30_000 });
});

test('the same in dark, and in Korean at phone width', async ({ page }) => {
  await presetLanguage(page, 'en');
  await presetTheme(page, 'dark');
  await loginAs(page, 'admin');
  // The two fixed meetings are still asked: the preview opens on its reasons.
  let dialog = await openPanel(page, 'reasons');
  await expect(dialog.getByTestId('fixed-meeting')).toHaveCount(2);
  await noSeriousViolations(page, 'the reasons, dark');
  await dialog.getByTestId('auto-infeasible-reason').scrollIntoViewIfNeeded();
  await shot(page, 'reasons-dark');

  await page.setViewportSize({ width: 360, height: 740 });
  await presetLanguage(page, 'ko');
  dialog = await openPanel(page, 'reasons');
  const reason = dialog.getByTestId('auto-infeasible-reason');
  await expect(reason).toContainText(`Kim Seller ${RUN}`);
  await expect(reason).toContainText('10:00');
  await expect(reason).toContainText('미팅이 2개');
  await expect(dialog.getByTestId('fixed-meeting')).toHaveCount(2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await noSeriousViolations(page, 'the panel, Korean, phone');
  await shot(page, 'panel-ko-phone');
  await reason.scrollIntoViewIfNeeded();
  await shot(page, 'reasons-ko-phone');
});
