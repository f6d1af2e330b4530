// Prepared files journey (docs/decisions/043-background-jobs.md): on a project of its own, an admin
// prepares the meetings as Excel from the Exports card; the job appears in the prepared files' card,
// is followed to Ready and its file downloads (read here by SheetJS, not the server's exceljs) with
// the project's meeting in it; the badges are prepared the same way from the Agendas card. The card
// passes axe and is photographed.
import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { addParticipants, createMeeting, createPerson, createProject } from './api-setup.ts';
import { loginAs, presetLanguage } from './fixtures.ts';
import { noSeriousViolations } from './journey-kit.ts';
import { downloadPrepared } from './prepared-files.ts';

test('an admin prepares an export and the badges in the background and downloads them', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'admin');
  const stamp = Date.now();
  const projectId = await createProject(page.request, {
    name: `Jobs Expo ${stamp}`,
    start: '2030-06-03',
    end: '2030-06-04',
    location: 'Hall J',
  });
  const buyer = await createPerson(page.request, 'buyer', `Jobbuyer ${stamp}`);
  const seller = await createPerson(page.request, 'seller', `Jobseller ${stamp}`);
  await addParticipants(page.request, projectId, [
    { id: buyer, role: 'buyer' },
    { id: seller, role: 'seller' },
  ]);
  await createMeeting(page.request, { projectId, buyerId: buyer, sellerId: seller, date: '2030-06-03', slot: 2 });

  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Jobs Expo ${stamp}` })).toBeVisible();
  // No job yet: no prepared files' card.
  await expect(page.getByTestId('project-exports')).toBeVisible();
  await expect(page.getByTestId('background-jobs')).toHaveCount(0);

  const meetings = await downloadPrepared(page, 'project-export-meetings');
  expect(meetings.job).toMatchObject({ kind: 'export', params: { dataset: 'meetings', format: 'xlsx', lang: 'en' } });
  expect(meetings.name).toMatch(new RegExp(`^Jobs Expo ${stamp}-meetings-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const book = XLSX.read(meetings.bytes, { type: 'buffer' });
  const [header, ...rows] = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Meetings, { header: 1, defval: '' });
  expect(rows).toHaveLength(1);
  expect(rows[0][header.indexOf('Buyer')]).toBe(`Jobbuyer ${stamp}`);
  expect(rows[0][header.indexOf('Seller')]).toBe(`Jobseller ${stamp}`);
  const row = page.getByTestId(`background-job-${meetings.job.id}`);
  await expect(row).toContainText('Meetings (Excel)');
  await expect(row).toContainText('Ready');

  const badges = await downloadPrepared(page, 'download-badges');
  expect(badges.name).toMatch(/\.pdf$/);
  expect(badges.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // Newest first: the badges above the meetings.
  const card = page.getByTestId('background-jobs');
  await expect(card.locator('li').first()).toHaveAttribute('data-testid', `background-job-${badges.job.id}`);

  await noSeriousViolations(page, 'prepared files');
  await card.screenshot({ path: testInfo.outputPath('prepared-files.png') });
});
