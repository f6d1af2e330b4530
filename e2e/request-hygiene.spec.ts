// Request hygiene from the participants' side (docs/rules.md#request-hygiene): a seller declines a
// buyer's request with a reason and the buyer reads it in kind words, on the card and in the bell;
// the buyer's request past the project's pending cap is refused with the message saying how to free
// one, and cancelling a sent request frees it; the organiser keeps two companies apart on the project
// page. The screens pass axe at 390 px in Korean and English, light and dark.
// The journey builds its own event (a project of its own, new people), so no other journey sees it.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { addParticipants, createProject } from './api-setup.ts';
import { freshPage, newParticipant, noSeriousViolations, screenshotsIn } from './journey-kit.ts';

// The machine the journeys share may be slow: a list or a dialog gets longer to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

const RUN = Date.now();
const BUYER = { name: `Mina Buyer ${RUN}`, company: `Seoul Imports ${RUN}` };
const SELLERS = ['Aster', 'Basil', 'Clove', 'Dill', 'Elder'].map((n) => ({
  name: `${n} Seller ${RUN}`,
  company: `${n} Tea ${RUN}`,
}));
const DAY = '2031-04-15';
const CAP = 3;
const SHOTS = process.env.HYGIENE_SHOTS;
const shot = screenshotsIn(SHOTS);

test.describe.configure({ mode: 'serial' });

type Account = { id: string; email: string; password: string };

