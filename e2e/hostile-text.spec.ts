// Text saved with HTML in it is shown as text (docs/security.md): a buyer and a seller made for this run
// carry markup in their names, company fields, a project name and a meeting request's purpose; every
// page shows it literally, no injected element appears and no injected script runs.
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO_PASSWORD, presetLanguage } from './fixtures.ts';

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const RUN = Date.now();
const PASSWORD = 'hostile-pass-1';
const BUYER = { email: `xss-buyer-${RUN}@example.test`, full_name: `${XSS} Buyer ${RUN}`, company_name: `${XSS} Co` };
const SELLER = {
  email: `xss-seller-${RUN}@example.test`,
  full_name: `Seller ${RUN} ${XSS}`,
  company_name: `Sell ${XSS}`,
};
const INTRO = `We make <b>bold</b> claims ${XSS} ${RUN}`;
const PROJECT = `Expo ${XSS} ${RUN}`;
const PURPOSE = `Discuss ${XSS} supply ${RUN}`;

declare global {
  interface Window {
    __xss?: number;
  }
}

test.describe.configure({ mode: 'serial' });

/** A signed-in API client of its own (its own cookie jar). */
async function client(baseURL: string, email: string, password: string) {
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

async function post(ctx: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) {
  const res = await ctx[method](url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? '';
  const anon = await request.newContext({ baseURL: base });
  const signUp = async (who: typeof BUYER, role: 'buyer' | 'seller') =>
    (await post(anon, 'post', '/api/auth/sign-up', { ...who, role, password: PASSWORD, company_introduction: INTRO }))
      .user as { id: string };
  const buyerId = (await signUp(BUYER, 'buyer')).id;
  const sellerId = (await signUp(SELLER, 'seller')).id;
  const admin = await client(base, 'admin@demo.b2b.test', DEMO_PASSWORD);
  const project = await post(admin, 'post', '/api/projects', {
    name: PROJECT,
    description: INTRO,
    location: XSS,
    start_date: '2031-09-01',
    end_date: '2031-09-03',
  });
  const add = [
    { user_id: buyerId, role: 'buyer' },
    { user_id: sellerId, role: 'seller' },
  ];
  await post(admin, 'put', `/api/projects/${project.id}/participants`, { add });
  const buyer = await client(base, BUYER.email, PASSWORD);
  await post(buyer, 'post', '/api/meeting-requests', {
    project_id: project.id,
    target_id: sellerId,
    preferred_date: '2031-09-01',
    preferred_time_start: '10:00',
    preferred_time_end: '11:00',
    location: XSS,
    purpose: PURPOSE,
  });
  await Promise.all([anon.dispose(), admin.dispose(), buyer.dispose()]);
});

/** Content-security-policy violations the browser reported on the current test's pages. */
let violations: string[] = [];

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
  violations = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  // An injected alert() would open a dialog: fail loudly instead of waiting.
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran and opened a dialog: ${dialog.message()}`);
  });
});

// The app itself runs under the policy: nothing it needs is blocked (under `npm start`; the Vite
// dev server serves pages without the API's headers).
test.afterEach(() => {
  expect(violations).toEqual([]);
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Nothing the markup asked for happened on this page: no element, no script. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
}

test('the buyer sees their own name, company and request purpose as text', async ({ page }) => {
  await signIn(page, BUYER.email);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${BUYER.full_name}!` })).toBeVisible();
  await expectInert(page);

  await page.goto('/meeting-requests');
  await expect(page.getByText(PURPOSE)).toBeVisible();
  await expect(page.getByText(SELLER.full_name).first()).toBeVisible();
  await expectInert(page);

  await page.goto('/projects');
  await expect(page.getByText(PROJECT).first()).toBeVisible();
  await expectInert(page);

  await page.goto('/profile');
  await expect(page.getByText(INTRO).first()).toBeVisible();
  await expectInert(page);
});

test('the seller sees the request, its notification and the buyer as text', async ({ page }) => {
  await signIn(page, SELLER.email);
  await expectInert(page);

  await page.goto('/meeting-requests');
  await expect(page.getByText(PURPOSE)).toBeVisible();
  await expect(page.getByText(BUYER.full_name).first()).toBeVisible();
  await expect(page.getByText(BUYER.company_name).first()).toBeVisible();
  await expectInert(page);

  // The notification of the request carries the buyer's company and the project name as parameters.
  await page.getByTestId('notification-bell').click();
  await expect(page.getByText(PROJECT).first()).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');

  await page.goto('/buyers');
  await expect(page.getByText(BUYER.full_name).first()).toBeVisible();
  await expectInert(page);
});
