// Calendar journey: the demo buyer saves a meeting as an .ics file from its page, makes a
// subscription link on the profile, and a calendar app (a request without the buyer's session)
// reads the meeting from it; renewing stops the old link, turning it off stops the new one, so the
// demo data other journeys use is as it was.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { readCalendar } from '../server/test/ical-reader.ts';
import { loginAs, presetLanguage } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('a buyer downloads a meeting for their calendar and subscribes to all of their meetings', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'buyer');

  // A meeting's page offers its calendar file.
  await page.goto('/meetings');
  await page.getByTestId('meeting-card').first().locator('a[href^="/meetings/"]').first().click();
  await expect(page).toHaveURL(/\/meetings\/[^/]+$/);
  const meetingId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('meeting-calendar-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meeting-\d{4}-\d{2}-\d{2}-\d{4}\.ics$/);
  const file = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(file).toContain('BEGIN:VEVENT');
  const saved = readCalendar(file);
  expect(saved.events).toHaveLength(1);
  expect(saved.events[0].uid).toBe(`${meetingId}@127.0.0.1`);
  expect(saved.events[0].summary).toMatch(/^(Cancelled: )?Meeting with /);

  // The profile makes a subscription link and shows it this once.
  await page.goto('/profile');
  const section = page.getByTestId('calendar-feed');
  await expect(section.getByRole('heading', { name: 'Calendar subscription' })).toBeVisible();
  await section.getByTestId('calendar-feed-create').click();
  const link = section.getByTestId('calendar-feed-url');
  await expect(link).toHaveText(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = (await link.textContent()) ?? '';
  await expect(section.getByTestId('calendar-feed-webcal')).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'));
  await section.getByTestId('calendar-feed-copy').click();
  await expect(section.getByTestId('calendar-feed-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A calendar app fetches it without any session and finds the meeting.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = readCalendar(await feed.text());
  expect(calendar.events.map((e) => e.uid)).toContain(`${meetingId}@127.0.0.1`);
  expect(calendar.events.every((e) => e.url.startsWith(`${new URL(url).origin}/meetings/`))).toBe(true);

  // Back later: the link is not shown again, only since when it exists.
  await page.reload();
  await expect(section.getByTestId('calendar-feed-since')).toContainText('You have had a subscription link since');
  await expect(section.getByTestId('calendar-feed-url')).toHaveCount(0);

  // Renewing gives a new link; the old one answers 404 from then on.
  await section.getByTestId('calendar-feed-renew').click();
  await expect(page.getByRole('dialog')).toContainText('current one stops working');
  await page.getByTestId('confirm-action').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const renewed = (await section.getByTestId('calendar-feed-url').textContent()) ?? '';
  expect(renewed).not.toBe(url);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(renewed)).status()).toBe(200);

  // Turning it off stops the new one too.
  await section.getByTestId('calendar-feed-revoke').click();
  await page.getByTestId('confirm-action').click();
  await expect(section.getByTestId('calendar-feed-create')).toBeVisible();
  expect((await request.get(renewed)).status()).toBe(404);
});
