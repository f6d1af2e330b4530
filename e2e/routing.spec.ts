// The routing rules (docs/architecture.md#web-conventions): signed-out-only /login, signed-in screens, unknown paths.
import { expect, test } from '@playwright/test';
import { loginAs, presetLanguage } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('a signed-out visit to /meetings lands on /login', async ({ page }) => {
  await page.goto('/meetings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('signing in after a signed-out visit returns to that page, query included', async ({ page }) => {
  await page.goto('/meetings?status=confirmed');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('demo-login-seller').click();
  await expect(page).toHaveURL(/\/meetings\?status=confirmed$/);
});

test('a signed-in visit to /login lands on /dashboard', async ({ page }) => {
  await loginAs(page, 'buyer');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-nav')).toBeVisible();
});

test('an unknown path lands on the landing page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the right partners' })).toBeVisible();
});

test('an unknown path lands on the landing page when signed in too', async ({ page }) => {
  await loginAs(page, 'seller');
  await page.goto('/no-such-page/deeper');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByTestId('landing-sign-in')).toHaveText('Go to Dashboard');
});

test('logout from the user menu lands on /login and guards the dashboard again', async ({ page }) => {
  await loginAs(page, 'interpreter');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('the session survives a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
