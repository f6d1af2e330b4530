// The home page's counters with PUBLIC_TOTALS on (the journeys' server sets it): the numbers the
// API counts across projects, written the reader's way (docs/rules.md#report).
import { expect, test } from '@playwright/test';
import { presetLanguage } from './fixtures.ts';

test('the home page counts real people, companies and meetings held', async ({ page }) => {
  await presetLanguage(page, 'en');
  const answer = page.waitForResponse('**/api/public/totals');
  await page.goto('/');
  const { totals } = await (await answer).json();
  expect(totals).not.toBeNull();
  const counters = page.getByRole('region', { name: 'Platform in numbers' });
  const number = new Intl.NumberFormat('en');
  await expect(counters).toContainText(`${number.format(totals.users)}Users`);
  await expect(counters).toContainText(`${number.format(totals.companies)}Companies`);
  await expect(counters).toContainText(`${number.format(totals.meetings)}Meetings`);
  await expect(counters).not.toContainText('1000+');
});
