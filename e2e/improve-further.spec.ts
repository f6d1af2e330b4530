// "Improve further" on the auto-schedule (docs/decisions/039-improve-further.md): the admin previews
// a crowded day (more meetings a slot than tables, so some seller waits between meetings and the
// plan stays above its bound), starts the longer search, sees it move on (its rounds, the breaks
// with their bound and the gap), stops it, and applies the plan shown. Then the same in dark and at
// phone width, stopped by closing the dialog. Checked with axe; screenshots when IMPROVE_SHOTS names
// a folder.
import { expect, type Page, test } from '@playwright/test';
import { addParticipants, createPerson, createProject } from './api-setup.ts';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';
import { noSeriousViolations, screenshotsIn } from './journey-kit.ts';
import { phoneProblems } from './phone-checks.ts';

// A day of its own, far ahead and different on each run.
const OFFSET = 1200 + Math.floor(Math.random() * 2000);
const DAY = new Date(Date.now() + OFFSET * 86_400_000).toISOString().slice(0, 10);
const RUN = Date.now().toString(36);
const PROJECT = `Improve Expo ${RUN}`;
const shot = screenshotsIn(process.env.IMPROVE_SHOTS);

let projectId = '';

// Planning, a search of several seconds and axe take their time on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function openPreview(page: Page) {
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${DAY}`);
  await page.getByTestId('auto-schedule').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('auto-percent')).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** Five buyers who must meet five sellers on one day with two tables; returns the project's id. */
async function crowdedProject(page: Page, name: string) {
  const api = page.request;
  const id = await createProject(api, { name, start: DAY, end: DAY, location: 'Hall I' });
  const tables = await api.post(`/api/projects/${id}/tables/bulk`, { data: { count: 2, prefix: 'I-' } });
  expect(tables.ok(), await tables.text()).toBe(true);
  const buyers = await Promise.all([1, 2, 3, 4, 5].map((k) => createPerson(api, 'buyer', `Ida Buyer${k} ${RUN}`)));
  const sellers = await Promise.all([1, 2, 3, 4, 5].map((k) => createPerson(api, 'seller', `Ivo Seller${k} ${RUN}`)));
  await addParticipants(api, id, [
    ...buyers.map((p) => ({ id: p, role: 'buyer' as const })),
    ...sellers.map((p) => ({ id: p, role: 'seller' as const })),
  ]);
  for (const buyer of buyers) {
    for (const seller of sellers) {
      const wish = await api.put('/api/wishes', {
        data: { project_id: id, user_id: buyer, target_id: seller, priority: 'must' },
      });
      expect(wish.ok(), await wish.text()).toBe(true);
    }
  }
  return id;
}

test('the admin improves the preview further, sees it move on, stops it and applies the plan shown', async ({
  page,
}) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  projectId = await crowdedProject(page, PROJECT);
  const dialog = await openPreview(page);
  const panel = dialog.getByTestId('auto-improve');
  await expect(panel).toHaveAttribute('data-status', 'idle');
  await expect(panel.getByTestId('auto-improve-status')).toContainText('Searches up to a minute more');
  const before = Number(await dialog.getByTestId('auto-breaks').textContent());

  await panel.getByTestId('auto-improve-start').click();
  await expect(panel).toHaveAttribute('data-status', 'running');
  // The first step is the preview's own plan; the figures give the breaks, their bound and the gap.
  await expect(panel.getByTestId('auto-improve-step').first()).toHaveText(/^Preview: \d+ breaks, weight \d+$/);
  await expect(panel.getByTestId('auto-improve-gap')).toHaveText(/^Breaks: \d+, at least \d+, gap \d+$/);
  await expect(panel.getByRole('progressbar', { name: 'Search time' })).toBeVisible();
  // It moves on: a round ends (the server tells the page on its event stream) and the next begins.
  await expect(panel.getByTestId('auto-improve-status')).toHaveText(/^Searching: round ([2-9]|\d\d+), \d+ s of 60 s$/, {
    timeout: 60_000,
  });
  await noSeriousViolations(page, 'improving, light');
  await shot(page, 'improve-running-light');

  await panel.getByTestId('auto-improve-cancel').click();
  await expect(panel).toHaveAttribute('data-status', 'cancelled');
  await expect(panel.getByTestId('auto-improve-status')).toHaveText(
    /^Stopped after \d+ s: the best plan so far is shown\.$/,
  );
  // The plan shown is the best one found: never more breaks than the preview had.
  const shown = Number(await dialog.getByTestId('auto-breaks').textContent());
  expect(shown).toBeLessThanOrEqual(before);
  await expect(panel.getByTestId('auto-improve-gap')).toContainText(`Breaks: ${shown},`);
  await shot(page, 'improve-stopped-light');

  const proposed = Number(await dialog.getByTestId('auto-proposed').textContent());
  await dialog.getByTestId('auto-schedule-apply').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('auto-schedule-applied')).toContainText(`New meetings created: ${proposed}.`);
});

test('in Korean, dark, on a 360 px touch phone the panel reads well, and closing the dialog stops the search', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await presetLanguage(page, 'ko');
  await presetTheme(page, 'dark');
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await crowdedProject(page, `${PROJECT} (2)`);
  const dialog = await openPreview(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const panel = dialog.getByTestId('auto-improve');
  await expect(panel.getByRole('heading', { name: '더 개선하기' })).toBeVisible();
  await noSeriousViolations(page, 'idle, dark, 360 px');
  await shot(page, 'improve-idle-dark-360');
  await panel.getByTestId('auto-improve-start').click();
  await expect(panel.getByTestId('auto-improve-status')).toContainText('찾는 중');
  // No sideways scrolling, and every control of the dialog big enough for a finger.
  expect(await phoneProblems(page)).toEqual([]);
  await noSeriousViolations(page, 'improving, dark, 360 px');
  await shot(page, 'improve-running-dark-360');

  // Closing the dialog stops the search: the server says so when asked.
  const runs: string[] = [];
  page.on('request', (r) => {
    const m = /auto-schedule\/improve\/([0-9a-f-]{36})\/cancel$/.exec(r.url());
    if (m) runs.push(m[1]);
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => runs.length).toBe(1);
  await expect
    .poll(
      async () => (await (await api.get(`/api/projects/${projectId}/auto-schedule/improve/${runs[0]}`)).json()).status,
    )
    .toBe('cancelled');
  await context.close();
});
