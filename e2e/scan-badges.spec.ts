// Scanning badges at the venue (docs/rules.md#scanning-badges) with a real badge in front of a
// camera: the demo's badges PDF is downloaded as the admin, its first page drawn with pdftoppm, the
// first badge cut out and made into a Y4M video with ffmpeg, and Chromium's fake camera plays it.
// A volunteer opens "Scan badges" from their dashboard and the badge's person is checked in (read
// back through the API); the badge staying in view checks nobody in twice. The search checks a
// person in by name and says "already" on a repeat; without a camera the screen says so and the
// search still works. Screenshots at 390 px, light and dark, when SCAN_SHOTS names a folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { createMeeting, projectParticipants } from './api-setup.ts';
import { chromiumLaunch } from './chromium.ts';
import { DEMO_PASSWORD, presetLanguage, presetTheme } from './fixtures.ts';
import { newParticipant, noSeriousViolations, screenshotsIn } from './journey-kit.ts';

// The camera, the decoder's WebAssembly and a check-in on a busy two-core machine: give them time.
const expect = baseExpect.configure({ timeout: 20_000 });
const shot = screenshotsIn(process.env.SCAN_SHOTS);

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const WORK = path.join(os.tmpdir(), `scan-badges-${PORT}`);
const VIDEO = path.join(WORK, 'badge.y4m');
// Demo volunteer Jang Do-hyun (server/db/demo-people.ts), taking part in the active exhibition.
const VOLUNTEER = 'dohyun@demo.b2b.test';

// The video file must exist before Chromium starts: it is made in beforeAll, which asks for no page.
fs.mkdirSync(WORK, { recursive: true });
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ mode: 'serial' });

let projectId = '';
/** The person on the first badge: read off the cut-out image itself, so the crop is proved too. */
let badgePerson = { id: '', name: '' };
let participants: { user_id: string; full_name: string; role: string }[] = [];

// A4 at 150 dpi; the first badge sits at the top left: 90 x 65 mm inside margins that centre the
// 2 x 4 grid on the page (server/pdf/badge-pages.ts).
const DPI = 150;
const PT = DPI / 72;
const MM = 72 / 25.4;
const BADGE = {
  x: ((595.28 - 2 * 90 * MM) / 2) * PT,
  y: ((841.89 - 4 * 65 * MM) / 2) * PT,
  w: 90 * MM * PT,
  h: 65 * MM * PT,
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL: BASE });
  const signIn = await admin.post('/api/auth/sign-in', {
    data: { email: 'admin@demo.b2b.test', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const projects = (await (await admin.get('/api/projects?status=active')).json()) as { id: string; name: string }[];
  const active = projects.find((p) => p.name.startsWith('Seoul Global B2B Expo'));
  expect(active, 'the demo exhibition').toBeDefined();
  projectId = active?.id ?? '';
  participants = await projectParticipants(admin, projectId);

  const pdf = await admin.get(`/api/projects/${projectId}/badges/pdf?lang=en`);
  expect(pdf.status()).toBe(200);
  fs.writeFileSync(path.join(WORK, 'badges.pdf'), await pdf.body());
  await admin.dispose();
  const [x, y, w, h] = [BADGE.x, BADGE.y, BADGE.w, BADGE.h].map(Math.round);
  execFileSync('pdftoppm', [
    '-r',
    String(DPI),
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    String(x),
    '-y',
    String(y),
    '-W',
    String(w),
    '-H',
    String(h),
    '-png',
    '-singlefile',
    path.join(WORK, 'badges.pdf'),
    path.join(WORK, 'badge'),
  ]);
  const png = path.join(WORK, 'badge.png');

  // Whose badge it is, as a decoder other than the app's reads it.
  const rgba = execFileSync('ffmpeg', ['-v', 'error', '-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-']);
  const code = jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), w, h);
  expect(code?.data, 'the cut-out badge holds a QR code').toContain(`/projects/${projectId}/agenda?user=`);
  const id = new URL(code?.data ?? '').searchParams.get('user') ?? '';
  const person = participants.find((p) => p.user_id === id);
  expect(person, 'the badge names a participant').toBeDefined();
  badgePerson = { id, name: person?.full_name ?? '' };

  // The badge on a grey table, filling about half of a 640 x 480 frame, three seconds looped.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-t',
    '3',
    '-r',
    '10',
    '-vf',
    'scale=400:-2,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=0x9ca3af,format=yuv420p',
    VIDEO,
  ]);
  expect(fs.statSync(VIDEO).size).toBeGreaterThan(0);
});

