// The pair rules on the admin's schedule (docs/rules.md#request-hygiene): in a project allowing one
// meeting per buyer and seller a day, the auto-schedule's preview states the maximum and what it cost,
// and names why the wish of one company and the wish the maximum held back are unmet; assigning a
// second meeting on the buyer's full day in the grid is refused with the translated reason. Checked
// with axe in light and dark, in Korean at phone width.
import { expect, type Page, test } from '@playwright/test';
import { addParticipants, createMeeting, createProject } from './api-setup.ts';
import { blockingViolations } from './axe.ts';
import { loginAs, presetLanguage, presetTheme, scheduleCell } from './fixtures.ts';

// Days of their own, far ahead and different on each run.
const OFFSET = 900 + Math.floor(Math.random() * 2000);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FIRST = day(OFFSET);
const SECOND = day(OFFSET + 1);
const RUN = Date.now().toString(36);
const PROJECT = `Pair Rules Expo ${RUN}`;
const BUYER = `Pia Pair ${RUN}`;
const SHOTS = 'test-results/pair-rules';

let projectId = '';

// The machine running the journeys may be busy: planning and axe take their time.
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

async function openPreview(page: Page) {
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${FIRST}`);
  await page.getByTestId('auto-schedule').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('auto-percent')).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test('setup: one meeting a day at most; the buyer meets one seller on day 1 and wishes three more', async ({
  page,
}) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: PROJECT, start: FIRST, end: SECOND, location: 'Hall P' });
  const rules = await api.put(`/api/projects/${projectId}/matchmaking`, {
    data: { categories: [], pending_request_cap: 10, request_expiry_days: 7, max_meetings_per_day: 1 },
  });
  expect(rules.ok(), await rules.text()).toBe(true);
  const buyer = await person(page, 'buyer', BUYER, `Pairwise ${RUN}`);
  const same = await person(page, 'seller', `Sam Same ${RUN}`, `Pairwise ${RUN}`);
  const two = await person(page, 'seller', `Tia Two ${RUN}`, `Tia Trading ${RUN}`);
  const three = await person(page, 'seller', `Uma Three ${RUN}`, `Uma Works ${RUN}`);
  const kept = await person(page, 'seller', `Vic Kept ${RUN}`, `Vic Goods ${RUN}`);
  await addParticipants(api, projectId, [
    { id: buyer, role: 'buyer' },
    ...[same, two, three, kept].map((id) => ({ id, role: 'seller' as const })),
  ]);
  await createMeeting(api, { projectId, buyerId: buyer, sellerId: kept, date: FIRST, slot: 1 });
  for (const [target, priority] of [
    [same, 'must'],
    [two, 'must'],
    [three, 'like'],
  ] as const) {
    const wish = await api.put('/api/wishes', {
      data: { project_id: projectId, user_id: buyer, target_id: target, priority },
    });
    expect(wish.ok(), await wish.text()).toBe(true);
  }
});

test('the preview states the maximum and its cost, and why each wish is unmet', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const dialog = await openPreview(page);
  await expect(dialog.getByTestId('auto-proposed')).toHaveText('1');
  await expect(dialog.getByTestId('auto-meeting')).toContainText(`Tia Two ${RUN}`);
  await expect(dialog.getByTestId('auto-daily-limit')).toContainText('Daily maximum per buyer and seller: 1');
  await expect(dialog.getByTestId('auto-daily-limit-cost')).toHaveText(
    'Without that maximum the plan would have 1 more meeting.',
  );
  const unmet = dialog.getByTestId('auto-unmet');
  await expect(unmet.filter({ hasText: `Sam Same ${RUN}` })).toContainText('Same company: they do not meet');
  await expect(unmet.filter({ hasText: `Uma Three ${RUN}` })).toContainText(
    'A slot was free, but one of them had reached the daily maximum',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/preview-light.png`, fullPage: true });
});

test('assigning a second meeting on the full day is refused with the reason', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${FIRST}`);
  await scheduleCell(page, BUYER, 2).click();
  const assign = page.getByTestId('assign-modal');
  await expect(assign).toBeVisible();
  await assign
    .getByTestId('choice-seller')
    .filter({ hasText: `Uma Three ${RUN}` })
    .click();
  await page.getByTestId('assign-confirm').click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'The buyer already has the most meetings the project allows on that day. Choose another day.',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/assign-refused-light.png` });
  // The one of the same company is refused for that reason.
  await assign
    .getByTestId('choice-seller')
    .filter({ hasText: `Sam Same ${RUN}` })
    .click();
  await page.getByTestId('assign-confirm').click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'These two work for the same company, and people of one company do not meet each other.',
  );
});

test('in Korean, dark, at 390 px: the preview and the refusal read well and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await presetLanguage(page, 'ko');
  await presetTheme(page, 'dark');
  await loginAs(page, 'admin');
  const dialog = await openPreview(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(dialog.getByTestId('auto-daily-limit')).toContainText('하루 최대 미팅 수: 1건');
  await expect(dialog.getByTestId('auto-unmet').filter({ hasText: `Sam Same ${RUN}` })).toContainText(
    '같은 회사: 미팅하지 않음',
  );
  expect(await blockingViolations(page)).toEqual([]);
  // Nothing runs off the side of the phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/preview-ko-dark-390.png`, fullPage: true });
  await dialog.getByRole('button', { name: '취소' }).click();
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${FIRST}`);
  await scheduleCell(page, BUYER, 2).click();
  const assign = page.getByTestId('assign-modal');
  await assign
    .getByTestId('choice-seller')
    .filter({ hasText: `Uma Three ${RUN}` })
    .click();
  await page.getByTestId('assign-confirm').click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('허용하는 최대 미팅 수에 이미 도달했습니다');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/assign-refused-ko-dark-390.png` });
});

test('the English preview in the dark theme passes axe', async ({ page }) => {
  await presetLanguage(page, 'en');
  await presetTheme(page, 'dark');
  await loginAs(page, 'admin');
  await openPreview(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/preview-dark.png`, fullPage: true });
});
