// Writes made without the network (docs/rules.md#offline-writes): the demo buyer opens a meeting
// page, loses the network and checks in: the page shows "Checked in (waiting to send)" and the top
// bar one waiting write. With the network back it is sent once, with its key; the meeting has one
// check-in of the buyer, and the same request sent again with that key changes nothing and gets the
// first answer back. A note the demo interpreter saves offline waits on the phone across a reload
// and is sent by the next page. WRITES_SHOTS=<dir> keeps screenshots at 390 px, light and dark.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { loginAs, presetLanguage } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const shots = process.env.WRITES_SHOTS;

interface Detail {
  id: string;
  status: string;
  checked_in: boolean;
  can: { check_in: boolean };
  attendances: { user: { id: string } }[];
}

/**
 * Screenshots of the screen around `what` (the top bar stays in sight) in the light and the dark
 * theme, at 390 px and at 1280 px, when WRITES_SHOTS names a folder.
 */
async function shoot(page: Page, what: Locator, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await what.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      await page.screenshot({ path: path.join(shots, `${name}-${width}-${theme}.png`) });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The requests the page sends to `pathEnd` with `method`, as they go. */
function watch(page: Page, method: string, pathEnd: string) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.endsWith(pathEnd)) seen.push(r);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('a check-in made offline waits, is sent once when the network is back, and a replay of its key changes nothing', async ({
  page,
  context,
}) => {
  await loginAs(page, 'buyer');
  const me = (await (await page.request.get('/api/profile')).json()) as { id: string };
  const list = (await (await page.request.get('/api/meetings')).json()) as { id: string; status: string }[];
  let meeting: Detail | undefined;
  for (const m of list.filter((x) => x.status === 'confirmed')) {
    const detail = (await (await page.request.get(`/api/meetings/${m.id}`)).json()) as Detail;
    if (detail.can.check_in && !detail.checked_in) {
      meeting = detail;
      break;
    }
  }
  if (!meeting) throw new Error('the demo buyer has no confirmed meeting to check in to');
  const mine = (d: Detail) => d.attendances.filter((a) => a.user.id === me.id).length;
  expect(mine(meeting)).toBe(0);

  await page.goto(`/meetings/${meeting.id}`);
  const button = page.getByTestId('meeting-check-in');
  await expect(button).toBeVisible();
  const sent = watch(page, 'POST', `/api/meetings/${meeting.id}/check-in`);

  await context.setOffline(true);
  await button.click();
  const waiting = page.getByTestId('check-in-waiting');
  await expect(waiting).toContainText('Checked in (waiting to send)');
  await expect(button).toHaveCount(0);
  await expect(page.getByTestId('pending-writes')).toHaveAccessibleName(/1 waiting to send/);
  expect(sent).toHaveLength(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, waiting, 'check-in-waiting');

  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/meetings/${meeting.id}/check-in`),
  );
  await context.setOffline(false);
  const response = await answered;
  expect(response.status()).toBe(200);
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('You are checked in')).toBeVisible();
  await expect(page.getByTestId('pending-writes')).toHaveCount(0);
  await shoot(page, page.getByText('You are checked in'), 'check-in-sent');

  expect(sent).toHaveLength(1);
  const key = (await sent[0].allHeaders())['idempotency-key'];
  expect(key).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
  const first = await response.json();
  const after = (await (await page.request.get(`/api/meetings/${meeting.id}`)).json()) as Detail;
  expect(mine(after)).toBe(1);

  // The same request with the same key: the first answer again, and still one check-in.
  const replay = await page.request.post(`/api/meetings/${meeting.id}/check-in`, {
    data: { method: 'manual' },
    headers: { 'idempotency-key': key },
  });
  expect(replay.status()).toBe(200);
  expect(replay.headers()['idempotency-replayed']).toBe('true');
  expect(await replay.json()).toEqual(first);
  const again = (await (await page.request.get(`/api/meetings/${meeting.id}`)).json()) as Detail;
  expect(mine(again)).toBe(1);
  expect(again.attendances).toHaveLength(after.attendances.length);
  // The key names this write only: another body under it is refused.
  const reused = await page.request.post(`/api/meetings/${meeting.id}/check-in`, {
    data: { method: 'qr' },
    headers: { 'idempotency-key': key },
  });
  expect(reused.status()).toBe(422);
  expect((await reused.json()).error.code).toBe('idempotency_key_reused');
});

test('a note saved offline waits on the phone across a reload and the next page sends it', async ({
  page,
  context,
}) => {
  await loginAs(page, 'interpreter');
  const notebook = (await (await page.request.get('/api/interpreter-notes')).json()) as { meeting: { id: string } }[];
  expect(notebook.length).toBeGreaterThan(0);
  const meetingId = notebook[0].meeting.id;
  const text = `Offline note ${Date.now()}`;

  await page.goto(`/meetings/${meetingId}`);
  await page.getByRole('tab', { name: /Interpreter notes/i }).click();
  await page.getByTestId('note-edit').click();
  const sent = watch(page, 'PUT', `/api/interpreter-notes/meetings/${meetingId}`);

  await context.setOffline(true);
  await page.getByTestId('note-content').fill(text);
  await page.getByTestId('note-save').click();
  await expect(page.getByTestId('note-waiting')).toContainText('waiting to send');
  await expect(page.getByTestId('pending-writes')).toHaveAccessibleName(/1 waiting to send/);
  await shoot(page, page.getByTestId('note-waiting'), 'note-waiting');
  expect(sent).toHaveLength(0);

  // The page goes away before the network is back; the write stays on the phone (IndexedDB).
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  const answered = next.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/interpreter-notes/meetings/${meetingId}`),
  );
  await next.goto('/dashboard');
  expect((await answered).status()).toBe(200);
  await expect(next.getByTestId('pending-writes')).toHaveCount(0);
  const notes = (await (await next.request.get(`/api/interpreter-notes/meetings/${meetingId}`)).json()) as {
    notes: { content: string }[];
  };
  expect(notes.notes.map((n) => n.content)).toContain(text);
});
