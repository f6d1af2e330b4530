// Conversations (docs/rules.md#conversations), two people side by side: the buyer opens the thread of
// their request and writes; the seller, already on Messages, sees it arrive without reloading, the
// top bar's unread count goes up and back to 0 once they open it, and answers; the buyer sees the
// answer and "Seen" under their message. Markup in a message stays text, only its web address is a
// link. Files, reports, deletions, blocks, the meeting page, the organisers' help desk and a thread
// longer than a page follow. The Messages screen passes axe at 390 px in Korean and English, light and dark.
// The journey builds its own event (a project of its own, new people), so no other journey sees it.
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { addParticipants, createMeeting, createProject } from './api-setup.ts';
import { loginAs, presetLanguage } from './fixtures.ts';
import { freshPage, newParticipant, noSeriousViolations, screenshotsIn } from './journey-kit.ts';

// Live updates go through the server's event stream; on a busy two-core machine give them time.
const expect = baseExpect.configure({ timeout: 20_000 });

const RUN = Date.now();
const BUYER = { name: `Sato Aiko ${RUN}`, company: `Sakura Trading ${RUN}` };
const SELLER = { name: `Park Min-jun ${RUN}`, company: `Hanriver Foods ${RUN}` };
const DAY = '2031-04-14';
const HOSTILE = '<script>alert(1)</script> https://example.com';
const shot = screenshotsIn(process.env.CONVERSATIONS_SHOTS);

test.describe.configure({ mode: 'serial' });

type Person = { id: string; email: string; password: string };
let buyer: Person;
let seller: Person;
let threadId = '';
let projectId = '';
let meetingId = '';
const PROJECT = `Talk Days ${RUN}`;
// A 1×1 PNG: attached to a message, it shows as a thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, who: Person) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function pageOf(browser: Browser, who: Person, lng: 'en' | 'ko', theme: 'light' | 'dark', width: number) {
  const page = await freshPage(browser, lng, theme, width);
  // A message's markup must never run: any alert fails the journey.
  page.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
  await signIn(page, who);
  return page;
}

