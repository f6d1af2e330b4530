// Recommended for you (docs/rules.md#matchmaking): a buyer opens the project's recommendations, sees
// the sellers ranked with their reasons in words, hides one ("Not interested") and undoes it, then
// requests a meeting with the best match through the request form, which takes that seller out of the
// list. The organiser counts the project's matches. The screens pass axe at 390 px in Korean and
// English, in both themes. The journey builds its own event, so no other journey sees it.
import { expect, type Page, test } from '@playwright/test';
import { addParticipants, createProject } from './api-setup.ts';
import { presetLanguage } from './fixtures.ts';
import { freshPage, newParticipant, noSeriousViolations, screenshotsIn } from './journey-kit.ts';

const RUN = Date.now();
const DAY = '2031-04-14';
const SHOTS = process.env.RECOMMENDATION_SHOTS;
const shot = screenshotsIn(SHOTS);

interface Who {
  name: string;
  company: string;
  fields: Record<string, unknown>;
}
const BUYER: Who = {
  name: `Sato Yui ${RUN}`,
  company: `Sakura Trading ${RUN}`,
  fields: {
    country: 'JP',
    product_categories: ['Cosmetics', 'Skin care'],
    markets: ['KR'],
    languages: ['Japanese', 'English'],
  },
};
const SELLERS: Who[] = [
  {
    name: `Han Seo-yeon ${RUN}`,
    company: `Glow Lab ${RUN}`,
    fields: {
      country: 'KR',
      product_categories: ['Cosmetics', 'Skin care'],
      markets: ['JP'],
      languages: ['Korean', 'English'],
    },
  },
  {
    name: `Oak Foods ${RUN}`,
    company: `Oak Foods Co ${RUN}`,
    fields: { country: 'US', product_categories: ['Food'], languages: ['English'] },
  },
  {
    name: `Toy Box ${RUN}`,
    company: `Toy Box GmbH ${RUN}`,
    fields: { country: 'DE', product_categories: ['Toys'] },
  },
];

test.describe.configure({ mode: 'serial' });

async function signInAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  // By the fields' kinds, not their labels: the page may be in Korean.
  await page.locator('input[autocomplete="email"]').fill(who.email);
  await page.locator('input[autocomplete="current-password"]').fill(who.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** The demo organiser signs in; a busy machine may take longer than the shared helper waits. */
async function signInAdmin(page: Page) {
  await page.goto('/login');
  await page.getByTestId('demo-login-admin').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

let projectId = '';
let buyer = { id: '', email: '', password: '' };

test('a buyer sees sellers with reasons, hides one and takes it back, and requests the best match', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await presetLanguage(page, 'en');
  await signInAdmin(page);
  const api = page.request;
  projectId = await createProject(api, { name: `Beauty Week ${RUN}`, start: DAY, end: DAY, location: 'Hall B' });
  buyer = await newParticipant(api, 'buyer', BUYER);
  const sellers = [];
  for (const s of SELLERS) sellers.push(await newParticipant(api, 'seller', s));
  await addParticipants(api, projectId, [
    { id: buyer.id, role: 'buyer' },
    ...sellers.map((s) => ({ id: s.id, role: 'seller' as const })),
  ]);

  const me = await freshPage(browser, 'en');
  try {
    await signInAs(me, buyer);
    await me.goto(`/projects/${projectId}`);
    await me.getByTestId('open-recommendations').click();
    await expect(me.getByRole('heading', { level: 1, name: 'Recommended for you' })).toBeVisible();
    const cards = me.getByTestId('recommendation');
    await expect(cards).toHaveCount(3);
    const best = cards.first();
    await expect(best.getByRole('heading', { name: SELLERS[0].name })).toBeVisible();
    const reasons = best.getByTestId('reasons');
    await expect(reasons).toContainText('Shares 2 categories: Cosmetics, Skin care');
    await expect(reasons).toContainText('Sells to your country');
    await expect(reasons).toContainText('You buy from South Korea');
    await expect(reasons).toContainText('Both speak English');
    await expect(cards.nth(1)).toContainText('Both speak English');
    await shot(me, 'buyer-recommendations-en-light');

    // Not interested, then undo: nobody is told, the card comes back.
    const toys = cards.filter({ hasText: SELLERS[2].name });
    await toys.getByTestId('recommendation-dismiss').click();
    await expect(me.getByText(`${SELLERS[2].name} is hidden from your recommendations.`)).toBeVisible();
    await expect(cards).toHaveCount(2);
    await me.getByTestId('recommendation-undo').click();
    await expect(cards).toHaveCount(3);

    // Request meeting: the request form opens with the project and the seller chosen.
    await best.getByTestId('recommendation-request').click();
    const modal = me.getByRole('dialog', { name: 'Request Meeting' });
    await expect(modal.getByTestId('request-target')).toHaveValue(sellers[0].id);
    await modal.getByLabel('Preferred date').fill(DAY);
    await modal.getByLabel('Start time').fill('10:00');
    await modal.getByLabel('End time').fill('11:00');
    await modal.getByTestId('send-meeting-request').click();
    await expect(modal).toBeHidden();
    // Requested: no longer recommended.
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: SELLERS[0].name })).toHaveCount(0);
  } finally {
    await me.context().close();
  }

  // The organiser counts the matches: the sellers with none come first.
  await page.goto(`/projects/${projectId}`);
  await page.getByTestId('load-match-counts').click();
  await expect(page.getByTestId('match-counts-summary')).toContainText('have no good match');
  await expect(page.getByTestId('match-counts').locator('li').last()).toContainText('1 good match');
  await shot(page, 'admin-match-counts-en-light');
});

for (const lng of ['en', 'ko'] as const) {
  test(`at 390 px in ${lng}: the recommendations and the match counts pass axe`, async ({ browser }) => {
    test.setTimeout(240_000);
    for (const theme of ['light', 'dark'] as const) {
      const me = await freshPage(browser, lng, theme, 390);
      try {
        await signInAs(me, buyer);
        await me.goto(`/projects/${projectId}/recommendations`);
        await expect(me.getByTestId('recommendation').first()).toBeVisible({ timeout: 30_000 });
        await noSeriousViolations(me, `${lng} ${theme} recommendations`);
        const width = await me.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
        await shot(me, `buyer-recommendations-${lng}-${theme}-390`);
      } finally {
        await me.context().close();
      }
      const admin = await freshPage(browser, lng, theme, 390);
      try {
        await signInAdmin(admin);
        await admin.goto(`/projects/${projectId}`);
        await admin.getByTestId('load-match-counts').click();
        await expect(admin.getByTestId('match-counts-summary')).toBeVisible({ timeout: 30_000 });
        await noSeriousViolations(admin, `${lng} ${theme} match counts`);
        const width = await admin.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
        await admin.getByTestId('match-counts-summary').scrollIntoViewIfNeeded();
        await shot(admin, `admin-match-counts-${lng}-${theme}-390`);
      } finally {
        await admin.context().close();
      }
    }
  });
}
