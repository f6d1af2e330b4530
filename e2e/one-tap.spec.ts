// One tap at the venue (docs/rules.md#running-late-and-at-the-table, docs/decisions/035-one-tap.md):
// the demo buyer and the demo seller, each on their own phone, meet now at table A-12 of a new
// project whose clock puts this moment inside its first slot. The buyer taps "10 min" and the
// seller's open meeting page shows "Emily Carter is running 10 min late" without a reload (the
// notification stream's event), as do the seller's meetings list and the notification bell; the
// seller answers "I am at table A-12" and the buyer sees it. After a meeting, one tap on a star on
// the dashboard saves the rating (the API confirms, with no follow-up or deal size), and "Add
// details" adds the follow-up later. Photographed at 390 px, light and dark.
import fs from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { loginAs } from './fixtures.ts';
import { freshPage, newParticipant, noSeriousViolations } from './journey-kit.ts';

const SHOTS = '/tmp/shots-one-tap';
const BUYER = 'Emily Carter';
const SELLER = 'Kim Ji-eun';

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/**
 * A fixed-offset zone in which it is now around midday, the date there, and the time now there
 * rounded down to five minutes: the first slot starts then, so this moment is inside its window.
 */
function middayZone(now = new Date()) {
  const offset = 12 - now.getUTCHours(); // -11..12: 12:xx there
  const zone = offset === 0 ? 'UTC' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
  const local = new Date(now.getTime() + offset * 3_600_000);
  const day = local.toISOString().slice(0, 10);
  // Off the hour (12:05, 11:55…): the demo meetings start on the hour, and a person has one meeting
  // per date and start time across projects.
  const rounded = local.getUTCMinutes() - (local.getUTCMinutes() % 5);
  const minutes = rounded === 0 ? 11 * 60 + 55 : 12 * 60 + rounded;
  const start = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { zone, day, start };
}

let meetingId = '';

async function phone(browser: Browser, theme: 'light' | 'dark' = 'light') {
  return freshPage(browser, 'en', theme, 390);
}

