// Webhooks (docs/decisions/049-webhooks.md): the admin subscribes a receiver on loopback (the
// journeys' server allows private addresses: WEBHOOKS_ALLOW_PRIVATE_ADDRESSES in
// playwright.config.ts) to new meetings, reads the signing secret, creates a meeting, and sees the
// delivery succeed in the list; the receiver checks every signature with the `standardwebhooks`
// package. The admin opens the payload and redelivers it: the receiver gets the same webhook-id.
// The screen passes axe in both themes and fits a 360 px phone without sideways scrolling.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { addParticipants, createMeeting, createPerson, createProject } from './api-setup.ts';
import { blockingViolations } from './axe.ts';
import { loginAs, presetLanguage, presetTheme } from './fixtures.ts';
import { horizontalScroll } from './phone-checks.ts';

const OFFSET = 700 + Math.floor(Math.random() * 2000);
const DAY = new Date(Date.now() + OFFSET * 86_400_000).toISOString().slice(0, 10);
const SHOTS = process.env.WEBHOOK_SCREENSHOTS;

interface Got {
  id: string;
  body: string;
  verified: boolean;
}

let server: http.Server;
let receiverUrl = '';
let secret = '';
const received: Got[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ id: String(req.headers['webhook-id']), body, verified });
      res.writeHead(verified ? 200 : 401).end(verified ? 'thanks' : 'bad signature');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/b2b-hooks`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('the admin subscribes a receiver, sees a new meeting delivered, opens its payload and redelivers it', async ({
  page,
}) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const api = page.request;
  const projectId = await createProject(api, {
    name: `Webhook Expo ${Date.now()}`,
    start: DAY,
    end: DAY,
    location: 'Hall W',
  });
  const buyer = await createPerson(api, 'buyer', 'Wanda Webhook');
  const seller = await createPerson(api, 'seller', 'Sam Signer');
  await addParticipants(api, projectId, [
    { id: buyer, role: 'buyer' },
    { id: seller, role: 'seller' },
  ]);

  await page.goto(`/projects/${projectId}`);
  await page.getByTestId('open-webhooks').click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  // A scheme other than http(s) is refused with its reason, in words.
  await page.getByTestId('webhook-url').fill('ftp://files.example.com/in');
  await page.getByTestId('webhook-add').click();
  await expect(page.getByRole('alert')).toContainText('Only http and https URLs');

  await page.getByTestId('webhook-url').fill(receiverUrl);
  await page.getByTestId('webhook-description').fill('Our CRM');
  await expect(page.getByTestId('webhook-event-meeting.created')).toBeChecked();
  await page.getByTestId('webhook-event-meeting.cancelled').check();
  await page.getByTestId('webhook-add').click();
  const card = page.getByTestId('webhook-card');
  await expect(card.getByTestId('webhook-card-url')).toHaveText(receiverUrl);
  await card.getByTestId('webhook-reveal').click();
  secret = (await card.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);

  const meetingId = await createMeeting(api, { projectId, buyerId: buyer, sellerId: seller, date: DAY, slot: 2 });
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
  expect(received[0].verified).toBe(true);
  expect(JSON.parse(received[0].body)).toMatchObject({ type: 'meeting.created', data: { id: meetingId } });

  await page.reload();
  const delivery = page.getByTestId('webhook-delivery').first();
  await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Delivered');
  await expect(delivery.getByTestId('webhook-delivery-response')).toHaveText('200');

  for (const theme of ['light', 'dark'] as const) {
    await presetTheme(page, theme);
    await page.reload();
    await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Delivered');
    expect(await blockingViolations(page), theme).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-${theme}.png`, fullPage: true });
  }
  await presetTheme(page, 'light');
  await page.reload();

  await delivery.getByTestId('webhook-payload').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('webhook-payload-json')).toContainText('"meeting.created"');
  await expect(dialog.getByTestId('webhook-payload-json')).toContainText(meetingId);
  await expect(dialog).toContainText(`webhook-id: ${received[0].id}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-payload.png` });
  await page.keyboard.press('Escape');

  await delivery.getByTestId('webhook-redeliver').click();
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
  expect(received[1]).toMatchObject({ id: received[0].id, verified: true });
  await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Delivered', { timeout: 10_000 });

  // A phone: the screen fits 360 px without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Delivered');
  expect(await horizontalScroll(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-360.png`, fullPage: true });
});
