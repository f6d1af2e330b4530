// The steps of the accessibility journeys (e2e/a11y.spec.ts): how each screen is reached and
// when it counts as settled. They only open and close things: the demo data stays as it was.
import { expect, type Page } from '@playwright/test';

/** Waits until the screen has its title and nothing on it is still loading. */
export async function settled(page: Page, title?: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, ...(title ? { name: title } : {}) }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

export const visit =
  (path: string, title?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await settled(page, title);
  };

/** Opens the detail screen of the first record of a list screen (its card's link to `${path}/<id>`). */
export const firstOf =
  (path: string, card: string, title?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await page.getByTestId(card).first().locator(`a[href^="${path}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
    await settled(page, title);
  };

export const tab = (id: string) => async (page: Page) => {
  await page.getByTestId(`tab-${id}`).click();
  await expect(page.getByTestId(`tab-${id}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
};

export const dialog = (button: string) => async (page: Page) => {
  await page.getByTestId(button).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
};

/** Runs steps one after the other. */
export const steps =
  (...all: Array<(page: Page) => Promise<void>>) =>
  async (page: Page): Promise<void> => {
    for (const step of all) await step(page);
  };

export const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

export async function createCalendarFeed(page: Page) {
  await page.getByTestId('calendar-feed-create').click();
  await expect(page.getByTestId('calendar-feed-url')).toBeVisible();
}

export async function calendarFeedSince(page: Page) {
  await expect(page.getByTestId('calendar-feed-since')).toBeVisible();
}

export async function turnOffCalendarFeed(page: Page) {
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('calendar-feed-create')).toBeVisible();
}

/** The demo exhibition's page, from its card on the projects screen. */
export async function openExpo(page: Page) {
  await page.goto('/projects');
  await page
    .getByTestId('project-card')
    .filter({ hasText: 'Seoul Global B2B Expo' })
    .locator('a[href^="/projects/"]')
    .first()
    .click();
  await settled(page);
}

/** A participant's own agenda of the exhibition, from the project page, its check-in codes drawn. */
export async function openMyAgenda(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-my-agenda').click();
  await settled(page);
  await expect(page.getByTestId('agenda-qr').first()).toBeVisible();
}

/** A participant's badge on the phone, from the project page, its QR code drawn. */
export async function openMyBadge(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-my-badge').click();
  await settled(page);
  await expect(page.getByTestId('badge-qr')).toBeVisible();
}

/** The admin opens the exhibition's agendas and picks its first participant. */
export async function openSomeonesAgenda(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-agendas').click();
  await settled(page);
  await page.getByTestId('agenda-person').selectOption({ index: 1 });
  await expect(page.getByTestId('agenda')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

/** A buyer's availability in the demo exhibition, from their participant row: meetings shown locked. */
export async function openSomeonesAvailability(page: Page) {
  await openExpo(page);
  await page.getByTestId('toggle-participants').click();
  await page.getByTestId('participant-availability').first().click();
  await settled(page, /^Availability: /);
  await expect(page.getByTestId('availability-day').first()).toBeVisible();
}

/** The exhibition's report, from its project page, every chart drawn (they load on first use). */
export async function openReport(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-report').click();
  await settled(page, 'Report');
  await expect(page.getByTestId('report-meetings-chart').locator('svg.recharts-surface')).toBeVisible();
}

/** The exhibition's webhooks: the form, its endpoints and deliveries (none in the demo). */
export async function openWebhooks(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-webhooks').click();
  await settled(page, 'Webhooks');
  await expect(page.getByTestId('add-webhook')).toBeVisible();
}

/** The exhibition's meeting requests, where the organiser acts for participants. */
export async function openProjectRequests(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-project-requests').click();
  await settled(page, 'Meeting requests');
}

export async function openWishes(page: Page) {
  await page.getByTestId('open-wishes').click();
  await settled(page);
}

/** From a project's wishes screen to the signed-in participant's recommendations in it. */
export async function openRecommendations(page: Page) {
  await page.goto(page.url().replace(/\/wishes$/, '/recommendations'));
  await settled(page, 'Recommended for you');
}

/** From a project's wishes screen to its import screen. */
export async function openImport(page: Page) {
  await page.goto(page.url().replace(/\/wishes$/, '/import'));
  await settled(page, 'Import participants');
  await expect(page.getByTestId('import-dropzone')).toBeVisible();
}

/** A small CSV with one bad row; parsing and previewing it write nothing. */
export async function uploadPeople(page: Page) {
  await page.getByTestId('import-file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('E-mail,Name,Role\na11y-new@example.test,Alex Lee,buyer\nnot-an-email,Bo Kim,seller\n'),
  });
  await expect(page.getByTestId('import-preview')).toBeEnabled();
}

export async function previewPeople(page: Page) {
  await page.getByTestId('import-preview').click();
  await page.getByTestId('import-fix-row').first().click();
  await expect(page.getByTestId('import-cell-email')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

/** A reset link for the demo seller, so the Outbox has a message to show (the password stays as it is). */
export async function askForResetLink(page: Page) {
  const status = await page.evaluate(() =>
    fetch('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@demo.b2b.test' }),
    }).then((r) => r.status),
  );
  expect(status).toBe(202);
}

export async function openOutboxMessage(page: Page) {
  await page.getByTestId('outbox-row').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByTestId('outbox-link').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

/** Opens the message's link in this tab, signed in as the admin; the screen is shown, nothing is set. */
export async function followOutboxLink(page: Page) {
  const href = await page.getByRole('dialog').getByTestId('outbox-link').first().getAttribute('href');
  await page.goto(href ?? '');
  await settled(page, /^(Choose a new password|Welcome, )/);
  await expect(page.getByTestId('set-password-submit')).toBeVisible();
}

/**
 * From the Messages screen's "Write to the organisers" dialog to the participant's help desk in the
 * first project: the thread is found or started empty, nothing is written in it.
 */
export async function openHelpDesk(page: Page) {
  await page.getByTestId('start-open').click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  await expect(page.getByTestId('composer-input')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}