async function signInAsVolunteer(page: Page, theme: 'light' | 'dark') {
  await presetLanguage(page, 'en');
  await presetTheme(page, theme);
  await page.goto('/login');
  await page.getByLabel('Email').fill(VOLUNTEER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a volunteer points the camera at a printed badge and its person is checked in once', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsVolunteer(page, 'light');
  const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'));
  await page.getByTestId('open-scan').click();
  await expect(page).toHaveURL(`/projects/${projectId}/scan`);
  await expect(page.getByRole('heading', { name: 'Scan badges' })).toBeVisible();
  // Linux Chromium has no BarcodeDetector: the WebAssembly decoder, served from our own origin.
  await expect(page.getByTestId('scan-camera-state')).toHaveAttribute('data-decoder', /native|wasm/);
  const decoder = await page.getByTestId('scan-camera-state').getAttribute('data-decoder');
  if (decoder === 'wasm') expect(new URL((await wasm).url()).origin).toBe(BASE);

  const card = page.getByTestId('scan-result');
  await expect(card).toHaveAttribute('data-outcome', 'ok');
  await expect(page.getByTestId('scan-result-name')).toHaveText(badgePerson.name);
  await expect(page.getByTestId('scan-result-status')).toContainText('Checked in at');
  await expect(page.getByTestId('scan-recent')).toContainText(badgePerson.name);

  // Through the API: the scanner's recent scans hold the person, and the search shows them arrived.
  const recent = (await (await page.request.get(`/api/projects/${projectId}/badge-scans`)).json()) as {
    person: { id: string };
    checked_into: string;
  }[];
  expect(recent.map((s) => s.person.id)).toEqual([badgePerson.id]);
  const found = (await (
    await page.request.get(`/api/projects/${projectId}/badge-scans/people?q=${encodeURIComponent(badgePerson.name)}`)
  ).json()) as { id: string; arrived_at: string | null }[];
  expect(found.find((p) => p.id === badgePerson.id)?.arrived_at).not.toBeNull();
  await shot(page, 'scan-390-light');
  await noSeriousViolations(page, 'scan badges, 390 px, light');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'scan-1280-light');
  await page.setViewportSize({ width: 390, height: 844 });

  // The badge stays in front of the camera: nobody is checked in again.
  await page.waitForTimeout(6000);
  await expect(card).toHaveAttribute('data-outcome', 'ok');
  const again = (await (await page.request.get(`/api/projects/${projectId}/badge-scans`)).json()) as unknown[];
  expect(again).toHaveLength(1);
});

test('the search checks a person in by name, and a second time says since when', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsVolunteer(page, 'dark');
  await page.goto(`/projects/${projectId}/scan`);
  // The camera still sees the first badge: its person is already in.
  const card = page.getByTestId('scan-result');
  await expect(page.getByTestId('scan-result-name')).toHaveText(badgePerson.name);
  await expect(card).toHaveAttribute('data-outcome', 'already');
  await expect(page.getByTestId('scan-result-status')).toContainText('Already checked in at');
  const seller = participants.find((p) => p.role === 'seller' && p.user_id !== badgePerson.id);
  expect(seller).toBeDefined();
  const name = seller?.full_name ?? '';
  await page.getByTestId('scan-search').fill(name);
  const row = page.getByTestId('scan-search-row').filter({ hasText: name });
  await row.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(page.getByTestId('scan-result-name')).toHaveText(name);
  await expect(card).toHaveAttribute('data-outcome', 'ok');
  await row.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(page.getByTestId('scan-result-name')).toHaveText(name);
  await expect(card).toHaveAttribute('data-outcome', 'already');
  await expect(page.getByTestId('scan-result-status')).toContainText('Already checked in at');
  await shot(page, 'scan-390-dark');
  await noSeriousViolations(page, 'scan badges, 390 px, dark');
  // A 360 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'scan-1280-dark');
});