test('the organiser sets up a buyer, a seller and a request between them', async ({ page }) => {
  test.setTimeout(120_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: PROJECT, start: DAY, end: DAY, location: 'Hall D' });
  buyer = await newParticipant(api, 'buyer', BUYER);
  seller = await newParticipant(api, 'seller', SELLER);
  await addParticipants(api, projectId, [
    { id: buyer.id, role: 'buyer' },
    { id: seller.id, role: 'seller' },
  ]);
  const res = await api.post(`/api/projects/${projectId}/requests-on-behalf`, {
    data: {
      requester_id: buyer.id,
      target_id: seller.id,
      preferred_date: DAY,
      preferred_time_start: '10:00',
      preferred_time_end: '11:00',
      purpose: 'Green tea samples',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  meetingId = await createMeeting(api, { projectId, buyerId: buyer.id, sellerId: seller.id, date: DAY, slot: 2 });
});

test('the buyer writes from the request, the seller sees it live, answers, and the buyer sees "Seen"', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sellerPage = await pageOf(browser, seller, 'en', 'light', 1280);
  const buyerPage = await pageOf(browser, buyer, 'en', 'light', 1280);
  try {
    await sellerPage.goto('/messages');
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(sellerPage.getByTestId('threads-empty')).toBeVisible();
    await expect(sellerPage.getByTestId('messages-unread')).toHaveCount(0);

    // The buyer: the request's Message button opens its thread beside the list.
    await buyerPage.goto('/meeting-requests');
    await buyerPage.getByTestId('request-card').getByTestId('request-message').click();
    const dialog = buyerPage.getByTestId('thread-dialog');
    await expect(dialog.getByRole('heading', { name: `Messages with ${SELLER.name}` })).toBeVisible();
    const input = dialog.getByTestId('composer-input');
    await input.fill('Hello, are you at table A-12?');
    await expect(dialog.getByTestId('composer-count')).toHaveText('29 / 4,000');
    await input.press('Enter');
    await expect(dialog.getByTestId('message')).toHaveCount(1);
    await expect(input).toHaveValue('');

    // The seller, without reloading: the thread appears with the message, the top bar counts it.
    const item = sellerPage.getByTestId('thread-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('thread-preview')).toHaveText('Hello, are you at table A-12?');
    await expect(item).toContainText(BUYER.name);
    await expect(item).toContainText(BUYER.company);
    await expect(sellerPage.getByTestId('messages-unread')).toHaveText('1');
    await item.click();
    await expect(sellerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    threadId = sellerPage.url().split('/').pop() ?? '';
    const thread = sellerPage.getByTestId('thread-panel');
    await expect(thread.getByTestId('message-text')).toHaveText(['Hello, are you at table A-12?']);
    await expect(sellerPage.getByTestId('messages-unread')).toHaveCount(0);

    // Shift+Enter starts a new line, Enter sends.
    const answer = thread.getByTestId('composer-input');
    await answer.fill('Yes, A-12.');
    await answer.press('Shift+Enter');
    await answer.pressSequentially('Come any time.');
    await answer.press('Enter');
    await expect(thread.getByTestId('message-text')).toHaveText([
      'Hello, are you at table A-12?',
      'Yes, A-12.\nCome any time.',
    ]);

    // The buyer sees the answer and that their message was read.
    await expect(dialog.getByTestId('message-text')).toHaveText([
      'Hello, are you at table A-12?',
      'Yes, A-12.\nCome any time.',
    ]);
    await expect(dialog.getByTestId('message').first().getByTestId('message-seen')).toHaveText(/Seen/);
    await noSeriousViolations(buyerPage, 'the thread beside the request');
    await shot(buyerPage, 'buyer-request-thread-en-light');

    // Markup is shown as typed; only the web address is a link, opened apart from the app.
    await dialog.getByTestId('composer-input').fill(HOSTILE);
    await dialog.getByTestId('composer-send').click();
    const hostile = thread.getByTestId('message').last().getByTestId('message-text');
    await expect(hostile).toHaveText(HOSTILE);
    const links = hostile.getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', 'https://example.com');
    await expect(links).toHaveAttribute('target', '_blank');
    await expect(links).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(thread.locator('script')).toHaveCount(0);
    await shot(sellerPage, 'seller-thread-en-light');

    // The buyer edits their last message within five minutes: it says "edited" on both sides.
    await dialog.getByTestId('message').last().getByTestId('message-menu').click();
    await buyerPage.getByTestId('message-edit').click();
    await dialog.getByTestId('message-edit-input').fill('See you at 10.');
    await dialog.getByTestId('message-edit-input').press('Enter');
    await expect(thread.getByTestId('message').last()).toContainText('See you at 10.');
    await expect(thread.getByTestId('message').last()).toContainText('edited');
  } finally {
    await sellerPage.context().close();
    await buyerPage.context().close();
  }
});

test('a file, a report, a deletion and a block, seen from both sides', async ({ browser }) => {
  test.setTimeout(180_000);
  const sellerPage = await pageOf(browser, seller, 'en', 'light', 1280);
  const buyerPage = await pageOf(browser, buyer, 'en', 'light', 1280);
  try {
    await sellerPage.goto(`/messages/${threadId}`);
    await buyerPage.goto(`/messages/${threadId}`);
    const mine = buyerPage.getByTestId('thread-panel');
    const theirs = sellerPage.getByTestId('thread-panel');
    await expect(theirs.getByTestId('message')).toHaveCount(3);

    // A picture with a line of text: a thumbnail on the other side, opening the file.
    await mine.getByTestId('composer-file').setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: PNG });
    await mine.getByTestId('composer-input').fill('Our stand');
    await mine.getByTestId('composer-send').click();
    const picture = theirs.getByTestId('message').last();
    await expect(picture.getByRole('img', { name: 'stand.png' })).toBeVisible();
    await expect(picture.getByTestId('message-file')).toHaveAttribute(
      'href',
      /\/api\/conversations\/messages\/.+\/file$/,
    );
    await expect(picture.getByTestId('message-text')).toHaveText('Our stand');

    // The seller reports it with a reason; they cannot report their own.
    await picture.getByTestId('message-menu').click();
    await sellerPage.getByTestId('message-report').click();
    const report = sellerPage.getByRole('dialog', { name: 'Report this message' });
    await report.getByTestId('report-reason').fill('Not about our meeting');
    await report.getByTestId('report-send').click();
    await expect(report.getByText('Thank you. The organisers will look at it.')).toBeVisible();
    await report.getByRole('button', { name: 'Close' }).first().click();

    // The buyer deletes it: "Message deleted" on both sides, no file left.
    await mine.getByTestId('message').last().getByTestId('message-menu').click();
    await buyerPage.getByTestId('message-delete').click();
    await buyerPage.getByTestId('confirm-action').click();
    await expect(theirs.getByTestId('message').last()).toHaveText(/Message deleted/);
    await expect(theirs.getByTestId('message-file')).toHaveCount(0);
    await expect(mine.getByTestId('message').last()).toHaveText(/Message deleted/);

    // The seller blocks the buyer: neither can write until the seller unblocks.
    await theirs.getByTestId('block').click();
    await sellerPage.getByTestId('confirm-action').click();
    await expect(theirs.getByTestId('thread-closed')).toContainText(`You blocked ${BUYER.name}`);
    await expect(mine.getByTestId('thread-closed')).toContainText('Messages between you are blocked.');
    await expect(mine.getByTestId('composer-input')).toHaveCount(0);
    await shot(buyerPage, 'buyer-blocked-en-light');
    await theirs.getByTestId('unblock').click();
    await expect(mine.getByTestId('composer-input')).toBeVisible();
    await expect(theirs.getByTestId('composer-input')).toBeVisible();
  } finally {
    await sellerPage.context().close();
    await buyerPage.context().close();
  }
});

test('the meeting page shows the pair the same conversation', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await pageOf(browser, buyer, 'ko', 'light', 1280);
  try {
    await page.goto(`/meetings/${meetingId}`);
    const thread = page.getByTestId('meeting-thread');
    await expect(thread.getByTestId('message-text').first()).toHaveText('Hello, are you at table A-12?');
    await expect(thread.getByTestId('composer-input')).toBeVisible();
    await noSeriousViolations(page, 'the meeting page with its conversation');
    await thread.scrollIntoViewIfNeeded();
    await shot(page, 'meeting-ko-light-1280');
  } finally {
    await page.context().close();
  }
});

