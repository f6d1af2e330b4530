// axe-core finds no serious or critical violation on any screen of web/app/router.tsx (and the main
// dialogs), in the light and in the dark theme. One sign-in per role and theme, then the
// journey walks that role's screens; every screen is checked even after one fails (soft assertions),
// so a run lists all violations. It only opens and closes dialogs: the demo data stays as it was.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  askForResetLink,
  calendarFeedSince,
  closeDialog,
  createCalendarFeed,
  dialog,
  firstOf,
  followOutboxLink,
  openHelpDesk,
  openImport,
  openMyAgenda,
  openMyBadge,
  openOutboxMessage,
  openProjectRequests,
  openRecommendations,
  openReport,
  openSomeonesAgenda,
  openSomeonesAvailability,
  openWebhooks,
  openWishes,
  previewPeople,
  settled,
  steps,
  tab,
  turnOffCalendarFeed,
  uploadPeople,
  visit,
} from './a11y-steps.ts';
import { seriousViolations } from './axe.ts';
import { DEMO_PASSWORD, type DemoRole, loginAs, presetLanguage, presetTheme } from './fixtures.ts';

// `route`: the path of web/app/router.tsx the screen renders (dialogs and tabs have none).
type Screen = { name: string; route?: string; open: (page: Page) => Promise<void> };
type Journey = { who: DemoRole | 'volunteer' | 'visitor'; screens: Screen[] };

