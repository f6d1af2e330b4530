// The auto-schedule journey: the admin gives the demo exhibition tables, auto-schedules it from its
// wishes, sees the preview with its percent of the bound, its breaks with their lower bound and the
// table of each meeting, applies it, and the grid shows the new meetings; the demo buyer then finds
// hers under My Meetings.
import { expect, test } from '@playwright/test';
import { loginAs, presetLanguage } from './fixtures.ts';

// Demo data (server/db/demo-data.ts DEMO_WISHES): the demo buyer and Jung Hyun-woo wish to meet
// each other and have no meeting that counts (theirs was cancelled), so the plan pairs them.
const PROJECT = 'Seoul Global B2B Expo';
const BUYER = 'Emily Carter';
const SELLER = 'Jung Hyun-woo';

let meetingDate = '';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('the admin previews the auto-schedule and applies it; the grid shows the meetings', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, 'admin');
  // Tables for the exhibition, through the API, unless the demo has some already.
  const projects = await (await page.request.get('/api/projects')).json();
  const project = projects.find((p: { name: string }) => p.name.startsWith(PROJECT));
  const tables = await (await page.request.get(`/api/projects/${project.id}/tables`)).json();
  if (tables.length === 0) {
    const made = await page.request.post(`/api/projects/${project.id}/tables/bulk`, {
      data: { count: 30, prefix: 'T-' },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }
  await page.goto('/meetings');
  await page.getByTestId('meetings-view-schedule').click();
  const select = page.getByTestId('schedule-project');
  const option = select.locator('option', { hasText: PROJECT });
  await select.selectOption((await option.getAttribute('value')) ?? '');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();

  await page.getByTestId('auto-schedule').click();
  const dialog = page.getByRole('dialog', { name: /Auto-schedule/ });
  await expect(dialog).toBeVisible();
  // Planning takes a few seconds of CPU on a busy machine.
  await expect(dialog.getByTestId('auto-percent')).toHaveText(/^\d{1,3}\.\d%$/, { timeout: 30_000 });
  const proposed = Number(await dialog.getByTestId('auto-proposed').textContent());
  expect(proposed).toBeGreaterThan(0);
  await expect(dialog.getByTestId('auto-meeting')).toHaveCount(proposed);
  const ours = dialog.getByTestId('auto-meeting').filter({ hasText: BUYER }).filter({ hasText: SELLER });
  await expect(ours).toHaveCount(1);
  // Every proposed meeting names its table; the breaks come with their lower bound.
  await expect(ours.getByTestId('auto-meeting-table')).toHaveText(/^Table \S+$/);
  await expect(dialog.getByTestId('auto-meeting-table')).toHaveCount(proposed);
  await expect(dialog.getByTestId('auto-breaks')).toHaveText(/^\d+$/);
  await expect(dialog.getByTestId('auto-breaks-bound')).toHaveText(/^at least \d+$/);
  await expect(dialog.getByTestId('auto-bound')).toHaveText(/^of at most \d+$/);
  meetingDate = (await ours.getAttribute('data-date')) ?? '';
  expect(meetingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await dialog.getByTestId('auto-schedule-apply').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('auto-schedule-applied')).toContainText(`New meetings created: ${proposed}.`);

  // The grid of that day shows the meeting in the buyer's row.
  const url = new URL(page.url());
  url.searchParams.set('date', meetingDate);
  await page.goto(url.pathname + url.search);
  const row = page.getByTestId('schedule-row').filter({ hasText: BUYER });
  await expect(row).toContainText(SELLER);

  // Planned again, nothing is left to propose for the pairs just scheduled.
  await page.getByTestId('auto-schedule').click();
  await expect(dialog.getByTestId('auto-percent')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('auto-meeting').filter({ hasText: BUYER }).filter({ hasText: SELLER })).toHaveCount(
    0,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('the buyer finds the new meeting under My Meetings', async ({ page }) => {
  await loginAs(page, 'buyer');
  await page.goto('/meetings');
  // Their earlier meeting was cancelled; the new one is scheduled.
  await page.getByTestId('meetings-filter-scheduled').click();
  const card = page.getByTestId('meeting-card').filter({ hasText: SELLER });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Scheduled');
});
