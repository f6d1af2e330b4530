// axe-core finds no serious or critical violation on the landing, login, dashboard and meetings screens,
// in the light and in the dark theme.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, presetLanguage, presetTheme } from './fixtures';

type Screen = { name: string; open: (page: Page) => Promise<void> };

const screens: Screen[] = [
  {
    name: 'landing',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('landing-sign-in')).toHaveText('Sign In');
    },
  },
  {
    name: 'login',
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await expect(page.getByTestId('demo-login-admin')).toBeVisible();
    },
  },
  {
    name: 'sign-up',
    open: async (page) => {
      await page.goto('/login');
      await page.getByTestId('to-sign-up').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    },
  },
  {
    name: 'admin dashboard',
    open: async (page) => {
      await loginAs(page, 'admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByTestId('stat-total_users')).toBeVisible();
    },
  },
  {
    name: 'buyer dashboard',
    open: async (page) => {
      await loginAs(page, 'buyer');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Active Projects' })).toBeVisible();
      await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
    },
  },
  {
    name: 'meetings list',
    open: async (page) => {
      await loginAs(page, 'seller');
      await page.goto('/meetings');
      await expect(page.getByRole('heading', { level: 1, name: 'My Meetings' })).toBeVisible();
      await expect(page.getByTestId('meeting-card').first()).toBeVisible();
    },
  },
  {
    name: 'meeting detail',
    open: async (page) => {
      await loginAs(page, 'interpreter');
      await page.goto('/meetings');
      await page.getByTestId('meeting-card').first().getByRole('link').click();
      await expect(page.getByRole('tab', { name: 'Attendances' })).toBeVisible();
    },
  },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, 'en');
      await presetTheme(page, theme);
    });

    for (const screen of screens) {
      test(`the ${screen.name} screen has no serious or critical axe violation`, async ({ page }) => {
        await screen.open(page);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
          }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
      });
    }
  });
}