test('an organiser writes to the buyer, who finds it under "The organisers"', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await freshPage(browser, 'en', 'light', 1280);
  try {
    await loginAs(admin, 'admin');
    await admin.goto('/messages');
    await admin.getByTestId('start-thread').click();
    const dialog = admin.getByRole('dialog', { name: 'Write to a participant' });
    await dialog.getByTestId('start-project').selectOption({ label: PROJECT });
    await dialog.getByTestId('start-person').selectOption({ label: `${BUYER.name} (${BUYER.company})` });
    await noSeriousViolations(admin, "the organiser's start dialog");
    await shot(admin, 'admin-start-en-light');
    await dialog.getByTestId('start-open').click();
    await expect(admin).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const thread = admin.getByTestId('thread-panel');
    await expect(thread.getByTestId('thread-name')).toHaveText(BUYER.name);
    await expect(thread.getByTestId('block')).toHaveCount(0);
    await thread.getByTestId('composer-input').fill('Welcome to Talk Days! Badges are at gate 2.');
    await thread.getByTestId('composer-input').press('Enter');
    await expect(thread.getByTestId('message')).toHaveCount(1);
    await shot(admin, 'admin-thread-en-light');
  } finally {
    await admin.context().close();
  }
  const page = await pageOf(browser, buyer, 'en', 'dark', 390);
  try {
    await expect(page.getByTestId('messages-unread')).toHaveText('1');
    await page.getByTestId('messages-link').click();
    const desk = page.getByTestId('thread-item').filter({ hasText: 'The organisers' });
    await expect(desk.getByTestId('thread-preview')).toHaveText('Welcome to Talk Days! Badges are at gate 2.');
    await desk.click();
    await expect(page.getByTestId('thread-name')).toHaveText('The organisers');
    await expect(page.getByTestId('messages-unread')).toHaveCount(0);
    await shot(page, 'buyer-help-desk-en-dark-390');
  } finally {
    await page.context().close();
  }
});

