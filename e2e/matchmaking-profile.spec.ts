// What people match on (docs/rules.md#matchmaking): the organiser edits a project's categories and
// request settings; a buyer with a thin profile is prompted on the dashboard, sees the profile's
// completeness and fills what is missing from the meter's links, choosing among the project's
// categories. Checked with axe at 390 px in Korean and English, in both themes, with screenshots.
import fs from 'node:fs';
import { type APIRequestContext, expect as baseExpect, type Page, request, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { DEMO_PASSWORD, presetLanguage, presetTheme } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots-matchmaking';
const RUN = Date.now();
const PASSWORD = 'matching-pass-1';
const BUYER = {
  email: `match-buyer-${RUN}@example.test`,
  full_name: `Mai Tran ${RUN}`,
  company_name: `Mai Trading ${RUN}`,
};
let projectId = '';

// Generous waits: the journeys share a busy 2-core machine with the other suites.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

async function client(baseURL: string, email: string, password: string) {
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

async function send(ctx: APIRequestContext, method: 'post' | 'put' | 'get', url: string, data?: unknown) {
  const res = await ctx[method](url, data === undefined ? {} : { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test.beforeAll(async ({ baseURL }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const base = baseURL ?? '';
  const anon = await request.newContext({ baseURL: base });
  const buyer = (await send(anon, 'post', '/api/auth/sign-up', { ...BUYER, role: 'buyer', password: PASSWORD })).user;
  const admin = await client(base, 'admin@demo.b2b.test', DEMO_PASSWORD);
  const project = await send(admin, 'post', '/api/projects', {
    name: `Matchmaking Fair ${RUN}`,
    start_date: '2031-10-01',
    end_date: '2031-10-03',
  });
  projectId = project.id;
  await send(admin, 'put', `/api/projects/${projectId}/participants`, { add: [{ user_id: buyer.id, role: 'buyer' }] });
  await send(admin, 'put', `/api/projects/${projectId}/matchmaking`, {
    categories: ['Cosmetics', 'Sun Care', 'Tea'],
    pending_request_cap: 10,
    request_expiry_days: 7,
    max_meetings_per_day: null,
  });
  await Promise.all([anon.dispose(), admin.dispose()]);
});

/** Signs the page in through the API (the page's cookies are the request context's). */
async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}
const signInAdmin = (page: Page) => signIn(page, 'admin@demo.b2b.test', DEMO_PASSWORD);
const signInBuyer = (page: Page) => signIn(page, BUYER.email, PASSWORD);

const openSettings = async (page: Page) => {
  await page.goto(`/projects/${projectId}`);
  await page.getByTestId('edit-matchmaking').click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

test('the organiser edits the categories and the request settings', async ({ page }) => {
  await presetLanguage(page, 'en');
  await signInAdmin(page);
  await page.goto(`/projects/${projectId}`);
  const card = page.getByTestId('matchmaking-card');
  await expect(card.getByTestId('project-categories').getByRole('listitem')).toHaveText([
    'Cosmetics',
    'Sun Care',
    'Tea',
  ]);
  await expect(card).toContainText('Every slot of the day');

  await page.getByTestId('edit-matchmaking').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Hosted buyers usually take 8-10 meetings a day')).toBeVisible();
  // Add two (Enter and the button), rename one, move one up, remove one.
  await dialog.getByTestId('new-category').fill('Snacks');
  await dialog.getByTestId('new-category').press('Enter');
  await dialog.getByTestId('new-category').fill('Halal Food');
  await dialog.getByTestId('add-category').click();
  await dialog.getByLabel('Category 2', { exact: true }).fill('Sun Protection');
  await dialog.getByRole('button', { name: 'Move Halal Food up' }).click();
  await dialog.getByRole('button', { name: 'Remove Tea', exact: true }).click();
  const names = () =>
    dialog.getByTestId('category-name').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(await names()).toEqual(['Cosmetics', 'Sun Protection', 'Halal Food', 'Snacks']);

  // A name already in the list (ignoring case) and a cap out of range keep the dialog open.
  await dialog.getByTestId('new-category').fill('cosmetics');
  await dialog.getByTestId('add-category').click();
  await expect(dialog.getByText('This category is already in the list')).toBeVisible();
  await dialog.getByTestId('setting-pending_request_cap').fill('0');
  await page.getByTestId('save-matchmaking').click();
  await expect(dialog.getByText('Enter a whole number from 1 to 1000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove cosmetics', exact: true }).click();
  await expect(dialog.getByText('This category is already in the list')).toHaveCount(0);

  await dialog.getByTestId('setting-pending_request_cap').fill('5');
  await dialog.getByTestId('setting-request_expiry_days').fill('3');
  await dialog.getByTestId('setting-max_meetings_per_day').fill('8');
  await page.getByTestId('save-matchmaking').click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('project-categories').getByRole('listitem')).toHaveText([
    'Cosmetics',
    'Sun Protection',
    'Halal Food',
    'Snacks',
  ]);
  await expect(card).toContainText('3 days');
  const saved = await send(page.request, 'get', `/api/projects/${projectId}`);
  expect(saved).toMatchObject({ pending_request_cap: 5, request_expiry_days: 3, max_meetings_per_day: 8 });
});

for (const lng of ['en', 'ko'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the settings form passes axe at 390 px (${lng}, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await presetLanguage(page, lng);
      await presetTheme(page, theme);
      await signInAdmin(page);
      await page.goto(`/projects/${projectId}`);
      await expect(page.getByTestId('matchmaking-card')).toBeVisible();
      expect(await seriousViolations(page, { include: '[data-testid="matchmaking-card"]' })).toEqual([]);
      await openSettings(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/settings-phone-${lng}-${theme}.png` });
    });
  }
}

test('the settings form on a desktop, light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await presetLanguage(page, 'en');
    await presetTheme(page, theme);
    await signInAdmin(page);
    await page.goto(`/projects/${projectId}`);
    await page.getByTestId('matchmaking-card').screenshot({ path: `${SHOTS}/card-${theme}.png` });
    await openSettings(page);
    await page.screenshot({ path: `${SHOTS}/settings-desktop-${theme}.png` });
    await page.context().clearCookies();
  }
});

test('a buyer is prompted, sees what is missing and fills it in from the meter', async ({ page }) => {
  await presetLanguage(page, 'en');
  await signInBuyer(page);
  await page.goto('/dashboard');
  const prompt = page.getByTestId('completeness-prompt');
  await expect(prompt).toContainText('Your profile is 0% complete.');
  await prompt.getByRole('link', { name: 'Complete your profile' }).click();

  const meter = page.getByTestId('profile-completeness');
  await expect(meter.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await meter.getByTestId('missing-markets').click();
  // The form opens at the markets field.
  const search = page.getByPlaceholder('Search countries');
  await expect(search).toBeFocused();
  await search.fill('Viet');
  await page
    .getByTestId('markets-field')
    .getByRole('checkbox', { name: /Vietnam/ })
    .check();
  await search.fill('japan');
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen markets' }).getByRole('listitem')).toHaveText([
    'Vietnam',
    'Japan',
  ]);
  // The project's categories are the choices (another one may still be typed in).
  const { categories } = await send(page.request, 'get', '/api/profile/categories');
  expect(categories).toContain('Cosmetics');
  const choices = page.getByTestId('category-choices');
  await expect(choices.getByRole('checkbox')).toHaveCount(categories.length);
  await choices.getByRole('checkbox', { name: categories[1], exact: true }).check();
  await page.getByLabel('Looking for').fill('Sun care for pharmacy chains in Vietnam');
  await page.getByTestId('save-profile').click();

  await expect(page.getByTestId('profile-markets').getByRole('listitem')).toHaveText(['Vietnam', 'Japan']);
  await expect(page.getByTestId('profile-categories').getByRole('listitem')).toHaveText([categories[1]]);
  // Categories 25 + markets 20 + looking for 15.
  await expect(meter.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  await expect(meter.getByTestId('missing-markets')).toHaveCount(0);
  await expect(meter.getByTestId('missing-languages')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('completeness-prompt')).toContainText('60%');
});

for (const lng of ['en', 'ko'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the profile meter and form pass axe at 390 px (${lng}, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await presetLanguage(page, lng);
      await presetTheme(page, theme);
      await signInBuyer(page);
      await page.goto('/dashboard');
      await expect(page.getByTestId('completeness-prompt')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dashboard-phone-${lng}-${theme}.png` });
      await page.goto('/profile');
      await expect(page.getByTestId('profile-completeness')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/profile-phone-${lng}-${theme}.png`, fullPage: true });
      await page.getByTestId('missing-industry').click();
      await expect(page.getByTestId('markets-field')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/profile-form-phone-${lng}-${theme}.png`, fullPage: true });
    });
  }
}

test('the profile meter on a desktop, light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await presetLanguage(page, 'en');
    await presetTheme(page, theme);
    await signInBuyer(page);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-completeness')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/profile-desktop-${theme}.png`, fullPage: true });
    await page.getByTestId('missing-languages').click();
    await page.screenshot({ path: `${SHOTS}/profile-form-desktop-${theme}.png`, fullPage: true });
    await page.context().clearCookies();
  }
});
