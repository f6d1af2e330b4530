// Shared helpers of the Playwright journeys: demo sign-in, and language and theme set on the device
// before the app boots (the app reads both from localStorage on start).
import { expect, type Locator, type Page } from '@playwright/test';

export type DemoRole = 'admin' | 'buyer' | 'seller' | 'interpreter';
export const DEMO_ROLES: DemoRole[] = ['admin', 'buyer', 'seller', 'interpreter'];

/** The password the demo accounts share (server/db/demo-accounts.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** Keeps the app in this language on every page load (i18next reads 'i18nextLng' first). */
export async function presetLanguage(page: Page, lng: 'ko' | 'en' | 'zh' | 'ja') {
  await page.addInitScript((l) => window.localStorage.setItem('i18nextLng', l), lng);
}

/** Keeps the app in this theme on every page load (zustand's persisted 'theme-storage'). */
export async function presetTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript(
    (t) => window.localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: t }, version: 0 })),
    theme,
  );
}

/** Signs in with the login screen's demo button of the role and waits for the dashboard. */
export async function loginAs(page: Page, role: DemoRole) {
  await page.goto('/login');
  await page.getByTestId(`demo-login-${role}`).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The hrefs of the sidebar links inside `scope` (the page, or the drawer). */
export async function sidebarHrefs(scope: Locator | Page) {
  const links = scope.getByTestId('sidebar-nav').getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((els) => els.map((el) => new URL((el as HTMLAnchorElement).href).pathname));
}

/** A buyer's row of the schedule grid. */
export const scheduleRow = (page: Page, buyer: string) => page.getByTestId('schedule-row').filter({ hasText: buyer });

/** The cell of slot `n` (from 1) in a buyer's row of the schedule grid. */
export const scheduleCell = (page: Page, buyer: string, n: number) =>
  scheduleRow(page, buyer)
    .getByTestId('schedule-cell')
    .nth(n - 1);
