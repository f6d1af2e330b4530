// E-mail journeys without a mail server: the admin reads messages in the Outbox and hands their
// links on. An invited person chooses a password and signs in; a volunteer who forgot hers resets
// it. The suite shares one database: these journeys touch Seo Yu-na and new people only.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, presetLanguage } from './fixtures.ts';

const RUN = Date.now();
const INVITEE = { name: `Min-seo Kang ${RUN}`, email: `invitee-${RUN}@e2e.b2b.test` };
const FORGETFUL = { email: 'yuna@demo.b2b.test', name: 'Seo Yu-na' };

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function freshPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await presetLanguage(page, 'en');
  return page;
}

/** The admin opens the newest Outbox message to `email` and answers the link inside it. */
async function linkFromOutbox(admin: Page, email: string) {
  await admin.goto('/admin/outbox');
  await expect(admin.getByText('No mail server is configured')).toBeVisible();
  await admin.getByRole('searchbox').fill(email);
  await admin.getByTestId('outbox-row').filter({ hasText: email }).first().click();
  const dialog = admin.getByRole('dialog');
  const link = dialog.getByTestId('outbox-link');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return href;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

test('an invited person opens the link from the Outbox, chooses a password and signs in', async ({ page, browser }) => {
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  await page.goto('/buyers');
  await page.getByTestId('add-person').click();
  const form = page.getByRole('dialog', { name: 'Add Buyer' });
  await form.getByLabel('Email').fill(INVITEE.email);
  await form.getByLabel('Full Name').fill(INVITEE.name);
  await form.getByTestId('save-person').click();
  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  await expect(shown.getByTestId('invitation-queued')).toBeVisible();
  await shown.getByRole('button', { name: 'Close' }).first().click();

  const href = await linkFromOutbox(page, INVITEE.email);
  expect(href).toMatch(/\/set-password#token=/);

  const invitee = await freshPage(browser);
  await invitee.goto(href);
  await expect(invitee.getByRole('heading', { name: `Welcome, ${INVITEE.name}` })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(INVITEE.email);
  await invitee.getByLabel('New password').fill('my-own-pass');
  await invitee.getByLabel('Repeat the password').fill('my-own-pass');
  await invitee.getByTestId('set-password-submit').click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('heading', { level: 1, name: `Welcome, ${INVITEE.name}!` })).toBeVisible();

  // The link worked once: opened again, it says so.
  const again = await freshPage(browser);
  await again.goto(href);
  await expect(again.getByText('This link has already been used.')).toBeVisible();

  const later = await freshPage(browser);
  await signInWith(later, INVITEE.email, 'my-own-pass');
  await expect(later).toHaveURL(/\/dashboard$/);
});

test('a volunteer who forgot her password resets it with the e-mailed link', async ({ page, browser }) => {
  const volunteer = await freshPage(browser);
  await volunteer.goto('/login');
  await volunteer.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(volunteer).toHaveURL(/\/forgot-password$/);
  await volunteer.getByLabel('Email').fill(FORGETFUL.email);
  await volunteer.getByRole('button', { name: 'Send the link' }).click();
  await expect(volunteer.getByText(`If an account exists for ${FORGETFUL.email}`)).toBeVisible();

  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const href = await linkFromOutbox(page, FORGETFUL.email);

  await volunteer.goto(href);
  await expect(volunteer.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await volunteer.getByLabel('New password').fill('short');
  await volunteer.getByLabel('Repeat the password').fill('short');
  await volunteer.getByTestId('set-password-submit').click();
  await expect(volunteer.getByText('The password needs at least 6 characters.')).toBeVisible();
  await volunteer.getByLabel('New password').fill('brand-new-pass');
  await volunteer.getByLabel('Repeat the password').fill('brand-new-pass');
  await volunteer.getByTestId('set-password-submit').click();
  await expect(volunteer).toHaveURL(/\/dashboard$/);

  const old = await freshPage(browser);
  await signInWith(old, FORGETFUL.email, DEMO_PASSWORD);
  await expect(old.getByText('Invalid email or password')).toBeVisible();
  await signInWith(old, FORGETFUL.email, 'brand-new-pass');
  await expect(old).toHaveURL(/\/dashboard$/);
});
