// A newcomer signs up as a seller with company details, returns to sign-in, signs in and sees the
// dashboard; the company fields follow the chosen role and the export revenue follows its checkbox.
import { expect, test } from '@playwright/test';
import { presetLanguage } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
  await page.goto('/login');
  await page.getByTestId('to-sign-up').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
});

test('company fields show only for buyers and sellers; export revenue only with export experience', async ({
  page,
}) => {
  const role = page.getByLabel('Role');
  const brand = page.getByLabel('Brand Name');
  const exportRevenue = page.getByLabel('Export Annual Revenue');

  // Buyer is the default role and keeps company details.
  await expect(role).toHaveValue('buyer');
  await expect(brand).toBeVisible();

  await role.selectOption('interpreter');
  await expect(brand).toHaveCount(0);
  await expect(page.getByLabel('Website')).toHaveCount(0);
  await expect(page.getByLabel('CEO Name')).toHaveCount(0);
  await expect(page.getByLabel('Product Categories')).toHaveCount(0);
  await expect(page.getByLabel('Has export experience')).toHaveCount(0);
  // Basic fields stay for everyone.
  await expect(page.getByLabel('Full Name')).toBeVisible();

  await role.selectOption('seller');
  await expect(brand).toBeVisible();
  await expect(exportRevenue).toHaveCount(0);
  await page.getByLabel('Has export experience').check();
  await expect(exportRevenue).toBeVisible();
  await page.getByLabel('Has export experience').uncheck();
  await expect(exportRevenue).toHaveCount(0);
});

test('a newcomer signs up as a seller, returns to sign-in, signs in and sees the dashboard', async ({ page }) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `seller-${stamp}@example.com`;
  const password = 'secret-pass-1';
  const name = `Mina Seller ${stamp}`;

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Role').selectOption('seller');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Company Name').fill('Hanbit Cosmetics');
  await page.getByLabel('Brand Name').fill('Hanbit');
  await page.getByLabel('Website').fill('https://hanbit.example.com');
  await page.getByLabel('CEO Name').fill('Kim Hanbit');

  // One category with Enter, one with the Add button.
  const category = page.getByLabel('Product Categories');
  await category.fill('Skincare');
  await category.press('Enter');
  await category.fill('Hair care');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove Skincare' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Hair care' })).toBeVisible();
  await expect(category).toHaveValue('');

  await page.getByLabel('Has export experience').check();
  await page.getByLabel('Export Annual Revenue').fill('250000');

  await page.getByTestId('sign-up-submit').click();

  // Back on sign-in, with the success banner and the new email filled in.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been created' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password').fill(password);
  await page.getByTestId('sign-in-submit').click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}!` })).toBeVisible();

  // The company details were kept with the account.
  await page.goto('/profile');
  await expect(page.getByText('Hanbit', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://hanbit.example.com' })).toBeVisible();
  await expect(page.getByText('Kim Hanbit', { exact: true })).toBeVisible();
  await expect(page.getByText('Skincare', { exact: true })).toBeVisible();
  await expect(page.getByText('Hair care', { exact: true })).toBeVisible();
});
