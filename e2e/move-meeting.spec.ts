// Moving a meeting on the schedule grid (docs/rules.md#moving-a-meeting): the admin drags it to
// another slot of its buyer's row (the free cells of that row light up while dragging), then moves
// it to the next day by keyboard through the meeting dialog, where a refused slot shows why (axe
// finds nothing serious in that dialog, light or dark); the buyer sees the new day and time on the
// meeting's page.
import { expect, test } from '@playwright/test';
import { addParticipants, createMeeting, createPerson, createProject, demoPeople } from './api-setup.ts';
import { blockingViolations } from './axe.ts';
import { loginAs, presetLanguage, presetTheme, scheduleCell, scheduleRow } from './fixtures.ts';

// Days of their own, far ahead and different on each run: no other journey's (or an earlier run's)
// meeting of the demo buyer falls on them.
const OFFSET = 520 + Math.floor(Math.random() * 2000);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FIRST = day(OFFSET);
const SECOND = day(OFFSET + 1);
const PROJECT = `Move Expo ${Date.now()}`;
const BUYER = 'Emily Carter';
const OTHER_BUYER = 'Lukas Schneider';

let projectId = '';
let meetingId = '';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

test('setup: a project with the demo buyer, another buyer and two new sellers, and a meeting at 09:00', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: PROJECT, start: FIRST, end: SECOND, location: 'Hall M' });
  const buyers = await demoPeople(api, 'buyer');
  const buyer = buyers.get(BUYER) as string;
  const sellers = [await createPerson(api, 'seller', 'Mona Mover'), await createPerson(api, 'seller', 'Otto Other')];
  await addParticipants(api, projectId, [
    { id: buyer, role: 'buyer' },
    { id: buyers.get(OTHER_BUYER) as string, role: 'buyer' },
    ...sellers.map((id) => ({ id, role: 'seller' as const })),
  ]);
  const meet = (sellerId: string, date: string, slot: number) =>
    createMeeting(api, { projectId, buyerId: buyer, sellerId, date, slot });
  meetingId = await meet(sellers[0], FIRST, 1);
  // The buyer is busy at 10:00 on the second day; the meeting's seller is away at 12:00 on the first.
  await meet(sellers[1], SECOND, 2);
  const away = await api.put(`/api/projects/${projectId}/availability`, {
    data: { user_id: sellers[0], date: FIRST, slot_numbers: [4], available: false },
  });
  expect(away.ok(), await away.text()).toBe(true);
  // The seller also meets the other buyer at 13:00 on the first day.
  await createMeeting(api, {
    projectId,
    buyerId: buyers.get(OTHER_BUYER) as string,
    sellerId: sellers[0],
    date: FIRST,
    slot: 5,
  });
});

test('the admin drags the meeting to another slot of its row, then moves it to the next day by keyboard', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${FIRST}`);
  await expect(scheduleCell(page, BUYER, 1)).toHaveAttribute('data-state', 'meeting');

  // While the meeting is in hand, the free cells of its own row are the drop targets, no other row's,
  // and not the slots where its seller is away or in another meeting.
  await scheduleCell(page, BUYER, 1).hover();
  await page.mouse.down();
  await scheduleCell(page, BUYER, 3).hover();
  await scheduleCell(page, BUYER, 3).hover();
  await expect(scheduleCell(page, BUYER, 3)).toHaveAttribute('data-drop-target', 'true');
  await expect(scheduleRow(page, BUYER).locator('[data-drop-target]')).not.toHaveCount(0);
  await expect(scheduleRow(page, OTHER_BUYER).locator('[data-drop-target]')).toHaveCount(0);
  await expect(scheduleCell(page, BUYER, 4)).toHaveAttribute('data-state', 'empty');
  await expect(scheduleCell(page, BUYER, 4)).not.toHaveAttribute('data-drop-target');
  await expect(scheduleCell(page, BUYER, 5)).toHaveAttribute('data-state', 'empty');
  await expect(scheduleCell(page, BUYER, 5)).not.toHaveAttribute('data-drop-target');
  await page.mouse.up();
  await expect(scheduleCell(page, BUYER, 3)).toHaveAttribute('data-state', 'meeting');
  await expect(scheduleCell(page, BUYER, 3)).toContainText('Mona Mover');
  await expect(scheduleCell(page, BUYER, 1)).toHaveAttribute('data-state', 'empty');

  // Playwright's own drag: back one slot.
  await scheduleCell(page, BUYER, 3).dragTo(scheduleCell(page, BUYER, 2));
  await expect(scheduleCell(page, BUYER, 2)).toHaveAttribute('data-state', 'meeting');
  await expect(scheduleCell(page, BUYER, 3)).toHaveAttribute('data-state', 'empty');

  // By keyboard: the meeting's dialog, Move, the next day at 10:00 (the buyer is busy: refused).
  await scheduleCell(page, BUYER, 2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('meeting-dialog')).toBeVisible();
  await page.getByTestId('meeting-move').focus();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move meeting' });
  await expect(move).toBeVisible();
  await move.getByLabel('Day').focus();
  await move.getByLabel('Day').selectOption(SECOND);
  await move.getByLabel('Time').selectOption({ label: '10:00–11:00' });
  await move.getByTestId('move-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(move.getByRole('alert')).toHaveText('The buyer already has a meeting at that time.');
  expect(await blockingViolations(page)).toEqual([]);

  // 13:00 is free: the meeting leaves this day, and the next day's grid shows it.
  await move.getByLabel('Time').selectOption({ label: '13:00–14:00' });
  await move.getByTestId('move-confirm').press('Enter');
  await expect(move).toBeHidden();
  await expect(scheduleCell(page, BUYER, 2)).toHaveAttribute('data-state', 'empty');
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${SECOND}`);
  await expect(scheduleCell(page, BUYER, 5)).toHaveAttribute('data-state', 'meeting');
  await expect(scheduleCell(page, BUYER, 5)).toContainText('Mona Mover');
});

test('in the dark theme, the Move dialog has no serious or critical axe violation', async ({ page }) => {
  await presetTheme(page, 'dark');
  await loginAs(page, 'admin');
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${SECOND}`);
  await scheduleCell(page, BUYER, 5).click();
  await page.getByTestId('meeting-move').click();
  await expect(page.getByRole('dialog', { name: 'Move meeting' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await blockingViolations(page)).toEqual([]);
});

test('the buyer sees the moved day and time on the meeting page', async ({ page }) => {
  await loginAs(page, 'buyer');
  await page.goto(`/meetings/${meetingId}`);
  const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${SECOND}T00:00:00Z`),
  );
  await expect(page.getByText(when)).toBeVisible();
  await expect(page.getByText('13:00 – 14:00')).toBeVisible();
});
