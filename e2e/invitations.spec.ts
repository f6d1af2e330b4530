// An invitation without a mail server: the admin adds a person, finds the invitation in the Outbox
// and follows its link as the recipient would (the demo's way). Choosing the password there signs
// this browser in as the invited person; they sign out and back in with it, and the link then refuses.
// The suite shares one database: this journey touches only the person it creates.
import { expect, test } from '@playwright/test';
import { loginAs, presetLanguage } from './fixtures.ts';

const RUN = Date.now();
const INVITEE = { name: `Min-seo Kang ${RUN}`, email: `invitee-${RUN}@e2e.b2b.test`, password: 'my-own-pass' };

test('an admin invites a person, follows the Outbox link as them, and they sign in with their password', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');

  await page.goto('/buyers');
  await page.getByTestId('add-person').click();
  const form = page.getByRole('dialog', { name: 'Add Buyer' });
  await form.getByLabel('Email').fill(INVITEE.email);
  await form.getByLabel('Full Name').fill(INVITEE.name);
  await form.getByTestId('save-person').click();
  const shown = page.getByRole('dialog', { name: 'Temporary password' });
  await expect(shown.getByTestId('invitation-queued')).toContainText('An invitation e-mail was also queued');
  await shown.getByRole('button', { name: 'Close' }).first().click();

  // Admin Settings leads to the Outbox; without SMTP_URL it says the messages stay there.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'E-mail Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByText('No mail server is configured (SMTP_URL)')).toBeVisible();
  await page.getByRole('searchbox').fill(INVITEE.email);
  const row = page.getByTestId('outbox-row').filter({ hasText: INVITEE.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Invitation');
  await expect(row).toContainText('Waiting');
  await row.getByRole('button').click();

  const message = page.getByRole('dialog', { name: 'B2B Platform: your invitation to the B2B meetings' });
  await expect(message.getByText(`${INVITEE.name} <${INVITEE.email}>`)).toBeVisible();
  await expect(message.locator('iframe[sandbox=""]')).toHaveAttribute('srcdoc', /Choose my password/);
  await expect(message.locator('pre')).toContainText(INVITEE.name);
  const link = message.getByTestId('outbox-link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/set-password#token=[\w-]{43}$/);

  // The link opens in a new tab of the admin's browser: it still shows the invitation's screen.
  const [invitee] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(invitee.getByRole('heading', { name: `Welcome, ${INVITEE.name}` })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(INVITEE.email);
  await expect(invitee.getByLabel('Email')).toHaveAttribute('readonly', '');
  await invitee.getByLabel('New password').fill(INVITEE.password);
  await invitee.getByLabel('Repeat the password').fill('something-else');
  await invitee.getByTestId('set-password-submit').click();
  await expect(invitee.getByText('The two passwords are not the same.')).toBeVisible();
  await invitee.getByLabel('Repeat the password').fill(INVITEE.password);
  // Signed in, the app tells the server the language of this person's e-mails.
  const locale = invitee.waitForRequest((r) => r.url().endsWith('/api/profile/locale') && r.method() === 'PUT');
  await invitee.getByTestId('set-password-submit').click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('heading', { level: 1, name: `Welcome, ${INVITEE.name}!` })).toBeVisible();
  expect((await locale).postDataJSON()).toEqual({ locale: 'en' });

  await invitee.getByTestId('user-menu').click();
  await invitee.getByTestId('logout').click();
  await expect(invitee).toHaveURL(/\/login$/);
  await invitee.getByLabel('Email').fill(INVITEE.email);
  await invitee.getByLabel('Password').fill(INVITEE.password);
  await invitee.getByTestId('sign-in-submit').click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByTestId('user-menu')).toContainText(INVITEE.name);

  // Switching the language tells the server too.
  const korean = invitee.waitForRequest((r) => r.url().endsWith('/api/profile/locale') && r.method() === 'PUT');
  await invitee.getByTestId('language-switcher').selectOption('ko');
  expect((await korean).postDataJSON()).toEqual({ locale: 'ko' });

  // The link worked once: opened again, elsewhere, it says so and offers a new one.
  const other = await (await browser.newContext()).newPage();
  await presetLanguage(other, 'en');
  await other.goto(href);
  await expect(other.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(other.getByText('This link has already been used.')).toBeVisible();
  await other.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);
});
