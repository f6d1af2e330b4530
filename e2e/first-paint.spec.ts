// The first paint before the JavaScript (docs/decisions/036-first-paint-and-lighthouse.md): the page
// draws the signed-in frame's shell in the saved theme, else the system's, with no script of the
// app; the app then keeps that theme, and the inline theme script passes the content security policy.
import { expect, test } from '@playwright/test';
import { loginAs, presetTheme } from './fixtures.ts';

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the shell is drawn dark before any script of the app runs, and the app stays dark', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/meetings');
    const shell = page.locator('#root > [role="status"][aria-busy="true"]');
    await expect(shell).toBeVisible();
    await expect(shell.locator('svg')).toBeVisible(); // the menu icon: a contentful first paint
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.unrouteAll();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await loginAs(page, 'buyer');
    await page.goto('/meetings');
    await expect(page.getByTestId('meeting-card').first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(violations).toEqual([]);
  });

  test('a theme chosen on the device wins over the system', async ({ page }) => {
    await presetTheme(page, 'light');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page.locator('#root > [role="status"]')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});
