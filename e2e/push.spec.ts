// Push notifications in the browser (docs/rules.md#push-notifications): the profile's push toggles
// save per kind; "Turn on notifications on this device" asks permission and subscribes through the
// service worker (headless Chromium has no push service, so the journey checks the page's answer
// to that, and to a refused permission); a push delivered to the service worker (through the
// DevTools protocol, as a push service would) shows as a notification with the server's words.
// The encrypted delivery itself is proved against a loopback push service in server/push/push.test.ts.
// PUSH_SHOTS=<dir> keeps screenshots of the settings at 390 and 1280 px, light and dark.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const shots = process.env.PUSH_SHOTS;

async function openSettings(page: Page) {
  await page.goto('/profile#notices');
  const notices = page.locator('#notices');
  await expect(notices.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
  return notices;
}

const pushPreferences = async (page: Page) => (await page.request.get('/api/notices/push-preferences')).json();

test('the push toggles of each kind save, beside the e-mail choices', async ({ page }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'buyer');
  const notices = await openSettings(page);
  const messages = notices.getByRole('checkbox', { name: 'Push notification: Unread messages' });
  const signals = notices.getByRole('checkbox', { name: 'Push notification: Running late, at the table' });
  await expect(messages).toBeChecked();
  await expect(signals).toBeChecked();
  // Kinds a push does not suit have no toggle.
  await expect(notices.getByRole('checkbox', { name: 'Push notification: Transactions' })).toHaveCount(0);
  const box = await messages.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(20);

  // A click, then the state: the toggle turns once the query's read in flight is cancelled, a tick
  // after the click, which check() and uncheck() would take for a click that did nothing.
  await messages.click();
  await expect(messages).not.toBeChecked();
  await expect(notices.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(await pushPreferences(page)).toEqual({ meeting_reminders: 'on', messages: 'off', meeting_signals: 'on' });
  await page.reload();
  await expect(
    page.locator('#notices').getByRole('checkbox', { name: 'Push notification: Unread messages' }),
  ).not.toBeChecked();
  // The e-mail choice of the same kind is its own.
  await expect(page.locator('#notices').getByLabel('Unread messages', { exact: true })).toHaveValue('immediately');

  const again = page.locator('#notices').getByRole('checkbox', { name: 'Push notification: Unread messages' });
  await again.click();
  await expect(again).toBeChecked();
  await expect.poll(async () => (await pushPreferences(page)).messages).toBe('on');
});

test('turning notifications on: permission granted, then the browser’s push service decides', async ({
  page,
  context,
}) => {
  await presetLanguage(page, 'en');
  await context.grantPermissions(['notifications']);
  await loginAs(page, 'buyer');
  const notices = await openSettings(page);
  await notices.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  const on = notices.getByText('Turned on on this device');
  const unavailable = notices.getByRole('alert').filter({ hasText: 'cannot reach a push service' });
  await expect(on.or(unavailable)).toBeVisible({ timeout: 20_000 });
  console.log('push subscribe in this Chromium:', (await on.isVisible()) ? 'subscribed' : 'no push service');
});

test('a refused permission turns nothing on and says so', async ({ page, context }) => {
  await presetLanguage(page, 'en');
  await context.clearPermissions();
  await loginAs(page, 'buyer');
  const notices = await openSettings(page);
  await page.evaluate(() => {
    Notification.requestPermission = async () => 'denied';
  });
  await notices.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(notices.getByRole('alert')).toHaveText('Notifications were not allowed, so nothing was turned on.');
});

test('a push reaching the service worker shows as a notification with its words and page', async ({
  page,
  context,
}) => {
  await presetLanguage(page, 'en');
  await context.grantPermissions(['notifications']);
  await loginAs(page, 'buyer');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const payload = {
    title: 'Kim is running 10 minutes late',
    body: 'Your meeting at 14:00',
    url: '/meetings',
    tag: 'meeting-e2e',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications({ tag: 'meeting-e2e' })).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      }));
    });
  await expect
    .poll(shown, { timeout: 10_000 })
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: '/meetings' } }]);
});

test('screenshots of the settings at 390 and 1280 px, light and dark', async ({ browser }) => {
  test.skip(!shots, 'PUSH_SHOTS not set');
  test.setTimeout(90_000);
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await presetLanguage(page, 'en');
    await presetTheme(page, theme);
    await loginAs(page, 'buyer');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const notices = await openSettings(page);
      await expect(notices.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
      fs.mkdirSync(shots as string, { recursive: true });
      await notices.screenshot({ path: path.join(shots as string, `push-${width}-${theme}.png`) });
    }
    await context.close();
  }
});
