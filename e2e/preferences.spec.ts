// Language and theme are kept on the device: both survive a reload; Korean is the default.
import { expect, test } from '@playwright/test';

test.describe('in a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('Korean is the default language', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^ko\b/);
  });

  test('switching to English survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();

    await page.getByTestId('language-switcher').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('en');
  });
});

test.describe('in a browser whose language the app lacks', () => {
  test.use({ locale: 'fr-FR' });

  test('Korean is the fallback language', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  });
});

test('the dark theme survives a reload', async ({ page }) => {
  await page.goto('/login');
  const html = page.locator('html');
  await expect(page.getByTestId('theme-toggle')).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.getByTestId('theme-toggle')).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  const stored = await page.evaluate(() => window.localStorage.getItem('theme-storage'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { theme: 'dark' } });

  // And back to light, which also survives.
  await page.getByTestId('theme-toggle').click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByTestId('theme-toggle')).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
});
