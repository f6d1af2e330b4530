// At the venue: the admin gives a demo volunteer a task, who accepts and completes it; the demo
// interpreter writes a note on a meeting and edits it; the admin books a flight and hotel for a
// buyer, who then finds them under Upcoming.
import { type Browser, expect, type Locator, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, presetLanguage } from './fixtures.ts';

// Demo people no other journey relies on (grep e2e/): volunteer Jang Do-hyun, buyer Nguyen Van Minh.
const VOLUNTEER = { key: 'dohyun', name: 'Jang Do-hyun' };
const BUYER = { key: 'minh', name: 'Nguyen Van Minh' };
const RUN = Date.now();
const TASK = `Badge printing ${RUN}`;
const FLIGHT = `E2E${RUN % 100000}`;
const HOTEL = `Harbour View Hotel ${RUN}`;

// Each journey signs two people in and walks a form: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

/** A fresh browser context signed in as a demo person through the sign-in form. */
async function signedInAs(browser: Browser, person: { key: string; name: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetLanguage(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${person.key}@demo.b2b.test`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${person.name}!` })).toBeVisible();
  return page;
}

/** Picks the one option of `select` whose text contains `text`. */
async function choose(select: Locator, text: string) {
  const option = select.locator('option', { hasText: text });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** Searches a person picker (the server matches as one types) for `text`, then picks the one match. */
async function search(picker: Locator, searchBox: Locator, text: string) {
  await searchBox.fill(text);
  await choose(picker, text);
}

/** A wall-clock 'YYYY-MM-DDTHH:mm' `days` from now at `time`. */
const daysAhead = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

test('a volunteer accepts and completes the task an admin gave them', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer Assignments' })).toBeVisible();
  await page.getByTestId('new-assignment').click();
  const modal = page.getByRole('dialog', { name: 'New Assignment' });
  await search(
    modal.getByTestId('assignment-volunteer'),
    modal.getByTestId('assignment-volunteer-search'),
    `${VOLUNTEER.key}@demo.b2b.test`,
  );
  await modal.getByTestId('assignment-task-type').fill(TASK);
  await modal.getByTestId('assignment-date').fill(daysAhead(1, '00:00').slice(0, 10));
  await modal.getByTestId('assignment-start').fill('14:00');
  await modal.getByTestId('assignment-end').fill('13:00');
  await modal.getByTestId('assignment-save').click();
  await expect(modal.getByText('The end time must be after the start time')).toBeVisible();
  await modal.getByTestId('assignment-end').fill('16:30');
  await modal.getByTestId('assignment-save').click();
  await expect(modal).toBeHidden();
  const adminCard = page.getByTestId('assignment-card').filter({ hasText: TASK });
  await expect(adminCard).toContainText(`${VOLUNTEER.name} (${VOLUNTEER.key}@demo.b2b.test)`);
  await expect(adminCard).toContainText('Assigned');
  // Admins see the task but do not answer it.
  await expect(adminCard.getByTestId('assignment-accept')).toHaveCount(0);

  const volunteer = await signedInAs(browser, VOLUNTEER);
  await volunteer.goto('/assignments');
  await expect(volunteer.getByRole('heading', { level: 1, name: 'My Assignments' })).toBeVisible();
  const card = volunteer.getByTestId('assignment-card').filter({ hasText: TASK });
  await expect(card).toContainText('14:00 – 16:30');
  await expect(card).not.toContainText(`${VOLUNTEER.key}@demo.b2b.test`);
  await card.getByTestId('assignment-accept').click();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByTestId('assignment-accept')).toHaveCount(0);
  await card.getByTestId('assignment-complete').click();
  await expect(card).toContainText('Completed');
  await expect(card.getByRole('button')).toHaveCount(0);
  await volunteer.context().close();
});

