// E-mail notices: the buyer chooses a daily summary for meeting updates on their profile; a new
// seller gets an e-mail notice of a request the buyer sends, the admin finds it in the Outbox, and
// its unsubscribe link, opened without signing in, stops that kind after asking.
import { expect, test } from '@playwright/test';
import { loginAs, presetLanguage } from './fixtures.ts';

test('the buyer changes notice settings; an unsubscribe link from the Outbox stops a kind', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await presetLanguage(page, 'en');
  await loginAs(page, 'buyer');

  await page.goto('/profile');
  const notices = page.locator('#notices');
  await expect(notices.getByRole('heading', { name: 'Notices', exact: true })).toBeVisible();
  await notices.getByLabel('Meetings', { exact: true }).selectOption('digest');
  await expect(notices.getByRole('status')).toHaveText('Saved.');
  await expect(notices.getByLabel('Meeting reminders', { exact: true })).not.toContainText('Once a day');
  await page.reload();
  await expect(page.locator('#notices').getByLabel('Meetings', { exact: true })).toHaveValue('digest');

  const admin = await (await browser.newContext()).newPage();
  await presetLanguage(admin, 'en');
  await loginAs(admin, 'admin');

  // Setup through the API: a new seller in the demo's exhibition, whom the buyer asks for a meeting
  // (the demo's own sellers may all have met the buyer by now: the journeys share one database).
  const projects = await (await admin.request.get('/api/projects')).json();
  const project = projects.find((p: { name: string }) => p.name.startsWith('Seoul Global B2B Expo'));
  const email = `notice-seller-${Date.now()}@e2e.b2b.test`;
  const created = await admin.request.post('/api/people', {
    data: { role: 'seller', email, full_name: 'Nora Notice', company_name: 'Notice Foods' },
  });
  expect(created.status()).toBe(201);
  const seller = { id: (await created.json()).person.id as string, email };
  const added = await admin.request.put(`/api/projects/${project.id}/participants`, {
    data: { add: [{ user_id: seller.id, role: 'seller' }] },
  });
  expect(added.ok()).toBe(true);
  const sent = await page.request.post('/api/meeting-requests', {
    data: {
      project_id: project.id,
      target_id: seller.id,
      preferred_date: project.end_date,
      preferred_time_start: '16:00',
      preferred_time_end: '17:00',
      location: '',
      purpose: 'Notice journey',
    },
  });
  expect(sent.status()).toBe(201);

  await admin.goto('/admin/outbox');
  await admin.getByRole('searchbox').fill(seller.email);
  // The seller's e-mail in the row as well: until the search's answer arrives, the list shows other
  // people's messages of the same kind (other journeys run at the same time).
  const row = admin
    .getByTestId('outbox-row')
    .filter({ hasText: seller.email })
    .filter({ hasText: 'Meeting request received' });
  // The notice job queues the message moments after the request: reload until it is there.
  await expect(async () => {
    await admin.reload();
    await admin.getByRole('searchbox').fill(seller.email);
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(row).toContainText('Notice');
  await row.getByRole('button').click();
  const message = admin.getByRole('dialog', { name: 'Meeting request received' });
  const unsubscribe = message.getByTestId('outbox-link').filter({ hasText: '/unsubscribe#token=' });
  const href = (await unsubscribe.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/unsubscribe#token=[\w-]{32}&kind=meeting_requests$/);

  // The recipient opens it without signing in: it asks first.
  const recipient = await (await browser.newContext()).newPage();
  await presetLanguage(recipient, 'en');
  await recipient.goto(new URL(href).pathname + new URL(href).hash);
  await expect(recipient.getByText(/stop e-mails about Meeting requests\?/)).toBeVisible();
  await recipient.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(recipient.getByText('Done: you will no longer get these e-mails.')).toBeVisible();
  const token = /token=([\w-]+)/.exec(href)?.[1];
  const after = await (await recipient.request.get(`/api/notices/unsubscribe/${token}`)).json();
  expect(after.choices).toMatchObject({ meeting_requests: 'never', meetings: 'immediately' });

  // A link that was never issued says so.
  await recipient.goto('/unsubscribe#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&kind=meetings');
  await expect(recipient.getByText('This link is not valid.')).toBeVisible();
});
