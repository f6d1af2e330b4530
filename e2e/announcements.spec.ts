// Announcements and moderation (docs/rules.md#announcements, #conversations): the organiser posts an
// announcement on the project's page; a buyer and a seller, each already on their dashboard in a
// browser of their own, see it appear without reloading; the buyer marks it read and the organiser's
// "read by" goes up. A message the buyer reports shows on the moderation screen, where Hide settles
// it. The screens pass axe at 390 px in Korean and English, in both themes.
// The journey builds its own event (a project of its own, new people), so no other journey sees it.
import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { addParticipants, createProject } from './api-setup.ts';
import { loginAs, presetLanguage } from './fixtures.ts';
import { freshPage, newParticipant, noSeriousViolations, screenshotsIn } from './journey-kit.ts';

// Live updates and lists that load after each change: on a busy two-core machine far more than 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const RUN = Date.now();
const DAY = '2031-04-14';
const BUYER = { name: `Park Min-jun ${RUN}`, company: `Hangang Trading ${RUN}` };
const SELLER = { name: `Lee Seo-yeon ${RUN}`, company: `Jeju Green Tea ${RUN}` };
const NOTICE = { title: `Hall B opens at 8:30 ${RUN}`, body: 'Badges at desk 2.\nCoffee in the lobby from 8:00.' };
const RUDE = `You people are useless ${RUN}`;
const SHOTS = process.env.ANNOUNCEMENTS_SHOTS;
const shot = screenshotsIn(SHOTS);
/** A screenshot of one part of the page, when a folder is given. */
const shotOf = async (part: Locator, name: string) => {
  if (SHOTS) await part.screenshot({ path: `${SHOTS}/${name}.png` });
};

test.describe.configure({ mode: 'serial' });

let projectId = '';
type Account = { id: string; email: string; password: string };
let buyer: Account;
let seller: Account;

/** A page of its own signed in as a new participant, on their dashboard. */
async function participantPage(
  browser: Browser,
  who: Account,
  lng: 'en' | 'ko',
  theme: 'light' | 'dark',
  width = 1280,
) {
  const page = await freshPage(browser, lng, theme, width);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('active-projects')).toBeVisible();
  return page;
}

const pinned = (page: Page, title: string) =>
  page.getByTestId('pinned-announcements').getByTestId('announcement').filter({ hasText: title });

test('an announcement reaches open dashboards live, and the organiser sees who read it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: `Tea Buyers Week ${RUN}`, start: DAY, end: DAY, location: 'Hall B' });
  buyer = await newParticipant(api, 'buyer', BUYER);
  seller = await newParticipant(api, 'seller', SELLER);
  await addParticipants(api, projectId, [
    { id: buyer.id, role: 'buyer' },
    { id: seller.id, role: 'seller' },
  ]);
  const buyerPage = await participantPage(browser, buyer, 'en', 'light');
  const sellerPage = await participantPage(browser, seller, 'en', 'light');
  try {
    await expect(buyerPage.getByTestId('pinned-announcements')).toHaveCount(0);

    await page.goto(`/projects/${projectId}`);
    const card = page.getByTestId('announcements-card');
    await card.getByTestId('announcement-title').fill(NOTICE.title);
    await card.getByTestId('announcement-body').fill(NOTICE.body);
    await card.getByTestId('announcement-email').check();
    await card.getByTestId('announcement-post').click();
    await expect(card.getByText('The announcement is posted.')).toBeVisible();
    const posted = card.getByTestId('admin-announcement').filter({ hasText: NOTICE.title });
    await expect(posted.getByTestId('announcement-reads')).toHaveText('Read by 0 of 2');
    await expect(posted).toContainText('Sent by e-mail');

    // Both dashboards show it without a reload, highlighted as unread.
    for (const p of [buyerPage, sellerPage]) {
      await expect(pinned(p, NOTICE.title)).toHaveAttribute('data-unread', 'true');
      await expect(pinned(p, NOTICE.title)).toContainText('Coffee in the lobby from 8:00.');
    }
    await shot(buyerPage, 'buyer-dashboard-unread-en-light');

    await pinned(buyerPage, NOTICE.title).getByTestId('announcement-mark-read').click();
    await expect(pinned(buyerPage, NOTICE.title)).not.toHaveAttribute('data-unread', 'true');
    await expect(posted.getByTestId('announcement-reads')).toHaveText('Read by 1 of 2');

    // One for the sellers only: the seller sees it, the buyer does not.
    const forSellers = `Sellers: set up your stands by 8:00 ${RUN}`;
    await card.getByTestId('announcement-title').fill(forSellers);
    await card.getByTestId('announcement-body').fill('The hall opens for exhibitors at 7:00.');
    await card.getByTestId('announcement-audience').selectOption('seller');
    await card.getByTestId('announcement-post').click();
    await expect(card.getByTestId('admin-announcement').filter({ hasText: forSellers })).toContainText(
      'Read by 0 of 1',
    );
    await expect(pinned(sellerPage, forSellers)).toBeVisible();
    await expect(pinned(buyerPage, NOTICE.title)).toBeVisible();
    await expect(pinned(buyerPage, forSellers)).toHaveCount(0);
    await shot(page, 'admin-project-announcements-en-light');

    // One e-mail per participant for the first, none for the second.
    const outbox = await (await api.get(`/api/admin/outbox?q=${encodeURIComponent(NOTICE.title)}`)).json();
    baseExpect(outbox.messages.map((m: { to_email: string }) => m.to_email).sort()).toEqual(
      [buyer.email, seller.email].sort(),
    );
  } finally {
    await buyerPage.context().close();
    await sellerPage.context().close();
  }
});

