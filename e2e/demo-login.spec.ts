// Each demo button signs in as its role, and the sidebar shows exactly that role's items.
import { expect, test } from '@playwright/test';
import { navItems } from '../core/roles.ts';
import { DEMO_ROLES, loginAs, presetLanguage, sidebarHrefs } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

// Every test runs in its own browser context, so each role starts signed out.
for (const role of DEMO_ROLES) {
  test(`the ${role} demo button signs in and shows the ${role} sidebar`, async ({ page }) => {
    await loginAs(page, role);
    await expect(page).toHaveURL(/\/dashboard$/);
    const expected = navItems(role).map((item) => item.path);
    expect(await sidebarHrefs(page)).toEqual(expected);
  });
}
