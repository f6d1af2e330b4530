// API tokens (docs/decisions/048-api-tokens.md): the buyer makes a token on the API tokens screen,
// sees it once, calls the API with it from outside the browser and gets their own data, revokes it,
// and the same call gets 401. The screen passes axe in both themes and fits a phone. The API
// reference at /api/docs renders the OpenAPI document's operations (decision 050).
import { expect, test } from '@playwright/test';
import { blockingViolations } from './axe.ts';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';
import { phoneProblems } from './phone-checks.ts';

test('a buyer makes a token, calls the API with it, revokes it, and the call is refused', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'buyer');
  const me = await (await page.request.get('/api/profile')).json();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-api-tokens').click();
  await expect(page).toHaveURL(/\/api-tokens$/);
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();

  const name = `Journey ${Date.now()}`;
  await page.getByTestId('api-token-name').fill(name);
  await page.getByTestId('api-token-scope').selectOption('read');
  await page.getByTestId('api-token-expiry').selectOption('30');
  await page.getByTestId('api-token-create').click();
  const shown = page.getByTestId('created-token-value');
  await expect(shown).toHaveText(/^b2b_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent()) ?? '';
  await expect(page.getByTestId('created-token')).toContainText('shown this once');
  const row = page.getByTestId('api-token-row').filter({ hasText: name });
  await expect(row).toContainText(token.slice(0, 12));
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('Never');
  // A browser that refuses the clipboard (as on a plain-HTTP address): told, and to copy it by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await page.getByTestId('created-token-copy').click();
  await expect(page.getByTestId('created-token').getByRole('status')).toHaveText(
    'This browser did not let us copy it: select it above and copy it yourself.',
  );
  await expect(page.getByTestId('created-token-copy')).toHaveText('Copy');
  expect(await blockingViolations(page)).toEqual([]);

  // Another program: no cookie, only the token.
  const outside = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const auth = { authorization: `Bearer ${token}` };
  const asToken = await outside.get('/api/profile', { headers: auth });
  expect(asToken.status()).toBe(200);
  expect((await asToken.json()).email).toBe(me.email);
  // Read-only: a write is refused with its code.
  const write = await outside.put('/api/profile/locale', { headers: auth, data: { locale: 'en' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).error.code).toBe('token_read_only');

  // Shown once: after a reload only its first characters are left, and its last use is noted.
  await page.reload();
  await expect(page.getByTestId('created-token-value')).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(row).not.toContainText('Never');

  await row.getByTestId('api-token-revoke').click();
  await page.getByTestId('confirm-action').click();
  await expect(row).toHaveCount(0);
  const refused = await outside.get('/api/profile', { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('api_token_invalid');
  await outside.dispose();
});

test('the API tokens screen passes axe in the dark theme and fits a phone', async ({ browser }) => {
  // A phone as e2e/phone.spec.ts has it: 360 px wide, with touch.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await presetLanguage(page, 'en');
  await presetTheme(page, 'dark');
  await loginAs(page, 'seller');
  await page.goto('/api-tokens');
  await page.getByTestId('api-token-name').fill('Phone check');
  await page.getByTestId('api-token-create').click();
  await expect(page.getByTestId('created-token-value')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await phoneProblems(page)).toEqual([]);
  // Tidy: the journeys share one database.
  await page.getByTestId('api-token-row').filter({ hasText: 'Phone check' }).getByTestId('api-token-revoke').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('api-token-row').filter({ hasText: 'Phone check' })).toHaveCount(0);
  await context.close();
});

test('the API reference at /api/docs renders the operations and the token scheme', async ({ page }) => {
  // The renderer lays out a document of some 180 operations: seconds of work on a busy machine.
  test.setTimeout(90_000);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'B2B Platform API' })).toBeVisible({ timeout: 60_000 });
  // The operations, in the sidebar and drawn in the page.
  await expect(page.getByRole('link', { name: /\/api\/api-tokens\/ .*POST/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '/api/health/' })).toBeVisible();
  await expect
    .poll(() => page.locator('a[href^="#GET/api/"], a[href^="#POST/api/"]').count(), { timeout: 20_000 })
    .toBeGreaterThan(50);
  // The bearer scheme is the one offered for trying a request.
  await expect(page.getByText('bearerAuth').first()).toBeVisible();
  // Nothing the page needs is refused by the content security policy (the app's own).
  expect(refused).toEqual([]);
});