const journeys: Journey[] = [
  {
    who: 'visitor',
    screens: [
      { name: 'landing', route: '/', open: visit('/') },
      { name: 'login', route: '/login', open: visit('/login', 'Sign In') },
      {
        name: 'sign-up',
        open: async (page) => {
          await page.getByTestId('to-sign-up').click();
          await settled(page, 'Sign Up');
        },
      },
      { name: 'forgot password', route: '/forgot-password', open: visit('/forgot-password', 'Forgot your password?') },
      {
        name: 'forgot password: sent',
        open: async (page) => {
          // An address without an account: the same answer, and nothing is written.
          await page.getByLabel('Email').fill('a11y-nobody@e2e.b2b.test');
          await page.getByRole('button', { name: 'Send the link' }).click();
          await expect(page.getByText('If an account exists for a11y-nobody@e2e.b2b.test')).toBeVisible();
        },
      },
      {
        name: 'set password: no link',
        route: '/set-password',
        open: visit('/set-password', 'This link cannot be used'),
      },
      {
        name: 'set password: an unknown link',
        open: visit(`/set-password#token=${'x'.repeat(43)}`, 'This link cannot be used'),
      },
      { name: 'unsubscribe: no link', route: '/unsubscribe', open: visit('/unsubscribe', 'E-mail notices') },
      {
        name: 'unsubscribe: an unknown link',
        open: visit(`/unsubscribe#token=${'x'.repeat(32)}&kind=meetings`, 'E-mail notices'),
      },
    ],
  },
  {
    who: 'admin',
    screens: [
      { name: 'admin dashboard', route: '/dashboard', open: visit('/dashboard', 'Admin Dashboard') },
      { name: 'profile', route: '/profile', open: visit('/profile') },
      {
        name: 'profile edit',
        open: async (page) => {
          await page.getByTestId('edit-profile').click();
          await expect(page.getByTestId('save-profile')).toBeVisible();
        },
      },
      {
        name: 'API tokens (with integration accounts)',
        route: '/api-tokens',
        open: visit('/api-tokens', 'API tokens'),
      },
      { name: 'projects', route: '/projects', open: visit('/projects') },
      { name: 'new project dialog', open: dialog('new-project') },
      {
        name: 'project detail',
        route: '/projects/:id',
        open: steps(closeDialog, firstOf('/projects', 'project-card')),
      },
      { name: 'add participants dialog', open: dialog('add-participants') },
      { name: 'create tables dialog', open: steps(closeDialog, dialog('open-create-tables')) },
      { name: 'wishes (admin)', route: '/projects/:id/wishes', open: steps(closeDialog, openWishes) },
      { name: 'participant import', route: '/projects/:id/import', open: openImport },
      { name: 'participant import: columns', open: uploadPeople },
      { name: 'participant import: preview, a row being fixed', open: previewPeople },
      { name: 'agenda (admin, a participant picked)', open: openSomeonesAgenda },
      { name: "availability (admin, a buyer's)", open: openSomeonesAvailability },
      { name: 'report', route: '/projects/:id/report', open: openReport },
      { name: 'project requests (admin)', route: '/projects/:id/requests', open: openProjectRequests },
      { name: 'webhooks (admin)', route: '/projects/:id/webhooks', open: openWebhooks },
      {
        name: 'schedule grid',
        open: async (page) => {
          await visit('/meetings')(page);
          await page.getByTestId('meetings-view-schedule').click();
          const select = page.getByTestId('schedule-project');
          await select.selectOption({ index: 1 });
          await expect(page.getByTestId('schedule-grid')).toBeVisible();
          await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
        },
      },
      { name: 'meetings (admin)', route: '/meetings', open: visit('/meetings') },
      { name: 'meeting detail (admin)', route: '/meetings/:id', open: firstOf('/meetings', 'meeting-card') },
      { name: 'meeting requests (admin)', route: '/meeting-requests', open: visit('/meeting-requests') },
      { name: 'contracts', route: '/contracts', open: visit('/contracts') },
      { name: 'contract detail', route: '/contracts/:id', open: firstOf('/contracts', 'contract-card') },
      { name: 'new contract', route: '/contracts/new', open: visit('/contracts/new') },
      { name: 'transactions', route: '/transactions', open: visit('/transactions') },
      { name: 'register transaction dialog', open: dialog('register-transaction') },
      { name: 'exchange rates dialog', open: steps(closeDialog, dialog('edit-rates')) },
      { name: 'buyers', route: '/buyers', open: steps(closeDialog, visit('/buyers')) },
      { name: 'sellers', route: '/sellers', open: visit('/sellers') },
      { name: 'interpreters', route: '/interpreters', open: visit('/interpreters') },
      { name: 'travel (admin)', route: '/travel', open: visit('/travel') },
      { name: 'travel dialog', open: dialog('add-travel') },
      { name: 'assignments (admin)', route: '/assignments', open: steps(closeDialog, visit('/assignments')) },
      { name: 'assignment dialog', open: dialog('new-assignment') },
      { name: 'admin settings', route: '/admin', open: steps(closeDialog, visit('/admin')) },
      { name: 'user management', route: '/admin/users', open: visit('/admin/users') },
      { name: 'moderation', route: '/admin/moderation', open: visit('/admin/moderation', 'Moderation') },
      { name: 'outbox', route: '/admin/outbox', open: steps(askForResetLink, visit('/admin/outbox', 'Outbox')) },
      { name: 'outbox message', open: openOutboxMessage },
      { name: 'set password: a reset link, opened signed in', open: followOutboxLink },
    ],
  },
  {
    who: 'buyer',
    screens: [
      { name: 'buyer dashboard', open: visit('/dashboard', /^Welcome, /) },
      {
        name: 'wishes (buyer)',
        open: steps(firstOf('/projects', 'project-card'), openWishes),
      },
      { name: 'recommendations (buyer)', route: '/projects/:id/recommendations', open: openRecommendations },
      { name: 'my agenda (buyer)', route: '/projects/:id/agenda', open: openMyAgenda },
      { name: 'my badge (buyer)', route: '/projects/:id/badge', open: openMyBadge },
      { name: 'meeting requests (buyer)', open: visit('/meeting-requests') },
      { name: 'request meeting dialog', open: dialog('request-meeting') },
      { name: 'messages (buyer)', route: '/messages', open: steps(closeDialog, visit('/messages', 'Messages')) },
      { name: 'write to the organisers dialog', open: dialog('start-thread') },
      // The one thing a journey here leaves behind: the buyer's help desk, found or started empty.
      { name: 'a conversation (the help desk)', route: '/messages/:id', open: openHelpDesk },
      { name: 'travel (buyer)', open: visit('/travel') },
      // The calendar subscription writes a feed; the last step turns it off, so nothing stays changed.
      { name: 'profile: calendar subscription link shown', open: steps(visit('/profile'), createCalendarFeed) },
      { name: 'profile: calendar subscription since', open: steps(visit('/profile'), calendarFeedSince) },
      { name: 'calendar subscription: turn off dialog', open: dialog('calendar-feed-revoke') },
      { name: 'profile: calendar subscription off', open: turnOffCalendarFeed },
    ],
  },
  {
    who: 'seller',
    screens: [
      { name: 'seller dashboard', open: visit('/dashboard', /^Welcome, /) },
      { name: 'meetings (seller)', open: visit('/meetings', 'My Meetings') },
      { name: 'my availability (seller)', route: '/availability', open: visit('/availability', 'My availability') },
      {
        name: 'notifications popover',
        open: async (page) => {
          await page.getByTestId('notification-bell').click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
      {
        name: 'admin screen refused (Access Denied)',
        open: async (page) => {
          await page.goto('/admin');
          await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
        },
      },
    ],
  },
  {
    who: 'interpreter',
    screens: [
      { name: 'interpreter dashboard', open: visit('/dashboard', /^Welcome, /) },
      { name: 'interpreter notes', route: '/interpreter-notes', open: visit('/interpreter-notes') },
      { name: 'meeting detail: attendances', open: firstOf('/meetings', 'meeting-card') },
      { name: 'meeting detail: voice notes', open: tab('voice-notes') },
      { name: 'meeting detail: interpreter notes', open: tab('interpreter-notes') },
    ],
  },
  {
    who: 'volunteer',
    screens: [
      { name: 'volunteer dashboard', open: visit('/dashboard', /^Welcome, /) },
      { name: 'assignments (volunteer)', open: visit('/assignments') },
      {
        name: 'scan badges (volunteer; no camera here)',
        route: '/projects/:id/scan',
        open: async (page) => {
          await page.goto('/dashboard');
          await page.getByTestId('open-scan').click();
          await settled(page, 'Scan badges');
        },
      },
    ],
  },
];

async function signIn(page: Page, who: Journey['who']) {
  if (who === 'visitor') return;
  if (who !== 'volunteer') return loginAs(page, who);
  // No demo button for volunteers: the sign-in form with the demo volunteer Kang Do-hyun.
  await page.goto('/login');
  await page.getByLabel('Email').fill('dohyun@demo.b2b.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The URLs of a router path: `:id` stands for any one segment. */
function routePattern(route: string) {
  return new RegExp(`^[^/]+//[^/]+${route.replace(/:[a-z]+/g, '[^/]+')}(\\?.*)?$`);
}

test('the journeys check every screen of web/app/router.tsx', () => {
  const router = fs.readFileSync(path.join(import.meta.dirname, '../web/app/router.tsx'), 'utf8');
  const paths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
  const checked = journeys.flatMap((j) => j.screens.map((s) => s.route).filter(Boolean));
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.filter((p) => !checked.includes(p))).toEqual([]);
});

test('the check itself finds violations planted on a screen', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/planted.png';
    document.body.append(image, document.createElement('button'));
  });
  const found = (await seriousViolations(page)).map((v) => v.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});

// A missing button fails the screen quickly instead of waiting out the whole journey's time.
test.use({ actionTimeout: 10_000 });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, 'en');
      await presetTheme(page, theme);
    });

    for (const journey of journeys) {
      test(`the screens of the ${journey.who} have no serious or critical axe violation`, async ({ page }) => {
        test.setTimeout(30_000 + journey.screens.length * 8_000);
        await signIn(page, journey.who);
        for (const screen of journey.screens) {
          await screen.open(page);
          if (screen.route) await expect(page).toHaveURL(routePattern(screen.route));
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
          // The Outbox shows an e-mail in a frame sandboxed without scripts: axe's run inside it never
          // finishes (its timers do not fire there), and the e-mail is not the app's own page.
          const blocking = await seriousViolations(page, { exclude: 'iframe[sandbox=""]' });
          expect.soft(blocking, `${screen.name}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
        }
      });
    }
  });
}
