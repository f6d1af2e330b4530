// axe-core finds no serious or critical violation on any screen of web/app/router.tsx (and the main
// dialogs), in the light and in the dark theme. One sign-in per role and theme, then the
// journey walks that role's screens; every screen is checked even after one fails (soft assertions),
// so a run lists all violations. It only opens and closes dialogs: the demo data stays as it was.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, type DemoRole, loginAs, presetLanguage, presetTheme } from './fixtures.ts';

// `route`: the path of web/app/router.tsx the screen renders (dialogs and tabs have none).
type Screen = { name: string; route?: string; open: (page: Page) => Promise<void> };
type Journey = { who: DemoRole | 'volunteer' | 'visitor'; screens: Screen[] };

/** Waits until the screen has its title and nothing on it is still loading. */
async function settled(page: Page, title?: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, ...(title ? { name: title } : {}) }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

const visit =
  (path: string, title?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await settled(page, title);
  };

/** Opens the detail screen of the first record of a list screen (its card's link to `${path}/<id>`). */
const firstOf =
  (path: string, card: string, title?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await page.getByTestId(card).first().locator(`a[href^="${path}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
    await settled(page, title);
  };

const tab = (id: string) => async (page: Page) => {
  await page.getByTestId(`tab-${id}`).click();
  await expect(page.getByTestId(`tab-${id}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
};

const dialog = (button: string) => async (page: Page) => {
  await page.getByTestId(button).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
};

/** Runs steps one after the other. */
const steps =
  (...all: Array<(page: Page) => Promise<void>>) =>
  async (page: Page): Promise<void> => {
    for (const step of all) await step(page);
  };

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

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
      { name: 'my agenda (buyer)', route: '/projects/:id/agenda', open: openMyAgenda },
      { name: 'meeting requests (buyer)', open: visit('/meeting-requests') },
      { name: 'request meeting dialog', open: dialog('request-meeting') },
      { name: 'travel (buyer)', open: steps(closeDialog, visit('/travel')) },
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
    ],
  },
];

async function createCalendarFeed(page: Page) {
  await page.getByTestId('calendar-feed-create').click();
  await expect(page.getByTestId('calendar-feed-url')).toBeVisible();
}

async function calendarFeedSince(page: Page) {
  await expect(page.getByTestId('calendar-feed-since')).toBeVisible();
}

async function turnOffCalendarFeed(page: Page) {
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('calendar-feed-create')).toBeVisible();
}

/** The demo exhibition's page, from its card on the projects screen. */
async function openExpo(page: Page) {
  await page.goto('/projects');
  await page
    .getByTestId('project-card')
    .filter({ hasText: 'Seoul Global B2B Expo' })
    .locator('a[href^="/projects/"]')
    .first()
    .click();
  await settled(page);
}

/** A participant's own agenda of the exhibition, from the project page, its check-in codes drawn. */
async function openMyAgenda(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-my-agenda').click();
  await settled(page);
  await expect(page.getByTestId('agenda-qr').first()).toBeVisible();
}

/** The admin opens the exhibition's agendas and picks its first participant. */
async function openSomeonesAgenda(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-agendas').click();
  await settled(page);
  await page.getByTestId('agenda-person').selectOption({ index: 1 });
  await expect(page.getByTestId('agenda')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

/** A buyer's availability in the demo exhibition, from their participant row: meetings shown locked. */
async function openSomeonesAvailability(page: Page) {
  await openExpo(page);
  await page.getByTestId('toggle-participants').click();
  await page.getByTestId('participant-availability').first().click();
  await settled(page, /^Availability: /);
  await expect(page.getByTestId('availability-day').first()).toBeVisible();
}

/** The exhibition's report, from its project page, every chart drawn (they load on first use). */
async function openReport(page: Page) {
  await openExpo(page);
  await page.getByTestId('open-report').click();
  await settled(page, 'Report');
  await expect(page.getByTestId('report-meetings-chart').locator('svg.recharts-surface')).toBeVisible();
}

async function openWishes(page: Page) {
  await page.getByTestId('open-wishes').click();
  await settled(page);
}

/** From a project's wishes screen to its import screen. */
async function openImport(page: Page) {
  await page.goto(page.url().replace(/\/wishes$/, '/import'));
  await settled(page, 'Import participants');
  await expect(page.getByTestId('import-dropzone')).toBeVisible();
}

/** A small CSV with one bad row; parsing and previewing it write nothing. */
async function uploadPeople(page: Page) {
  await page.getByTestId('import-file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('E-mail,Name,Role\na11y-new@example.test,Alex Lee,buyer\nnot-an-email,Bo Kim,seller\n'),
  });
  await expect(page.getByTestId('import-preview')).toBeEnabled();
}

async function previewPeople(page: Page) {
  await page.getByTestId('import-preview').click();
  await page.getByTestId('import-fix-row').first().click();
  await expect(page.getByTestId('import-cell-email')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

/** A reset link for the demo seller, so the Outbox has a message to show (the password stays as it is). */
async function askForResetLink(page: Page) {
  const status = await page.evaluate(() =>
    fetch('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@demo.b2b.test' }),
    }).then((r) => r.status),
  );
  expect(status).toBe(202);
}

async function openOutboxMessage(page: Page) {
  await page.getByTestId('outbox-row').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByTestId('outbox-link').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
}

/** Opens the message's link in this tab, signed in as the admin; the screen is shown, nothing is set. */
async function followOutboxLink(page: Page) {
  const href = await page.getByRole('dialog').getByTestId('outbox-link').first().getAttribute('href');
  await page.goto(href ?? '');
  await settled(page, /^(Choose a new password|Welcome, )/);
  await expect(page.getByTestId('set-password-submit')).toBeVisible();
}

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

async function blockingViolations(page: Page) {
  // The Outbox shows an e-mail in a frame sandboxed without scripts: axe's run inside it never
  // finishes (its timers do not fire there), and the e-mail is not the app's own page.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox=""]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
    }));
}

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
          const blocking = await blockingViolations(page);
          expect.soft(blocking, `${screen.name}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
        }
      });
    }
  });
}
