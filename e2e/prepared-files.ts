// Files the organiser prepares as background jobs (docs/decisions/043-background-jobs.md): the
// journey clicks the button that starts the job, follows that job's row in the prepared files'
// card until it is done, and downloads its file from there.
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { BackgroundJob } from '../core/schemas/background-job.ts';

/** Starts the job of button `testId` and answers the job the server made. */
export async function startJob(page: Page, testId: string) {
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/background-jobs$/.test(new URL(r.url()).pathname),
    ),
    page.getByTestId(testId).click(),
  ]);
  expect(res.status()).toBe(202);
  return (await res.json()) as BackgroundJob;
}

/** Starts the job of button `testId`, waits until its row offers the file and downloads it. */
export async function downloadPrepared(page: Page, testId: string, timeout = 30_000) {
  const job = await startJob(page, testId);
  const row = page.getByTestId(`background-job-${job.id}`);
  await expect(row.getByTestId('background-job-status')).toHaveAttribute('data-status', 'done', { timeout });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByTestId('background-job-download').click(),
  ]);
  return { job, name: download.suggestedFilename(), bytes: fs.readFileSync((await download.path()) ?? '') };
}
