// Re-planning for fewer breaks (docs/rules.md#re-planning-for-fewer-breaks): the demo buyer meets
// three new sellers at 09:00, 11:00 and 13:00 (two breaks), the demo interpreter at the first and
// the last (one more); the admin opens "Fewer breaks" on the schedule, sees the breaks now, after
// and the bound and the interpreter moving with a meeting, applies, and the grid shows the three
// meetings side by side. Axe finds nothing serious in the dialog, light or dark, nor at phone width.
import { expect, type Page, test } from '@playwright/test';
import { addParticipants, createMeeting, createPerson, createProject, demoPeople } from './api-setup.ts';
import { blockingViolations } from './axe.ts';
import { loginAs, presetLanguage, presetTheme, scheduleCell, scheduleRow } from './fixtures.ts';

// A day of its own, far ahead and different on each run: no other journey's meeting falls on it.
const OFFSET = 900 + Math.floor(Math.random() * 2000);
const DAY = new Date(Date.now() + OFFSET * 86_400_000).toISOString().slice(0, 10);
const PROJECT = `Replan Expo ${Date.now()}`;
const BUYER = 'Emily Carter';
const SELLERS = ['Rita Replan', 'Sam Spread', 'Tara Tight'];

let projectId = '';
let interpreter = { id: '', full_name: '' };

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetLanguage(page, 'en');
});

/** Opens the schedule of the day and the "Fewer breaks" dialog by keyboard; waits for its preview. */
async function openDialog(page: Page) {
  await page.goto(`/meetings?project=${projectId}&view=schedule&date=${DAY}`);
  await expect(scheduleCell(page, BUYER, 1)).toHaveAttribute('data-state', 'meeting');
  await page.getByTestId('replan').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Re-plan for fewer breaks/ });
  await expect(dialog.getByTestId('replan-breaks')).toBeVisible();
  return dialog;
}

test('setup: a one-day project, the demo buyer meeting three new sellers with two breaks, the interpreter with one', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const api = page.request;
  projectId = await createProject(api, { name: PROJECT, start: DAY, end: DAY, location: 'Hall R' });
  const buyer = (await demoPeople(api, 'buyer')).get(BUYER) as string;
  // The demo interpreter joins the first and the last meeting: any day without a break moves one.
  const [[name, id]] = await demoPeople(api, 'interpreter');
  interpreter = { id, full_name: name };
  const sellers: string[] = [];
  for (const seller of SELLERS) sellers.push(await createPerson(api, 'seller', seller));
  await addParticipants(api, projectId, [
    { id: buyer, role: 'buyer' },
    { id: interpreter.id, role: 'interpreter' },
    ...sellers.map((s) => ({ id: s, role: 'seller' as const })),
  ]);
  for (const [k, sellerId] of sellers.entries()) {
    await createMeeting(api, {
      projectId,
      buyerId: buyer,
      sellerId,
      date: DAY,
      slot: 1 + 2 * k,
      interpreterId: k === 1 ? null : interpreter.id,
    });
  }
});

test('the dialog passes axe in the dark theme and at phone width', async ({ page }) => {
  await presetTheme(page, 'dark');
  await loginAs(page, 'admin');
  const dialog = await openDialog(page);
  await expect(dialog.getByTestId('replan-breaks')).toHaveText('Breaks: 3 now → 0 (no plan has fewer than 0)');
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByTestId('replan-apply')).toBeInViewport();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the admin sees the breaks now, after and the bound, keeps one meeting, applies, and the grid shows them together', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const dialog = await openDialog(page);
  await expect(dialog.getByTestId('replan-breaks')).toHaveText('Breaks: 3 now → 0 (no plan has fewer than 0)');
  expect(await blockingViolations(page)).toEqual([]);
  const moves = dialog.getByTestId('replan-move');
  const moving = await moves.count();
  expect(moving).toBeGreaterThan(0);
  // A meeting with an interpreter moves too, and its row names the interpreter.
  await expect(moves.filter({ hasText: `interpreter ${interpreter.full_name}` }).first()).toBeVisible();

  // Keeping the first moving meeting plans again around it; it is then listed as kept by the admin.
  await moves.first().getByRole('button', { name: 'Keep here' }).click();
  await expect(dialog.getByTestId('replan-kept').filter({ hasText: 'Kept by you' })).toHaveCount(1);
  await dialog.getByTestId('replan-kept').getByRole('button', { name: 'Let it move' }).click();
  await expect(dialog.getByTestId('replan-kept')).toHaveCount(0);
  await expect(dialog.getByTestId('replan-breaks')).toHaveText('Breaks: 3 now → 0 (no plan has fewer than 0)');

  await dialog.getByTestId('replan-apply').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('replan-applied')).toContainText('Breaks: 3 → 0');
  // Three meetings in three consecutive slots of the buyer's row, no empty cell between them.
  const states = await scheduleRow(page, BUYER)
    .getByTestId('schedule-cell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-state')));
  const held = states.flatMap((s, i) => (s === 'meeting' ? [i] : []));
  expect(held).toHaveLength(3);
  expect(held[2] - held[0]).toBe(2);

  // Nothing is left to gain: the next preview moves nothing.
  const again = await openDialog(page);
  await expect(again.getByTestId('replan-breaks')).toHaveText('Breaks: 0 now → 0 (no plan has fewer than 0)');
  await expect(again.getByTestId('replan-no-moves')).toBeVisible();
  await expect(again.getByTestId('replan-apply')).toBeDisabled();
});
