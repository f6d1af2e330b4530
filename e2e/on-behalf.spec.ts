// The organiser acts on behalf of a hosted buyer (docs/rules.md#acting-on-behalf): on the project's
// requests screen they send a request for a seller, decline one for the buyer with a reason, and
// accept the buyer's three other requests at once; the buyer's own requests page then says that the
// organiser accepted them for them. The screens pass axe at 390 px in Korean and English.
// The journey builds its own event (a project of its own, new people), so no other journey sees it.
import { expect as baseExpect, test } from '@playwright/test';
import { addParticipants, createProject } from './api-setup.ts';
import { loginAs, presetLanguage } from './fixtures.ts';
import { freshPage, newParticipant, noSeriousViolations, screenshotsIn } from './journey-kit.ts';

// Several lists load after each change: on a busy two-core machine that may take far more than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const RUN = Date.now();
const BUYER = { name: `Kim Ji-ho ${RUN}`, company: `Hanbit Foods ${RUN}` };
const SELLERS = ['Alder', 'Birch', 'Cedar', 'Dogwood'].map((n) => ({
  name: `${n} Seller ${RUN}`,
  company: `${n} Farms ${RUN}`,
}));
const DAY = '2031-03-10';
const SHOTS = process.env.ON_BEHALF_SHOTS;
const shot = screenshotsIn(SHOTS);

test.describe.configure({ mode: 'serial' });

let projectId = '';
let buyer = { id: '', email: '', password: '' };

test('the organiser sends, declines and accepts three requests for a hosted buyer', async ({ page }) => {
  test.setTimeout(300_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, {
    name: `Hosted Buyer Days ${RUN}`,
    start: DAY,
    end: DAY,
    location: 'Hall C',
  });
  buyer = await newParticipant(api, 'buyer', BUYER);
  const sellers = [];
  for (const s of SELLERS) sellers.push(await newParticipant(api, 'seller', s));
  await addParticipants(api, projectId, [
    { id: buyer.id, role: 'buyer' },
    ...sellers.map((s) => ({ id: s.id, role: 'seller' as const })),
  ]);
  // Three sellers' requests to the buyer, sent by the organiser for them through the API.
  for (const [i, s] of sellers.slice(0, 3).entries()) {
    const res = await api.post(`/api/projects/${projectId}/requests-on-behalf`, {
      data: {
        requester_id: s.id,
        target_id: buyer.id,
        preferred_date: DAY,
        preferred_time_start: `${String(9 + i).padStart(2, '0')}:00`,
        preferred_time_end: `${String(10 + i).padStart(2, '0')}:00`,
        purpose: `Samples from ${SELLERS[i].company}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The fourth seller's request, from the screen: "Request a meeting for X".
  await page.goto(`/projects/${projectId}`);
  await page.getByTestId('open-project-requests').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting requests' })).toBeVisible();
  await page
    .getByTestId('on-behalf-person')
    .selectOption({ label: `${SELLERS[3].name} (${SELLERS[3].company}) · Seller` });
  await page.getByTestId('on-behalf-request-for').click();
  const modal = page.getByRole('dialog', { name: `Request a meeting for ${SELLERS[3].name}` });
  await modal.getByTestId('on-behalf-target').selectOption({ label: `${BUYER.name} (${BUYER.company})` });
  await modal.getByTestId('request-end').fill('14:00');
  await modal.getByTestId('on-behalf-send').click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Request sent for ${SELLERS[3].name}.`)).toBeVisible();
  const sentCard = page.getByTestId('on-behalf-request').filter({ hasText: BUYER.name });
  await expect(sentCard.getByTestId('on-behalf-note')).toContainText(`for ${SELLERS[3].name}`);

  // The buyer's requests: four pending. The fourth is declined for the buyer with a reason.
  await page.getByTestId('on-behalf-person').selectOption({ label: `${BUYER.name} (${BUYER.company}) · Buyer` });
  await expect(page).toHaveURL(new RegExp(`user=${buyer.id}`));
  const cards = page.getByTestId('on-behalf-request');
  await expect(cards).toHaveCount(4);
  const fourth = cards.filter({ hasText: SELLERS[3].name });
  await fourth.getByRole('button', { name: `Decline for ${BUYER.name}` }).click();
  const decline = page.getByRole('dialog', { name: `Decline for ${BUYER.name}` });
  await decline.getByLabel('No time left').check();
  await decline.getByTestId('on-behalf-decline-confirm').click();
  await expect(decline).toBeHidden();
  await expect(page.getByText(`Declined for ${BUYER.name}.`)).toBeVisible();
  await expect(fourth.getByTestId('on-behalf-note')).toContainText(`Declined by the organiser (`);

  // Accept selected: the three others at once.
  await page.getByTestId('on-behalf-select-all').check();
  const acceptMany = page.getByTestId('on-behalf-approve-many');
  await expect(acceptMany).toHaveText(/Accept selected \(3\)/);
  await acceptMany.click();
  await expect(page.getByTestId('on-behalf-many-result')).toContainText('3 requests accepted.');
  for (const s of SELLERS.slice(0, 3)) {
    const card = cards.filter({ hasText: s.name });
    await expect(card.getByTestId('on-behalf-note')).toContainText(`Accepted by the organiser (`);
    await expect(card.getByTestId('on-behalf-note')).toContainText(`for ${BUYER.name}`);
  }
  await expect(page.getByTestId('on-behalf-select-all')).toHaveCount(0);
  await shot(page, 'admin-requests-en-light');
});

test("the buyer's page says the organiser accepted three requests for them", async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await freshPage(browser, 'en');
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/meeting-requests');
    const cards = page.getByTestId('request-card');
    await expect(cards).toHaveCount(4);
    for (const s of SELLERS.slice(0, 3)) {
      const card = cards.filter({ hasText: s.name });
      await expect(card.getByTestId('on-behalf-note')).toContainText('Accepted for you by the organiser');
      await expect(card.getByTestId('request-meeting-link')).toBeVisible();
    }
    await expect(cards.filter({ hasText: SELLERS[3].name }).getByTestId('on-behalf-note')).toContainText(
      'Declined for you by the organiser',
    );
    // The bell tells them too.
    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('dialog').getByText('The organiser accepted a request for you')).toHaveCount(3);
  } finally {
    await page.context().close();
  }
});

