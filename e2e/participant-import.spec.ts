// Participant import journey: an admin uploads a spreadsheet (written here by SheetJS, not the
// server's exceljs) with one bad e-mail, sees the error, fixes it in place, checks again, applies
// with invitations, finds the new people invited on the project, and exports them to CSV.
// The people are new addresses of this run, so the demo data other journeys use stays as it was.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { loginAs, presetLanguage } from './fixtures.ts';

const RUN = Date.now();
const PEOPLE = [
  { email: `mina-${RUN}@e2e.b2b.test`, name: `Mina Cho ${RUN}`, role: 'Buyer', company: 'Han River Foods' },
  { email: `not-an-email-${RUN}`, name: `Leo Park ${RUN}`, role: '셀러', company: 'Busan Marine' },
  { email: `aiko-${RUN}@e2e.b2b.test`, name: `Aiko Sato ${RUN}`, role: 'seller', company: 'Osaka Tea' },
];
const FIXED_EMAIL = `leo-${RUN}@e2e.b2b.test`;

/** An .xlsx file with a header row and the people above. */
function spreadsheet(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['E-mail', 'Name', 'Role', 'Company', 'Country'],
    ...PEOPLE.map((p) => [p.email, p.name, p.role, p.company, 'Korea']),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'People');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function openFirstProject(page: Page) {
  await page.goto('/projects');
  await page.getByTestId('project-card').first().locator('a[href^="/projects/"]').first().click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('an admin imports a spreadsheet, fixes a bad row in place, invites the new people and exports them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  await openFirstProject(page);
  const projectUrl = page.url();

  await page.getByTestId('import-participants').click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import participants' })).toBeVisible();

  // Upload: the file goes up and is read into columns the server recognised.
  await page.getByTestId('import-file').setInputFiles({
    name: 'people.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: spreadsheet(),
  });
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  await expect(page.getByTestId('import-column-0')).toHaveValue('email');
  await expect(page.getByTestId('import-column-1')).toHaveValue('full_name');
  await expect(page.getByTestId('import-column-2')).toHaveValue('role');
  await expect(page.getByTestId('import-column-3')).toHaveValue('company_name');
  await page.getByTestId('import-preview').click();

  // Preview: two new accounts, one refused with its reason; importing is held back.
  await expect(page.getByTestId('import-count-create')).toHaveText('2');
  await expect(page.getByTestId('import-count-error')).toHaveText('1');
  const badRow = page.getByTestId('import-row').filter({ hasText: PEOPLE[1].name });
  await expect(badRow).toContainText('This is not a valid e-mail address.');
  await expect(badRow).toContainText('Error');
  await expect(page.getByTestId('import-apply')).toBeDisabled();

  // Fix it in place and check again.
  await badRow.getByTestId('import-fix-row').click();
  await badRow.getByTestId('import-cell-email').fill(FIXED_EMAIL);
  await expect(badRow).toContainText('Edited');
  await expect(page.getByTestId('import-apply')).toBeDisabled();
  await page.getByTestId('import-check-again').click();
  await expect(page.getByTestId('import-count-error')).toHaveText('0');
  await expect(page.getByTestId('import-count-create')).toHaveText('3');
  await expect(page.getByTestId('import-errors-alert')).toHaveCount(0);
  await page.getByTestId('import-filter-all').click();
  await expect(page.getByTestId('import-row').filter({ hasText: FIXED_EMAIL })).toContainText('New account');

  // Apply with invitations.
  await expect(page.getByTestId('import-invite')).toBeChecked();
  await page.getByTestId('import-apply').click();
  const done = page.getByTestId('import-done');
  await expect(done).toContainText('Import complete');
  await expect(done.locator('div', { hasText: 'Accounts created' }).last()).toContainText('3');
  await expect(done.locator('div', { hasText: 'Invitation e-mails queued' }).last()).toContainText('3');

  // Back on the project, the participant list is open: the new people are there and invited.
  await page.getByTestId('import-to-project').click();
  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByTestId('toggle-participants')).toHaveAttribute('aria-expanded', 'true');
  const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
  for (const name of [PEOPLE[0].name, PEOPLE[1].name, PEOPLE[2].name]) {
    const row = page.getByTestId('participant').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('participant-status')).toHaveText(`Invited ${today}`);
    await expect(row.getByRole('button', { name: `Resend the invitation to ${name}` })).toBeVisible();
  }

  // Export to CSV: the download holds the new people (the fixed address, not the bad one).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  for (const email of [PEOPLE[0].email, FIXED_EMAIL, PEOPLE[2].email]) expect(csv).toContain(email);
  expect(csv).not.toContain(PEOPLE[1].email);
});
