// What the matchmaking journeys share: a new participant made through the API, a page in a chosen
// language, theme and width, screenshots when a folder is given, and the accessibility check.
import fs from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { presetLanguage, presetTheme } from './fixtures.ts';

/** A new buyer or seller with a company (and any other profile fields); their id, e-mail and temporary password. */
export async function newParticipant(
  api: APIRequestContext,
  role: 'buyer' | 'seller',
  who: { name: string; company: string; fields?: Record<string, unknown> },
) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.b2b.test`;
  const res = await api.post('/api/people', {
    data: { role, email, full_name: who.name, company_name: who.company, ...who.fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { person: { id: string }; temporary_password: string };
  return { id: body.person.id, email, password: body.temporary_password };
}

/** A screenshot function writing full pages into `folder`, or doing nothing without one. */
export function screenshotsIn(folder: string | undefined) {
  return async (page: Page, name: string) => {
    if (!folder) return;
    fs.mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
  };
}

/** Once nothing is loading, no serious or critical axe violation (soft, so a journey goes on to its end). */
export async function noSeriousViolations(page: Page, where: string) {
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
  const found = await seriousViolations(page);
  expect.soft(found, `${where}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

/** A page of its own browser context, in `lng` and `theme`, `width` pixels wide. */
export async function freshPage(browser: Browser, lng: 'en' | 'ko', theme: 'light' | 'dark' = 'light', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await presetLanguage(page, lng);
  await presetTheme(page, theme);
  return page;
}