test('a reported message shows on the moderation screen, and Hide settles it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  // The seller's request to the buyer, sent by the organiser for them: it opens their conversation.
  const request = await page.request.post(`/api/projects/${projectId}/requests-on-behalf`, {
    data: {
      requester_id: seller.id,
      target_id: buyer.id,
      preferred_date: DAY,
      preferred_time_start: '10:00',
      preferred_time_end: '11:00',
      purpose: 'Green tea samples',
    },
  });
  expect(request.status(), await request.text()).toBe(201);
  const requestId = (await request.json()).id;
  const sellerPage = await participantPage(browser, seller, 'en', 'light');
  const buyerPage = await participantPage(browser, buyer, 'en', 'light');
  try {
    const thread = await sellerPage.request.post('/api/conversations', { data: { request_id: requestId } });
    expect(thread.status(), await thread.text()).toBe(200);
    const sent = await sellerPage.request.post(`/api/conversations/${(await thread.json()).id}/messages`, {
      data: { body: RUDE },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const report = await buyerPage.request.post(`/api/conversations/messages/${(await sent.json()).id}/report`, {
      data: { reason: 'Insulting' },
    });
    expect(report.status(), await report.text()).toBe(201);
  } finally {
    await sellerPage.context().close();
    await buyerPage.context().close();
  }

  await page.goto('/admin');
  await page.getByTestId('admin-link-moderation').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const reported = page.getByTestId('report').filter({ hasText: RUDE });
  await expect(reported.getByTestId('report-message')).toHaveText(RUDE);
  await expect(reported).toContainText(`Reported by ${BUYER.name} (${BUYER.company})`);
  await expect(reported).toContainText(`Written by ${SELLER.name} (${SELLER.company})`);
  await expect(reported).toContainText('Insulting');
  await shot(page, 'moderation-open-en-light');
  await reported.getByTestId('report-hide').click();
  await expect(reported).toHaveCount(0);
  await page.getByTestId('moderation-tab-settled').click();
  const settled = page.getByTestId('report').filter({ hasText: RUDE });
  await expect(settled).toContainText('Hidden');
  await expect(settled.getByTestId('report-hide')).toHaveCount(0);
  await shot(page, 'moderation-settled-en-light');
});

for (const lng of ['ko', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`at ${width} px in ${lng}, ${theme}: dashboard, project announcements and moderation pass axe`, async ({
        browser,
      }) => {
        test.setTimeout(180_000);
        const fits = async (page: Page) => {
          if (width > 390) return;
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scroll, 'nothing wider than the phone').toBeLessThanOrEqual(390);
        };
        const tag = `${lng}-${theme}-${width}`;
        // The seller has not read theirs: the highlighted ones are checked too.
        const sellerPage = await participantPage(browser, seller, lng, theme, width);
        try {
          await expect(sellerPage.getByTestId('pinned-announcements').getByTestId('announcement')).toHaveCount(2);
          await noSeriousViolations(sellerPage, `${lng} ${theme} seller dashboard`);
          await fits(sellerPage);
          await shotOf(sellerPage.getByTestId('pinned-announcements'), `seller-pinned-${tag}`);
        } finally {
          await sellerPage.context().close();
        }
        const admin = await freshPage(browser, lng, theme, width);
        try {
          await loginAs(admin, 'admin');
          await admin.goto(`/projects/${projectId}`);
          const card = admin.getByTestId('announcements-card');
          await expect(card.getByTestId('admin-announcement')).toHaveCount(2);
          await noSeriousViolations(admin, `${lng} ${theme} project announcements`);
          await fits(admin);
          await shotOf(card, `admin-announcements-${tag}`);
          await admin.goto('/admin/moderation');
          await admin.getByTestId('moderation-tab-settled').click();
          await expect(admin.getByTestId('report').filter({ hasText: RUDE })).toBeVisible();
          await noSeriousViolations(admin, `${lng} ${theme} moderation`);
          await fits(admin);
          await shot(admin, `moderation-${tag}`);
        } finally {
          await admin.context().close();
        }
      });
    }
  }
}