test('an interpreter writes a note on a meeting and edits it', async ({ page }) => {
  await loginAs(page, 'interpreter');
  await page.goto('/interpreter-notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Interpreter Notes' })).toBeVisible();
  const open = page.getByTestId('notebook-card').filter({ has: page.getByRole('button', { name: 'Add Note' }) });
  await expect(open.first()).toBeVisible();
  // The meeting's own link names the card for the rest of the journey.
  const href = await open.first().getByRole('link', { name: 'Open meeting' }).getAttribute('href');
  const card = page.getByTestId('notebook-card').filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(card).toContainText('No notes added yet for this meeting');

  await card.getByRole('button', { name: 'Add Note' }).click();
  const notes = card.getByLabel('Meeting Notes');
  await expect(notes).toHaveAttribute('rows', '6');
  await expect(notes).toHaveAttribute('placeholder', 'Detailed notes from the meeting...');
  await expect(card.getByLabel('Key Discussion Points')).toHaveAttribute('rows', '4');
  await expect(card.getByLabel('Action Items')).toHaveAttribute('placeholder', 'Follow-up actions and next steps...');
  await notes.fill(`Buyer wants 2,000 units ${RUN}`);
  await card.getByLabel('Action Items').fill('Send the price sheet');
  await card.getByRole('button', { name: 'Save' }).click();

  await expect(card.getByTestId('note-view')).toContainText(`Buyer wants 2,000 units ${RUN}`);
  await expect(card.getByTestId('note-view')).toContainText('Send the price sheet');
  // Only filled sections are shown.
  await expect(card.getByTestId('note-view')).not.toContainText('Key Discussion Points');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(card.getByLabel('Meeting Notes')).toHaveValue(`Buyer wants 2,000 units ${RUN}`);
  await card.getByLabel('Meeting Notes').fill(`Buyer wants 3,000 units ${RUN}`);
  await card.getByLabel('Key Discussion Points').fill('Delivery by March');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('note-view')).toContainText(`Buyer wants 3,000 units ${RUN}`);
  await expect(card.getByTestId('note-view')).toContainText('Delivery by March');

  // The note survives a reload and shows on the meeting's page too.
  await page.goto(href ?? '/');
  await page.getByRole('tab', { name: 'Interpreter Notes' }).click();
  await expect(page.getByTestId('note-view')).toContainText(`Buyer wants 3,000 units ${RUN}`);
});

test('an admin books a flight and hotel for a buyer, who sees them under Upcoming', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  await page.goto('/travel');
  await page.getByTestId('add-travel').click();
  const modal = page.getByRole('dialog', { name: 'Add Travel Info' });
  await search(modal.getByTestId('travel-user'), modal.getByTestId('travel-user-search'), `${BUYER.key}@demo.b2b.test`);
  await choose(modal.getByTestId('travel-project'), 'Seoul Global B2B Expo');
  await expect(modal.getByText("Times are in the project's time zone (Asia/Seoul).").first()).toBeVisible();
  await modal.getByTestId('travel-flight').fill(FLIGHT);
  await modal.getByTestId('travel-arrival').fill(daysAhead(30, '10:30'));
  await modal.getByTestId('travel-departure').fill(daysAhead(29, '18:00'));
  await modal.getByTestId('travel-hotel').fill(HOTEL);
  await modal.getByTestId('travel-hotel-address').fill('1 Harbour Road');
  await modal.getByTestId('travel-save').click();
  await expect(modal.getByText('The departure must not be before the arrival')).toBeVisible();
  await modal.getByTestId('travel-departure').fill(daysAhead(33, '18:00'));
  await modal.getByTestId('travel-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('travel-card').filter({ hasText: FLIGHT })).toContainText(BUYER.name);

  const buyer = await signedInAs(browser, BUYER);
  await buyer.goto('/travel');
  await buyer.getByTestId('travel-filter-upcoming').click();
  await expect(buyer).toHaveURL(/when=upcoming/);
  const card = buyer.getByTestId('travel-card').filter({ hasText: FLIGHT });
  await expect(card).toContainText(HOTEL);
  await expect(card).toContainText('1 Harbour Road');
  await expect(card).toContainText('10:30');
  // Buyers read their own travel; only admins add or edit it.
  await expect(buyer.getByTestId('add-travel')).toHaveCount(0);
  await buyer.getByTestId('travel-filter-past').click();
  await expect(buyer.getByTestId('travel-card').filter({ hasText: FLIGHT })).toHaveCount(0);
  await buyer.context().close();
});
