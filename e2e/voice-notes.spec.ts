// The voice-note journey: a seller records a note in a meeting's Voice Notes tab with Chromium's
// fake microphone (a test tone), sees the m:ss timer run, and finds the upload under 'Previous
// Recordings' with a working player and the transcript's state, settled without a reload; the
// recording is then deleted (after confirming), leaving the demo data as it was. A cancelled
// meeting takes no recordings.
import { expect, type Page, test } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';
import { DEMO_PASSWORD, presetLanguage } from './fixtures.ts';

// Demo seller Jung Hyun-woo (server/db/demo-people.ts): a completed meeting with Lukas Schneider
// and a cancelled one with Emily Carter. No other journey relies on him.
const SELLER = { key: 'hyunwoo', name: 'Jung Hyun-woo' };

// The config's arguments, plus a fake microphone that needs no permission prompt.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${SELLER.key}@demo.b2b.test`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Opens the Voice Notes tab of the seller's meeting with `buyer` in `status`. */
async function openVoiceNotes(page: Page, buyer: string, status: string) {
  const res = await page.request.get('/api/meetings');
  expect(res.ok()).toBe(true);
  const meetings = (await res.json()) as { id: string; status: string; buyer: { full_name: string } }[];
  const meeting = meetings.find((m) => m.buyer.full_name === buyer && m.status === status);
  expect(meeting, `${status} meeting with ${buyer}`).toBeDefined();
  await page.goto(`/meetings/${meeting?.id}`);
  await page.getByRole('tab', { name: 'Voice Notes' }).click();
  await expect(page.getByRole('heading', { name: 'Previous Recordings' })).toBeVisible();
}

test('a recording made with the microphone is uploaded and listed under Previous Recordings', async ({ page }) => {
  // Recording, then waiting for the offline engine on a busy CI machine.
  test.setTimeout(90_000);
  await openVoiceNotes(page, 'Lukas Schneider', 'completed');
  const notes = page.getByTestId('voice-note');
  await expect(page.getByText('Loading recordings...')).toHaveCount(0);
  const before = await notes.count();

  const recorder = page.getByTestId('voice-recorder');
  await recorder.getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder.getByText('Recording...')).toBeVisible();
  const timer = recorder.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toHaveText('0:00');
  await expect(timer).toHaveText('0:02', { timeout: 5000 });
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();

  await expect(recorder.getByText('Recording saved.')).toBeVisible({ timeout: 15_000 });
  await expect(recorder.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  await expect(notes).toHaveCount(before + 1);
  const note = notes.first();
  await expect(note).toContainText(SELLER.name);
  await expect(note).toContainText(/0:0[2-3]/);

  // The player's source is the stored recording, typed by its bytes.
  const src = await note.locator('audio').getAttribute('src');
  expect(src).toMatch(/^\/api\/voice-notes\/[0-9a-f-]{36}\/audio$/);
  const audio = await page.request.get(src ?? '');
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toBe('audio/webm');
  expect((await audio.body()).subarray(0, 4).toString('hex')).toBe('1a45dfa3');

  // The list polls while the transcript is made; it settles without a reload, whatever the engine.
  await expect(note.getByTestId('voice-note-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(
    note
      .getByTestId('voice-note-transcript')
      .or(note.getByText('No speech was recognised in this recording.'))
      .or(note.getByText('No transcript is available for this recording.')),
  ).toBeVisible();

  // Deleting asks first, then the recording is gone.
  await note.getByRole('button', { name: 'Delete recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this recording?' });
  await dialog.getByRole('button', { name: 'Delete recording' }).click();
  await expect(dialog).toBeHidden();
  await expect(notes).toHaveCount(before);
  expect((await page.request.get(src ?? '')).status()).toBe(404);
});

test('a cancelled meeting shows its recordings but takes no new ones', async ({ page }) => {
  await openVoiceNotes(page, 'Emily Carter', 'cancelled');
  await expect(page.getByText('This meeting was cancelled, so no new recordings can be made.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Recording' })).toHaveCount(0);
});

test('a refused microphone says so, and nothing is uploaded', async ({ page }) => {
  // As when the user blocks the microphone in the browser's prompt.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openVoiceNotes(page, 'Lukas Schneider', 'completed');
  await expect(page.getByText('Loading recordings...')).toHaveCount(0);
  const before = await page.getByTestId('voice-note').count();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to access microphone. Please check permissions.');
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  await expect(page.getByTestId('voice-note')).toHaveCount(before);
});