/** The demo admin's sign-in, waiting as long as a busy machine needs. */
async function loginAs(page: Page, role: 'admin') {
  await page.goto('/login');
  await page.getByTestId(`demo-login-${role}`).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

async function signIn(page: Page, who: Account) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Sends a request as the signed-in page's user through the API. */
async function ask(page: Page, targetId: string, hour: number) {
  const res = await page.request.post('/api/meeting-requests', {
    data: {
      project_id: projectId,
      target_id: targetId,
      preferred_date: DAY,
      preferred_time_start: `${String(hour).padStart(2, '0')}:00`,
      preferred_time_end: `${String(hour + 1).padStart(2, '0')}:00`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

let projectId = '';
let buyer: Account;
const sellers: Account[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await freshPage(browser, 'en');
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: `Tea Buyers Week ${RUN}`, start: DAY, end: DAY, location: 'Hall D' });
  buyer = await newParticipant(api, 'buyer', BUYER);
  for (const s of SELLERS) sellers.push(await newParticipant(api, 'seller', s));
  await addParticipants(api, projectId, [
    { id: buyer.id, role: 'buyer' },
    ...sellers.map((s) => ({ id: s.id, role: 'seller' as const })),
  ]);
  const settings = await api.put(`/api/projects/${projectId}/matchmaking`, {
    data: { categories: [], pending_request_cap: CAP, request_expiry_days: 7, max_meetings_per_day: null },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  await page.context().close();
});

test('the seller declines with a reason; the buyer reads it in kind words', async ({ browser }) => {
  test.setTimeout(150_000);
  const asBuyer = await freshPage(browser, 'en');
  await signIn(asBuyer, buyer);
  // The buyer asks the first seller from the Request Meeting form.
  await asBuyer.goto('/meeting-requests');
  await asBuyer.getByTestId('request-meeting').click();
  const modal = asBuyer.getByRole('dialog', { name: 'Request Meeting' });
  await modal.getByTestId('request-project').selectOption({ label: `Tea Buyers Week ${RUN}` });
  await expect(modal.getByText(`0 of ${CAP} pending requests used`)).toBeVisible();
  await modal.getByTestId('request-target').selectOption({ label: `${SELLERS[0].name} (${SELLERS[0].company})` });
  await modal.getByLabel('Preferred date').fill(DAY);
  await modal.getByLabel('Start time').fill('10:00');
  await modal.getByLabel('End time').fill('11:00');
  await modal.getByTestId('send-meeting-request').click();
  await expect(modal).toBeHidden();

  const asSeller = await freshPage(browser, 'en');
  await signIn(asSeller, sellers[0]);
  await asSeller.goto('/meeting-requests');
  const received = asSeller.getByTestId('request-card').filter({ hasText: BUYER.name });
  await received.getByTestId('request-reject').click();
  const dialog = asSeller.getByRole('dialog', { name: 'Decline meeting request' });
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  // "Another reason" needs words: the dialog says so and sends nothing.
  await dialog.getByLabel('Another reason').check();
  await dialog.getByTestId('reject-confirm').click();
  await expect(dialog.getByText('Please write your reason.')).toBeVisible();
  await dialog.getByLabel('No time left in my schedule').check();
  await dialog.getByTestId('reject-reason').fill('Maybe at the autumn fair.');
  await shot(asSeller, 'decline-dialog-en-light');
  await dialog.getByTestId('reject-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(received).toContainText('Declined');
  await expect(received.getByTestId('request-decline-answer')).toContainText('No time left in my schedule');
  await asSeller.context().close();

  await asBuyer.reload();
  const card = asBuyer.getByTestId('request-card').filter({ hasText: SELLERS[0].name });
  const answer = card.getByTestId('request-decline-answer');
  await expect(answer).toContainText('Their schedule is full this time');
  await expect(answer).toContainText('Maybe at the autumn fair.');
  await expect(card).not.toContainText('Rejected');
  await asBuyer.getByTestId('notification-bell').click();
  await expect(
    asBuyer
      .getByRole('dialog')
      .getByText(`${SELLERS[0].company} thanks you for your request, but their schedule is full this time.`),
  ).toBeVisible();
  await shot(asBuyer, 'buyer-declined-en-light');
  await asBuyer.context().close();
});

test('past the pending cap the request is refused with how to free one; a cancel frees it', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await freshPage(browser, 'en');
  await signIn(page, buyer);
  // The declined request no longer waits: three more fill the cap.
  for (const [i, s] of sellers.slice(1, 1 + CAP).entries()) await ask(page, s.id, 9 + i);
  await page.goto('/meeting-requests');
  await expect(page.getByTestId('pending-usage')).toHaveText(`${CAP} of ${CAP} pending requests used`);
  await page.getByTestId('request-meeting').click();
  const modal = page.getByRole('dialog', { name: 'Request Meeting' });
  await modal.getByTestId('request-project').selectOption({ label: `Tea Buyers Week ${RUN}` });
  const last = SELLERS[1 + CAP];
  await modal.getByTestId('request-target').selectOption({ label: `${last.name} (${last.company})` });
  await modal.getByLabel('Preferred date').fill(DAY);
  await modal.getByLabel('Start time').fill('15:00');
  await modal.getByLabel('End time').fill('16:00');
  await modal.getByTestId('send-meeting-request').click();
  await expect(modal.getByTestId('request-cap-reached')).toHaveText(
    `You already have ${CAP} requests waiting for an answer, the most this event allows. To send another, cancel one of your sent requests or wait until someone answers.`,
  );
  await shot(page, 'cap-reached-en-light');
  await modal.getByRole('link', { name: 'See your sent requests' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/filter=sent/);
  // Cancel one: the seller is told, and one request is free again.
  const pending = page.getByTestId('request-card').filter({ hasText: SELLERS[1].name });
  await pending.getByTestId('request-cancel').click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
  await confirm.getByTestId('confirm-action').click();
  await expect(confirm).toBeHidden();
  await expect(pending).toContainText('Cancelled');
  await expect(pending.getByTestId('request-cancel')).toHaveCount(0);
  await expect(page.getByTestId('pending-usage')).toHaveText(`${CAP - 1} of ${CAP} pending requests used`);
  await page.context().close();
});

test('the organiser keeps two companies apart on the project page', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await freshPage(browser, 'en');
  await loginAs(page, 'admin');
  await page.goto(`/projects/${projectId}`);
  const card = page.getByTestId('exclusions-card');
  await expect(card.getByText('No companies are kept apart in this project.')).toBeVisible();
  await card.getByTestId('exclusion-first-search').fill(`Seoul Imports ${RUN}`);
  await card.getByTestId('exclusion-first-select').selectOption({ label: `${BUYER.company} · Buyer` });
  await card.getByTestId('exclusion-second-search').fill(`Elder Tea ${RUN}`);
  await card.getByTestId('exclusion-second-select').selectOption({ label: `${SELLERS[4].company} · Seller` });
  await card.getByTestId('exclusion-add').click();
  await expect(card.getByText(`${BUYER.company} and ${SELLERS[4].company} are now kept apart.`)).toBeVisible();
  // A pair is stored in either order: both names are on its line.
  const pair = card.getByTestId('exclusion-list').getByRole('listitem');
  await expect(pair).toContainText(BUYER.company);
  await expect(pair).toContainText(SELLERS[4].company);
  await shot(page, 'exclusions-en-light');
  // The buyer can no longer pick that seller.
  const asBuyer = await freshPage(browser, 'en');
  await signIn(asBuyer, buyer);
  const res = await asBuyer.request.get(`/api/meeting-requests/counterparts?project=${projectId}`);
  const people = (await res.json()) as { id: string; excluded: boolean }[];
  expect(people.find((p) => p.id === sellers[4].id)?.excluded).toBe(true);
  await asBuyer.context().close();
  await page.context().close();
});

for (const lng of ['en', 'ko'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`at 390 px in ${lng}, ${theme}: requests, the decline dialog, the cap message and the exclusions pass axe`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const page = await freshPage(browser, lng, theme, 390);
      try {
        await signIn(page, buyer);
        await page.goto('/meeting-requests');
        await expect(page.getByTestId('request-card').first()).toBeVisible({ timeout: 60_000 });
        await noSeriousViolations(page, `${lng} ${theme} buyer's requests`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shot(page, `buyer-requests-${lng}-${theme}-390`);
        // Fill the cap again, then meet the message in the form.
        const projects = (await (await page.request.get('/api/meeting-requests/projects')).json()) as {
          id: string;
          pending_sent: number;
        }[];
        if (projects.find((p) => p.id === projectId)?.pending_sent !== CAP) await ask(page, sellers[1].id, 14);
        await page.reload();
        await page.getByTestId('request-meeting').click();
        const modal = page.getByRole('dialog');
        await modal.getByTestId('request-project').selectOption(projectId);
        await modal.getByTestId('request-target').selectOption(sellers[0].id);
        await modal.locator('input[type="date"]').fill(DAY);
        await modal.locator('input[type="time"]').first().fill('15:00');
        await modal.locator('input[type="time"]').last().fill('16:00');
        await modal.getByTestId('send-meeting-request').click();
        await expect(modal.getByTestId('request-cap-reached')).toBeVisible();
        await noSeriousViolations(page, `${lng} ${theme} cap message`);
        await shot(page, `cap-reached-${lng}-${theme}-390`);
      } finally {
        await page.context().close();
      }
      const seller = await freshPage(browser, lng, theme, 390);
      try {
        await signIn(seller, sellers[2]);
        await seller.goto('/meeting-requests');
        await seller.getByTestId('request-card').first().getByTestId('request-reject').click();
        const dialog = seller.getByRole('dialog');
        await expect(dialog.getByRole('radio')).toHaveCount(4);
        await dialog.getByRole('radio').nth(3).check();
        await dialog.getByTestId('reject-confirm').click();
        await noSeriousViolations(seller, `${lng} ${theme} decline dialog`);
        await shot(seller, `decline-dialog-${lng}-${theme}-390`);
      } finally {
        await seller.context().close();
      }
      const admin = await freshPage(browser, lng, theme, 390);
      try {
        await loginAs(admin, 'admin');
        await admin.goto(`/projects/${projectId}`);
        const card = admin.getByTestId('exclusions-card');
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByTestId('exclusion-list')).toBeVisible();
        await noSeriousViolations(admin, `${lng} ${theme} project page`);
        expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await card.screenshot({ path: SHOTS ? `${SHOTS}/exclusions-${lng}-${theme}-390.png` : undefined });
      } finally {
        await admin.context().close();
      }
    });
  }
}