for (const lng of ['en', 'ko'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`at 390 px in ${lng}, ${theme}: the list and the thread pass axe, one column`, async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await pageOf(browser, seller, lng, theme, 390);
      try {
        await page.goto('/messages');
        await expect(page.getByTestId('thread-item')).toHaveCount(1);
        await noSeriousViolations(page, `${lng} ${theme} messages`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shot(page, `messages-${lng}-${theme}-390`);

        // The thread takes the list's place; the back button returns to it.
        await page.getByTestId('thread-item').click();
        await expect(page.getByTestId('thread-panel')).toBeVisible();
        await expect(page.getByTestId('thread-list')).toBeHidden();
        await expect(page.getByTestId('message')).toHaveCount(4);
        await noSeriousViolations(page, `${lng} ${theme} thread`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shot(page, `thread-${lng}-${theme}-390`);
        await page.getByTestId('thread-back').click();
        await expect(page.getByTestId('thread-list')).toBeVisible();

        // Writing to the organisers: the dialog.
        await page.getByTestId('start-thread').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await noSeriousViolations(page, `${lng} ${theme} write to the organisers`);
        await shot(page, `start-${lng}-${theme}-390`);
      } finally {
        await page.context().close();
      }
    });
  }
}

test('the thread at desktop width in Korean, light and dark (photographed when asked)', async ({ browser }) => {
  for (const theme of ['light', 'dark'] as const) {
    const page = await pageOf(browser, seller, 'ko', theme, 1280);
    try {
      await page.goto(`/messages/${threadId}`);
      await expect(page.getByTestId('message')).toHaveCount(4);
      await shot(page, `thread-ko-${theme}-1280`);
    } finally {
      await page.context().close();
    }
  }
});

test('a long thread shows its newest page, and older messages on demand', async ({ browser }) => {
  test.setTimeout(120_000);
  const sellerPage = await pageOf(browser, seller, 'en', 'light', 1280);
  const buyerPage = await pageOf(browser, buyer, 'en', 'light', 1280);
  try {
    // 48 more, written through the API by both (each stays under 30 a minute): 52 with the 4 before.
    for (let i = 1; i <= 24; i++) {
      for (const page of [buyerPage, sellerPage]) {
        const res = await page.request.post(`/api/conversations/${threadId}/messages`, { data: { body: `Line ${i}` } });
        expect(res.status(), await res.text()).toBe(201);
      }
    }
    await sellerPage.goto(`/messages/${threadId}`);
    const thread = sellerPage.getByTestId('thread-panel');
    await expect(thread.getByTestId('message')).toHaveCount(50);
    await expect(thread.getByTestId('message-text').last()).toHaveText('Line 24');
    await thread.getByTestId('load-older').click();
    await expect(thread.getByTestId('message')).toHaveCount(52);
    await expect(thread.getByTestId('message-text').first()).toHaveText('Hello, are you at table A-12?');
    await expect(thread.getByTestId('load-older')).toHaveCount(0);
  } finally {
    await sellerPage.context().close();
    await buyerPage.context().close();
  }
});
