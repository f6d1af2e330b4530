// People journeys: the admin adds a seller and is shown a temporary password, with which the seller
// signs in; the admin deactivates a buyer and that buyer's open browser is signed out on its next
// action; a buyer uploads a PDF and an image to their profile and sees them listed with working
// links. The suite shares one database: these journeys touch Omar Al-Farsi and Ana Souza only,
// never the demo buyer other specs sign in as.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, presetLanguage } from './fixtures.ts';

const RUN = Date.now();
const NEW_SELLER = { name: `Jae-won Seo ${RUN}`, email: `seller-${RUN}@e2e.b2b.test` };
const DEACTIVATED = { key: 'omar', name: 'Omar Al-Farsi' };
const UPLOADER = { key: 'ana', name: 'Ana Souza' };

// The smallest files the server's sniffing accepts as a PDF and as a PNG (1x1 pixel).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

/** Signs in with the sign-in form and waits for the dashboard's greeting. */
async function signIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}!` })).toBeVisible();
}

/** A page in a browser context of its own (its own cookies), in English. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetLanguage(page, 'en');
  return page;
}

test('the admin adds a seller, who signs in with the temporary password', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  await page.goto('/sellers');
  await page.getByTestId('add-person').click();
  const form = page.getByRole('dialog', { name: 'Add Seller' });
  await form.getByLabel('Email').fill(NEW_SELLER.email);
  await form.getByLabel('Full Name').fill(NEW_SELLER.name);
  await form.getByTestId('save-person').click();
  await expect(form).toBeHidden();

  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  await expect(shown).toContainText(NEW_SELLER.email);
  const password = (await shown.getByTestId('temporary-password').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await shown.getByRole('button', { name: 'Close' }).first().click();
  await expect(shown).toBeHidden();
  await page.getByTestId('people-search').fill(NEW_SELLER.email);
  await expect(page.getByTestId('person-card').filter({ hasText: NEW_SELLER.name })).toBeVisible();

  const seller = await freshPage(browser);
  try {
    await signIn(seller, NEW_SELLER.email, password, NEW_SELLER.name);
  } finally {
    await seller.context().close();
  }
});

test("a deactivated buyer's open browser is signed out on its next action", async ({ page, browser }) => {
  const buyer = await freshPage(browser);
  try {
    await signIn(buyer, `${DEACTIVATED.key}@demo.b2b.test`, DEMO_PASSWORD, DEACTIVATED.name);

    await loginAs(page, 'admin');
    await page.goto('/admin/users');
    await page.getByTestId('user-search').fill(`${DEACTIVATED.key}@demo.b2b.test`);
    await expect(page).toHaveURL(/[?&]q=omar/);
    const row = page.getByTestId('user-row').filter({ hasText: DEACTIVATED.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Deactivate: ${DEACTIVATED.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate user?' });
    await expect(confirm).toContainText(DEACTIVATED.name);
    await confirm.getByTestId('confirm-action').click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Activate: ${DEACTIVATED.name}` })).toBeVisible();

    // The buyer's tab still shows the dashboard; its next call to the API ends the session.
    await buyer.getByTestId('sidebar-nav').getByRole('link', { name: 'Projects' }).click();
    await expect(buyer).toHaveURL(/\/login/);
    await expect(buyer.getByTestId('sign-in-submit')).toBeVisible();

    // Nor can the buyer sign in again.
    await buyer.getByLabel('Email').fill(`${DEACTIVATED.key}@demo.b2b.test`);
    await buyer.getByLabel('Password').fill(DEMO_PASSWORD);
    await buyer.getByTestId('sign-in-submit').click();
    await expect(buyer.getByRole('alert')).toBeVisible();
    await expect(buyer).toHaveURL(/\/login/);
  } finally {
    await buyer.context().close();
  }
});

test('a buyer uploads a PDF and an image to the profile and opens them', async ({ page }) => {
  await signIn(page, `${UPLOADER.key}@demo.b2b.test`, DEMO_PASSWORD, UPLOADER.name);
  await page.goto('/profile');
  const field = page.getByTestId('attachments-field');
  await expect(field).toBeVisible();
  const files = [
    { name: `brochure-${RUN}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    { name: `booth-${RUN}.png`, mimeType: 'image/png', buffer: PNG },
  ];
  await field.getByTestId('attachment-input').setInputFiles(files);

  const list = field.getByTestId('attachment-list');
  for (const file of files) {
    const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: file.name }) });
    const link = row.getByRole('link', { name: file.name });
    await expect(link).toBeVisible();
    await expect(row).toContainText('Complete');
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await page.request.get(href ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain(file.mimeType);
    expect(Buffer.compare(await answer.body(), file.buffer)).toBe(0);
  }
  await expect(field).not.toContainText('Error');

  // Stored, not only shown: they are still listed after a reload.
  await page.reload();
  for (const file of files) {
    await expect(page.getByTestId('attachment-list').getByRole('link', { name: file.name })).toBeVisible();
  }
});
