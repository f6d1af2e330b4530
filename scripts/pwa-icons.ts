// `node scripts/pwa-icons.ts`: draws the installed app's icons (docs/decisions/031-installable-app-and-offline.md)
// from the app's mark (web/public/favicon.svg's letters) with Chromium, into web/public/icons/.
// The PNGs are committed; run this again only when the mark changes.
// "any" icons keep the favicon's rounded square; the maskable one fills the whole square with the
// brand colour and keeps the mark inside the middle 60 % (the safe zone a launcher's mask never cuts).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';

const BRAND = '#2563eb';
const MARK =
  '<path d="M9 11h6a3 3 0 010 6H9zm0 6h7a3 3 0 010 6H9zM19 11l4 12m0-12l-4 12" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

/** The mark on a rounded square (as the favicon), or full-bleed and scaled into the safe zone. */
const svg = (maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 17) scale(0.72) translate(-16 -17)">${MARK}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${MARK}</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS takes its home-screen icon from <link rel="apple-touch-icon"> and masks it itself.
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const out = path.resolve(import.meta.dirname, '../web/public/icons');
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote web/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
