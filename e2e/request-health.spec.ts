// Request health (docs/rules.md#report): a buyer sends three requests in an event of its own; one
// seller accepts, one declines for lack of time, one leaves it waiting. The admin dashboard then shows
// that project's acceptance rate inside the 40-60 % band, nothing waiting over 48 hours (so "Nudge
// now" is off and says why), and the report adds the decline reasons. Axe finds nothing serious in
// either theme, at 390 px, in Korean and English; REQUEST_HEALTH_SHOTS=<dir> keeps screenshots.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { addParticipants, createProject } from './api-setup.ts';
import { DEMO_PASSWORD, presetLanguage, presetTheme } from './fixtures.ts';
import { noSeriousViolations, screenshotsIn } from './journey-kit.ts';

const RUN = Date.now();
const DAY = '2031-05-12';
const SHOTS = process.env.REQUEST_HEALTH_SHOTS;
const shot = screenshotsIn(SHOTS);

test.describe.configure({ mode: 'serial' });

/** A new buyer or seller with a company; returns their id, e-mail and temporary password. */
async function person(api: APIRequestContext, role: 'buyer' | 'seller', name: string) {
  const email = `${role}-${RUN}-${Math.floor(Math.random() * 1e6)}@e2e.b2b.test`;
  const res = await api.post('/api/people', {
    data: { role, email, full_name: `${name} ${RUN}`, company_name: `${name} Co ${RUN}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { person: { id: string }; temporary_password: string };
  return { id: body.person.id, email, password: body.temporary_password };
}

/** A signed-in API client of someone (a context of its own, so its cookie is theirs). */
async function signedIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-in', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return context.request;
}

/**
 * Signs in a demo account through the API and opens the dashboard. The login screen's demo button
 * does the same; this waits longer for a busy machine.
 */
async function signInDemo(page: Page, role: 'admin' | 'buyer') {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: `${role}@demo.b2b.test`, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

let projectId = '';
const PROJECT = `Request Health Days ${RUN}`;

test('requests are answered, and the admin dashboard and the report show their health', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await presetLanguage(page, 'en');
  await signInDemo(page, 'admin');
  const admin = page.request;
  projectId = await createProject(admin, { name: PROJECT, start: DAY, end: DAY, location: 'Hall D' });
  const buyer = await person(admin, 'buyer', 'Yoon Buyer');
  const sellers = [];
  for (const name of ['Acacia', 'Baobab', 'Cypress']) sellers.push(await person(admin, 'seller', name));
  await addParticipants(admin, projectId, [
    { id: buyer.id, role: 'buyer' },
    ...sellers.map((s) => ({ id: s.id, role: 'seller' as const })),
  ]);

  const asBuyer = await signedIn(browser, buyer);
  const ids: string[] = [];
  for (const [i, s] of sellers.entries()) {
    const res = await asBuyer.post('/api/meeting-requests', {
      data: {
        project_id: projectId,
        target_id: s.id,
        preferred_date: DAY,
        preferred_time_start: `${10 + i}:00`,
        preferred_time_end: `${11 + i}:00`,
        purpose: 'Distribution in Korea',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }
  const accepted = await (await signedIn(browser, sellers[0])).post(`/api/meeting-requests/${ids[0]}/approve`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const declined = await (await signedIn(browser, sellers[1])).post(`/api/meeting-requests/${ids[1]}/reject`, {
    data: { decline_reason: 'no_time', reason: 'Fully booked that day' },
  });
  expect(declined.status(), await declined.text()).toBe(200);

  for (const theme of ['light', 'dark'] as const) {
    await presetTheme(page, theme);
    await page.goto('/dashboard');
    const card = page.getByTestId(`request-health-${projectId}`);
    await expect(card.getByRole('heading', { name: PROJECT })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId('health-acceptance').locator('dd > span').first()).toHaveText('50%');
    await expect(card.getByTestId('health-acceptance')).toContainText('1 accepted of 2 answered');
    await expect(card.getByTestId('acceptance-verdict')).toHaveText('Within the target');
    await expect(card.getByTestId('acceptance-band')).toHaveAttribute(
      'aria-label',
      'Acceptance rate 50% on a scale from 0 to 100 %, target band 40% to 60%',
    );
    await expect(card.getByTestId('health-waiting').locator('dd > span').first()).toHaveText('0');
    await expect(card.getByTestId('nudge-now')).toBeDisabled();
    await expect(card.getByTestId('nudge-result')).toHaveText('No request has waited 48 hours.');
    await expect(card.getByTestId('health-expired')).toContainText('of 3 requests sent');
    await noSeriousViolations(page, `dashboard ${theme}`);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `dashboard-${theme}`);
  }

  // The report (followed in the page, so still dark): the same figures, with the decline reasons.
  await expect(page.getByTestId(`request-health-${projectId}`).getByTestId('health-over-max-count')).toHaveText(
    'The project sets no daily maximum of meetings.',
  );
  await page
    .getByTestId(`request-health-${projectId}`)
    .getByRole('link', { name: /Open the report/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/report$`), { timeout: 20_000 });
  const section = page.getByTestId('report-request-health');
  await expect(section.getByRole('heading', { name: 'Request health' })).toBeVisible({ timeout: 20_000 });
  await expect(section.getByTestId('acceptance-verdict')).toHaveText('Within the target');
  const reasons = section.getByRole('table', { name: 'Decline reasons' });
  await expect(reasons.getByRole('row', { name: /No time left/ })).toContainText('1');
  await expect(section.getByTestId('health-over-max-unset')).toBeVisible();
  await noSeriousViolations(page, 'report');
  await section.scrollIntoViewIfNeeded();
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/report-section-dark.png` });
});

test('at 390 px in Korean, the health card fits the phone and reads in Korean', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await presetLanguage(page, 'ko');
  for (const theme of ['light', 'dark'] as const) {
    await presetTheme(page, theme);
    if (theme === 'light') await signInDemo(page, 'admin');
    else await page.goto('/dashboard');
    const card = page.getByTestId(`request-health-${projectId}`);
    await expect(card.getByTestId('acceptance-verdict')).toHaveText('목표 범위 안', { timeout: 45_000 });
    await expect(card.getByTestId('nudge-now')).toHaveText('지금 알림 보내기');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await noSeriousViolations(page, `dashboard ko 390 ${theme}`);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `dashboard-ko-phone-${theme}`);
  }
  await page.goto(`/projects/${projectId}/report`);
  const section = page.getByTestId('report-request-health');
  await expect(section.getByRole('heading', { name: '요청 현황' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await noSeriousViolations(page, 'report ko 390');
  await section.scrollIntoViewIfNeeded();
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/report-section-ko-phone-dark.png` });
  await context.close();
});

test('a buyer is refused the figures and the nudge', async ({ page }) => {
  test.setTimeout(120_000);
  await presetLanguage(page, 'en');
  await signInDemo(page, 'buyer');
  expect((await page.request.get('/api/dashboard/request-health')).status()).toBe(403);
  expect((await page.request.post(`/api/projects/${projectId}/request-health/nudge`)).status()).toBe(403);
  await expect(page.getByTestId('dashboard-request-health')).toHaveCount(0);
});
