// Agendas and badges journey (docs/rules.md#agendas-and-badges): the demo buyer opens "My agenda"
// from their meetings, sees their live meetings with a check-in code each, picks a day, prints and
// downloads the PDF; the admin downloads everyone's agendas (a page per person) and the badges from
// the project page, and opens one participant's agenda. The PDFs are read back with pdftotext.
import fs from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import { pdfInfo, pdfText } from '../server/test/pdf-reader.ts';
import { projectParticipants } from './api-setup.ts';
import { loginAs, presetLanguage } from './fixtures.ts';
import { downloadPrepared } from './prepared-files.ts';

const EXPO = 'Seoul Global B2B Expo';

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

/** The bytes of a download, and its suggested name. */
async function saved(download: Download) {
  return { name: download.suggestedFilename(), bytes: fs.readFileSync((await download.path()) ?? '') };
}

async function downloadOf(page: Page, testId: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return saved(download);
}

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

test('a buyer opens their agenda from their meetings, picks a day, prints it and downloads the PDF', async ({
  page,
}) => {
  await loginAs(page, 'buyer');
  await page.goto('/meetings');
  // The demo buyer takes part in the exhibition and in the coming fair: a menu of both.
  await page.getByTestId('my-agenda').click();
  await page.getByRole('menuitem', { name: EXPO }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/agenda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emily Carter' })).toBeVisible();

  // Every live meeting over the three days, the cancelled one left out, each with its code.
  const agenda = page.getByTestId('agenda');
  await expect(page.getByTestId('agenda-day')).toHaveCount(3);
  await expect(page.getByTestId('agenda-meeting')).toHaveCount(5);
  for (const seller of ['Kim Ji-eun', 'Choi Seo-yeon', 'Yoon Tae-yang']) await expect(agenda).toContainText(seller);
  await expect(agenda).not.toContainText('Jung Hyun-woo');
  await expect(agenda).toContainText('COEX Hall C, Seoul');
  await expect(agenda).toContainText('Jenny Oh');
  await expect(page.getByTestId('agenda-qr')).toHaveCount(5);
  await expect(page.getByTestId('agenda-qr').first()).toHaveAttribute(
    'aria-label',
    /^Check-in QR code of the \d\d:\d\d meeting$/,
  );

  // One day: the second of the exhibition, where Choi Seo-yeon's meeting is.
  await page.getByTestId('agenda-day-select').selectOption({ index: 2 });
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('agenda-day')).toHaveCount(1);
  await expect(page.getByTestId('agenda-meeting')).toHaveCount(1);
  await expect(agenda).toContainText('Choi Seo-yeon');

  // Print: the browser's dialog is asked for, and on paper only the agenda shows.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByTestId('agenda-print').click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('agenda')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeHidden();
  await expect(page.getByTestId('agenda-pdf')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The PDF of that day, in English (the app's language).
  const pdf = await downloadOf(page, 'agenda-pdf');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect((await pdfInfo(pdf.bytes)).pages).toBe(1);
  const text = squeeze(await pdfText(pdf.bytes));
  for (const expected of [
    'Meeting agenda',
    'Emily Carter',
    'Pacific Crest Trading Inc.',
    'Choi Seo-yeon',
    'COEX Hall C, Seoul',
  ]) {
    expect(text).toContain(expected);
  }
});

test('the admin downloads every agenda and the badges of the exhibition, and opens one agenda', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, 'admin');
  await page.goto('/projects');
  await page.getByTestId('project-card').filter({ hasText: EXPO }).locator('a[href^="/projects/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: EXPO })).toBeVisible();
  const projectId = page.url().split('/').pop() ?? '';
  const participants = await projectParticipants<{ role: string; is_active: boolean; status: string }>(
    page.request,
    projectId,
  );
  const active = participants.filter((p) => p.is_active && p.status === 'confirmed');
  const withAgenda = active.filter((p) => p.role !== 'volunteer');

  const card = page.getByTestId('agenda-downloads');
  await expect(card).toBeVisible();
  // One day: a page for each buyer, seller and interpreter.
  await card.getByTestId('agendas-day').selectOption({ index: 2 });
  const day = await downloadPrepared(page, 'download-all-agendas');
  expect(day.name).toMatch(/\.pdf$/);
  expect((await pdfInfo(day.bytes)).pages).toBe(withAgenda.length);
  const dayText = squeeze(await pdfText(day.bytes));
  for (const name of ['Emily Carter', 'Kim Ji-eun', 'Jenny Oh', 'Choi Seo-yeon']) expect(dayText).toContain(name);

  const badges = await downloadPrepared(page, 'download-badges');
  expect((await pdfInfo(badges.bytes)).pages).toBe(Math.ceil(active.length / 8));
  const badgeText = squeeze(await pdfText(badges.bytes));
  for (const expected of [
    'Emily Carter',
    'Pacific Crest Trading Inc.',
    'Kim Ji-eun',
    'Buyer',
    'Seller',
    'Interpreter',
  ]) {
    expect(badgeText).toContain(expected);
  }

  // Anyone's agenda: the admin picks the seller.
  await card.getByTestId('open-agendas').click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/agenda$`));
  await expect(page.getByText('Choose a buyer, seller or interpreter to see their agenda.')).toBeVisible();
  const picker = page.getByTestId('agenda-person');
  const seller = await picker.locator('option', { hasText: 'Kim Ji-eun' }).getAttribute('value');
  await picker.selectOption(seller ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Kim Ji-eun' })).toBeVisible();
  await expect(page.getByTestId('agenda')).toContainText('Emily Carter');
});