for (const lng of ['en', 'ko'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`at 390 px in ${lng}, ${theme}: the organiser's screen, its dialogs and the buyer's page pass axe`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const admin = await freshPage(browser, lng, theme, 390);
      try {
        await loginAs(admin, 'admin');
        await admin.goto(`/projects/${projectId}/requests?user=${buyer.id}`);
        // The three accepted and one declined, and one more declined in each run before this one.
        await expect(admin.getByTestId('on-behalf-request').nth(3)).toBeVisible();
        await noSeriousViolations(admin, `${lng} ${theme} requests`);
        const width = await admin.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
        await shot(admin, `admin-requests-${lng}-${theme}-390`);
        // "Request a meeting for X" for the buyer, to the seller whose request was declined.
        await admin.getByTestId('on-behalf-request-for').click();
        const modal = admin.getByRole('dialog');
        await modal
          .getByTestId('on-behalf-target')
          .selectOption({ label: `${SELLERS[3].name} (${SELLERS[3].company})` });
        await modal.getByTestId('request-end').fill('16:00');
        await noSeriousViolations(admin, `${lng} ${theme} request-for dialog`);
        await shot(admin, `admin-request-for-${lng}-${theme}-390`);
        await modal.getByTestId('on-behalf-send').click();
        await expect(modal).toBeHidden();
        // The new pending request: its decline dialog, then declined.
        const pending = admin.getByTestId('on-behalf-request').filter({ has: admin.getByTestId('on-behalf-decline') });
        await pending.first().getByTestId('on-behalf-decline').click();
        const dialog = admin.getByRole('dialog');
        await expect(dialog.getByRole('radio')).toHaveCount(4);
        await noSeriousViolations(admin, `${lng} ${theme} decline dialog`);
        await shot(admin, `admin-decline-${lng}-${theme}-390`);
        await dialog.getByTestId('on-behalf-decline-confirm').click();
        await expect(dialog).toBeHidden();
      } finally {
        await admin.context().close();
      }
      const page = await freshPage(browser, lng, theme, 390);
      try {
        await page.goto('/login');
        await page.locator('input[type="email"]').fill(buyer.email);
        await page.locator('input[type="password"]').fill(buyer.password);
        await page.getByTestId('sign-in-submit').click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await page.goto('/meeting-requests');
        await expect(page.getByTestId('request-card').nth(3)).toBeVisible();
        await noSeriousViolations(page, `${lng} ${theme} buyer's requests`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
        await shot(page, `buyer-requests-${lng}-${theme}-390`);
      } finally {
        await page.context().close();
      }
    });
  }
}
