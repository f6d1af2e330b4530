// A forgotten password without a mail server: the volunteer asks for a link, the admin (in another
// browser) finds it in the Outbox and hands it on, the volunteer chooses a new password, and the old
// one stops working. The suite shares one database: this journey changes only Seo Yu-na's password.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, presetLanguage } from './fixtures.ts';

const VOLUNTEER = { email: 'yuna@demo.b2b.test', name: 'Seo Yu-na', password: 'brand-new-pass' };

async function freshPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await presetLanguage(page, 'en');
  return page;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

test('a volunteer resets a forgotten password with the link the admin finds in the Outbox', async ({ browser }) => {
  test.setTimeout(90_000);
  const volunteer = await freshPage(browser);
  await volunteer.goto('/login');
  await volunteer.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(volunteer).toHaveURL(/\/forgot-password$/);
  await volunteer.getByRole('button', { name: 'Send the link' }).click();
  await expect(volunteer.getByText('Enter a valid email address')).toBeVisible();
  await volunteer.getByLabel('Email').fill(VOLUNTEER.email);
  await volunteer.getByRole('button', { name: 'Send the link' }).click();
  await expect(volunteer.getByText(`If an account exists for ${VOLUNTEER.email}`)).toBeVisible();

  const admin = await freshPage(browser);
  await loginAs(admin, 'admin');
  await admin.goto('/admin/outbox');
  await admin.getByTestId('outbox-filter-pending').click();
  await admin.getByRole('searchbox').fill(VOLUNTEER.email);
  const row = admin.getByTestId('outbox-row').filter({ hasText: VOLUNTEER.email }).first();
  await expect(row).toContainText('Password reset');
  await row.click();
  const link = admin.getByRole('dialog').getByTestId('outbox-link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/set-password#token=[\w-]{43}$/);

  await volunteer.goto(href);
  await expect(volunteer.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(volunteer.getByLabel('Email')).toHaveValue(VOLUNTEER.email);
  await volunteer.getByLabel('New password').fill('short');
  await volunteer.getByLabel('Repeat the password').fill('short');
  await volunteer.getByTestId('set-password-submit').click();
  await expect(volunteer.getByText('The password needs at least 6 characters.')).toBeVisible();
  await volunteer.getByLabel('New password').fill(VOLUNTEER.password);
  await volunteer.getByLabel('Repeat the password').fill(VOLUNTEER.password);
  await volunteer.getByTestId('set-password-submit').click();
  await expect(volunteer).toHaveURL(/\/dashboard$/);
  await expect(volunteer.getByTestId('user-menu')).toContainText(VOLUNTEER.name);

  const later = await freshPage(browser);
  await signInWith(later, VOLUNTEER.email, DEMO_PASSWORD);
  await expect(later.getByText('Invalid email or password')).toBeVisible();
  await signInWith(later, VOLUNTEER.email, VOLUNTEER.password);
  await expect(later).toHaveURL(/\/dashboard$/);
});

test('asking too often is answered with a translated wait, not a confirmation', async ({ page }) => {
  await presetLanguage(page, 'ko');
  await page.goto('/forgot-password');
  // The limit is per address and e-mail: this unknown address spends it without touching anyone.
  const email = `nobody-${Date.now()}@e2e.b2b.test`;
  const statuses = await page.evaluate(async (address) => {
    const ask = () =>
      fetch('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address }),
      }).then((r) => r.status);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push(await ask());
    return answers;
  }, email);
  expect(statuses).toEqual([202, 202, 202, 202, 202]);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '링크 보내기' }).click();
  await expect(page.getByRole('alert')).toContainText('시도 횟수가 너무 많습니다');
});
