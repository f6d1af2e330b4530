// At phone width the sidebar is a drawer: hidden column, toggle opens the drawer, a link navigates
// and closes it.
import { expect, test } from '@playwright/test';
import { navItems } from '../core/roles.ts';
import { type DemoRole, loginAs, presetLanguage, sidebarHrefs } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

// The link clicked in the drawer, and the screen (titled like the link) it opens.
const cases: { role: DemoRole; label: string; path: string }[] = [
  { role: 'buyer', label: 'Meeting Requests', path: '/meeting-requests' },
  { role: 'admin', label: 'Projects', path: '/projects' },
];

for (const { role, label, path } of cases) {
  test(`at 390 px wide the ${role} sidebar opens as a drawer`, async ({ page }) => {
    await loginAs(page, role);

    await expect(page.getByTestId('sidebar-column')).toBeHidden();
    await expect(page.getByTestId('sidebar-drawer')).toHaveCount(0);

    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    expect(await sidebarHrefs(drawer)).toEqual(navItems(role).map((item) => item.path));

    await drawer.getByRole('link', { name: label, exact: true }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page.getByTestId('sidebar-column')).toBeHidden();
  });
}

test('the drawer closes with its close button and with Escape', async ({ page }) => {
  await loginAs(page, 'seller');
  const drawer = page.getByTestId('sidebar-drawer');

  await page.getByTestId('sidebar-toggle').click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  await page.getByTestId('sidebar-toggle').click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});