test('a person picked by name is checked in to the meeting they are at now; the organiser sees who did it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A project whose venue clock reads 11:xx now (Etc/GMT-N is UTC+N), with one four-hour slot from
  // 09:00, so a meeting in it is current whatever the hour the journey runs.
  const offset = 11 - new Date().getUTCHours();
  const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  await presetLanguage(page, 'en');
  await page.goto('/login');
  await page.getByTestId('demo-login-admin').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const api = page.request;
  const made = await api.post('/api/projects', {
    data: {
      name: `Door Day ${Date.now()}`,
      start_date: today,
      end_date: today,
      time_zone: zone,
      day_start: '09:00',
      slot_minutes: 240,
      daily_meet_limit: 1,
      status: 'active',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const project = (await made.json()).id as string;
  const buyer = await newParticipant(api, 'buyer', { name: `Ines Door ${Date.now()}`, company: 'Porta Lda.' });
  const seller = await newParticipant(api, 'seller', { name: `Han Gate ${Date.now()}`, company: 'Gate Foods' });
  const volunteer = participants.find((p) => p.full_name === 'Jang Do-hyun');
  const added = await api.put(`/api/projects/${project}/participants`, {
    data: {
      add: [
        { user_id: buyer.id, role: 'buyer' },
        { user_id: seller.id, role: 'seller' },
        { user_id: volunteer?.user_id, role: 'volunteer' },
      ],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const meeting = await createMeeting(api, {
    projectId: project,
    buyerId: buyer.id,
    sellerId: seller.id,
    date: today,
    slot: 1,
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const door = await context.newPage();
  // No camera at this door: the fake camera shows the first badge, and its scan, landing whenever
  // the decoder is ready, would replace the searched person's card.
  await door.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await signInAsVolunteer(door, 'light');
  await door.goto(`/projects/${project}/scan`);
  await door.getByTestId('scan-search').fill('Ines Door');
  await door
    .getByTestId('scan-search-row')
    .getByRole('button', { name: /^Check in Ines Door/ })
    .click();
  await expect(door.getByTestId('scan-result-name')).toContainText('Ines Door');
  await expect(door.getByTestId('scan-result-what')).toContainText('Meeting 09:00–13:00');
  await expect(door.getByTestId('scan-result-what')).toContainText('with Han Gate');
  await context.close();

  await page.goto(`/meetings/${meeting}`);
  await expect(page.getByTestId('attendance-list')).toContainText('Ines Door');
  await expect(page.getByTestId('attendance-by')).toContainText('by Jang Do-hyun');
});

test('without a camera the screen says so and the search is there', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await signInAsVolunteer(page, 'light');
  await page.goto(`/projects/${projectId}/scan`);
  await expect(page.getByTestId('scan-camera-off')).toContainText('The camera is not allowed for this site.');
  await expect(page.getByTestId('scan-search')).toBeVisible();
  await shot(page, 'scan-390-no-camera');
});

test('a buyer may not scan: the screen says so', async ({ page }) => {
  await presetLanguage(page, 'en');
  await page.goto('/login');
  await page.getByTestId('demo-login-buyer').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/projects/${projectId}/scan`);
  await expect(page.getByText("Only organisers and this project's volunteers scan badges.")).toBeVisible();
  const res = await page.request.post(`/api/projects/${projectId}/badge-scans`, {
    data: { user_id: badgePerson.id, method: 'scan' },
  });
  expect(res.status()).toBe(403);
});
