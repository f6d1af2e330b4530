import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium.ts';

// Journeys in Debian's Chromium against `npm start` on a fresh embedded database in demo mode.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL: run against a server someone already started (a dev server while working).
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    // The app's service worker (docs/decisions/031-installable-app-and-offline.md) answers the
    // page's requests itself, where page.route cannot see them, and fetches a participant's reading
    // set ahead: journeys about something else run without it; those about it allow it.
    serviceWorkers: 'block',
  },
  webServer: external
    ? undefined
    : {
        command: 'bash e2e/start-server.sh',
        url: `http://127.0.0.1:${PORT}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          PORT: String(PORT),
          // One folder per port, so journeys run side by side on two ports never share a database.
          DATA_DIR: `.e2e-data/${PORT}`,
          SIGN_IN_RATE_LIMIT: '200',
          SIGN_UP_RATE_LIMIT: '200',
          LOG_LEVEL: 'warn',
          // Links in e-mails (read from the Outbox) lead back to this server.
          PUBLIC_URL: `http://127.0.0.1:${PORT}`,
          // The home page's counters are real totals (e2e/landing.spec.ts).
          PUBLIC_TOTALS: 'true',
          // Webhooks may reach the journeys' receiver on loopback (e2e/webhooks.spec.ts).
          WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
        },
      },
});