test('the admin puts the demo buyer and seller at table A-12 right now', async ({ browser }) => {
  const admin = await freshPage(browser, 'en');
  await loginAs(admin, 'admin');
  const { zone, day, start } = middayZone();
  const made = await admin.request.post('/api/projects', {
    data: { name: `One tap ${Date.now()}`, start_date: day, end_date: day, time_zone: zone, day_start: start },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const projectId = (await made.json()).id as string;
  const idOf = async (role: string, name: string) => {
    const list = await (await admin.request.get(`/api/projects/${projectId}/candidates?role=${role}`)).json();
    return list.find((c: { full_name: string }) => c.full_name === name).user_id as string;
  };
  const [buyerId, sellerId] = [await idOf('buyer', BUYER), await idOf('seller', SELLER)];
  const joined = await admin.request.put(`/api/projects/${projectId}/participants`, {
    data: {
      add: [
        { user_id: buyerId, role: 'buyer' },
        { user_id: sellerId, role: 'seller' },
      ],
    },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const table = await admin.request.post(`/api/projects/${projectId}/tables`, { data: { name: 'A-12' } });
  expect(table.ok(), await table.text()).toBe(true);
  const meeting = await admin.request.post('/api/meetings', {
    data: { project_id: projectId, buyer_id: buyerId, seller_id: sellerId, meeting_date: day, slot_number: 1 },
  });
  expect(meeting.ok(), await meeting.text()).toBe(true);
  meetingId = (await meeting.json()).id;
  await admin.context().close();
});

test('running late reaches the seller’s open page at once, and "at the table" comes back', async ({ browser }) => {
  const buyer = await phone(browser);
  const seller = await phone(browser, 'dark');
  await loginAs(buyer, 'buyer');
  await loginAs(seller, 'seller');
  await seller.goto(`/meetings/${meetingId}`);
  const sellerPanel = seller.getByTestId('signal-panel');
  await expect(sellerPanel.getByRole('heading', { name: 'On your way?' })).toBeVisible();
  await expect(sellerPanel.getByTestId('signal-notes')).toHaveCount(0);

  await buyer.goto(`/meetings/${meetingId}`);
  const buyerPanel = buyer.getByTestId('signal-panel');
  const ten = buyerPanel.getByRole('button', { name: '10 min', exact: true });
  // Big enough for a thumb.
  const box = await ten.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await ten.click();
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await expect(buyerPanel.getByTestId('signal-mine')).toHaveText('You told them you are running 10 min late.');

  // The seller's page, open all along, shows it without a reload.
  await expect(sellerPanel.getByTestId('signal-note-late')).toHaveText(`${BUYER} is running 10 min late`);
  const signals = await (await seller.request.get('/api/meeting-signals')).json();
  expect(signals).toEqual([
    expect.objectContaining({
      meeting_id: meetingId,
      kind: 'late',
      minutes: 10,
      user: expect.objectContaining({ full_name: BUYER }),
    }),
  ]);
  await sellerPanel.screenshot({ path: `${SHOTS}/seller-panel-dark.png` });
  await seller.screenshot({ path: `${SHOTS}/seller-page-dark.png`, fullPage: true });

  // A newer word replaces the older: the seller answers, and the buyer sees it.
  await sellerPanel.getByRole('button', { name: 'I am at table A-12' }).click();
  await expect(buyerPanel.getByTestId('signal-note-at_table')).toHaveText(`${SELLER} is at table A-12`);
  await buyerPanel.getByRole('button', { name: '5 min', exact: true }).click();
  await expect(sellerPanel.getByTestId('signal-note-late')).toHaveText(`${BUYER} is running 5 min late`);
  await expect(sellerPanel.getByTestId('signal-note-late')).toHaveCount(1);
  await buyerPanel.screenshot({ path: `${SHOTS}/buyer-panel-light.png` });
  await noSeriousViolations(buyer, 'the buyer’s meeting page with signals');
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  // The bell and the meetings list say it too.
  await seller.goto('/meetings');
  const card = seller.getByTestId('meeting-card').filter({ has: seller.locator(`a[href="/meetings/${meetingId}"]`) });
  await expect(card.getByTestId('signal-note-late')).toHaveText(`${BUYER} is running 5 min late`);
  const notes = await (await seller.request.get('/api/notifications')).json();
  expect(notes.items.map((n: { title_key: string }) => n.title_key)).toEqual(
    expect.arrayContaining(['onetap.notice.late']),
  );

  // Wide screens too: the meeting page and the list at 1280 px.
  await seller.setViewportSize({ width: 1280, height: 900 });
  await seller.screenshot({ path: `${SHOTS}/seller-list-1280-dark.png` });
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await buyer.screenshot({ path: `${SHOTS}/buyer-page-1280-light.png`, fullPage: true });

  // Withdrawn: gone from the seller's screens.
  await buyerPanel.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card.getByTestId('signal-note-late')).toHaveCount(0);
  await buyer.context().close();
  await seller.context().close();
});

/**
 * A meeting of the demo buyer that ended yesterday, with a new seller, in a project of its own: the
 * journey must not count on the demo's meetings awaiting a rating, which earlier journeys rate and
 * whose number depends on the hour the run starts.
 */
async function meetingToRate(browser: Browser, dayStart: string) {
  const admin = await freshPage(browser, 'en');
  await loginAs(admin, 'admin');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const made = await admin.request.post('/api/projects', {
    data: {
      name: `Rated ${Date.now()}`,
      start_date: yesterday,
      end_date: yesterday,
      time_zone: 'UTC',
      day_start: dayStart,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const projectId = (await made.json()).id as string;
  const buyers = await (await admin.request.get(`/api/projects/${projectId}/candidates?role=buyer`)).json();
  const buyerId = buyers.find((c: { full_name: string }) => c.full_name === BUYER).user_id as string;
  const seller = await newParticipant(admin.request, 'seller', {
    name: `Rita Stars ${Date.now()}`,
    company: `Star Rating Co ${Date.now()}`,
  });
  const joined = await admin.request.put(`/api/projects/${projectId}/participants`, {
    data: {
      add: [
        { user_id: buyerId, role: 'buyer' },
        { user_id: seller.id, role: 'seller' },
      ],
    },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const meeting = await admin.request.post('/api/meetings', {
    data: { project_id: projectId, buyer_id: buyerId, seller_id: seller.id, meeting_date: yesterday, slot_number: 1 },
  });
  expect(meeting.ok(), await meeting.text()).toBe(true);
  await admin.context().close();
}

for (const theme of ['light', 'dark'] as const) {
  test(`after a meeting one tap on a star rates it, and "Add details" follows (${theme})`, async ({ browser }) => {
    // Before the demo's hours, one hour each, and moved by the minute of the run: the buyer has one
    // meeting per date and start time, also when the journey runs again against the same server.
    const minute = String((Math.floor(Date.now() / 60_000) % 12) * 5).padStart(2, '0');
    await meetingToRate(browser, `${theme === 'light' ? '05' : '06'}:${minute}`);
    const buyer = await phone(browser, theme);
    await loginAs(buyer, 'buyer');
    const pending = (await (await buyer.request.get('/api/feedback/pending')).json()) as {
      meeting_id: string;
      counterpart: { company_name: string };
    }[];
    expect(pending.length).toBeGreaterThan(0);
    const first = pending[0];
    const item = buyer.getByTestId('rate-now').filter({ hasText: first.counterpart.company_name });
    await expect(
      item.getByRole('heading', { name: `How was your meeting with ${first.counterpart.company_name}?` }),
    ).toBeVisible();
    await buyer.getByTestId('rate-meetings').screenshot({ path: `${SHOTS}/dashboard-rate-${theme}.png` });
    const star = item.getByRole('button', { name: '4 of 5 – Very good' });
    expect((await star.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await star.click();
    await expect(item.getByText('Thank you! Your rating is saved.')).toBeVisible();
    const saved = await (await buyer.request.get(`/api/meetings/${first.meeting_id}/feedback`)).json();
    expect(saved.answers).toEqual([expect.objectContaining({ rating: 4, follow_up: null, deal_size: null })]);
    await buyer.getByTestId('rate-meetings').screenshot({ path: `${SHOTS}/dashboard-rated-${theme}.png` });
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    await item.getByRole('link', { name: 'Add details' }).click();
    const feedbackCard = buyer.getByTestId('feedback-card');
    await expect(feedbackCard.getByTestId('feedback-form')).toBeVisible();
    await feedbackCard.getByRole('group', { name: 'Do you want to follow up? (optional)' }).getByText('Yes').click();
    await feedbackCard.screenshot({ path: `${SHOTS}/details-form-${theme}.png` });
    await feedbackCard.getByRole('button', { name: 'Save changes' }).click();
    await expect(feedbackCard.getByTestId('feedback-answer-buyer')).toContainText('Yes');
    // The deal size was left out: unanswered, not a guess.
    await expect(feedbackCard.getByTestId('feedback-answer-buyer')).toContainText('Not answered');
    const details = await (await buyer.request.get(`/api/meetings/${first.meeting_id}/feedback`)).json();
    expect(details.answers).toEqual([expect.objectContaining({ rating: 4, follow_up: 'yes', deal_size: null })]);
    await noSeriousViolations(buyer, 'the feedback card after details');
    await feedbackCard.screenshot({ path: `${SHOTS}/details-saved-${theme}.png` });
    await buyer.context().close();
  });
}
