// Previewing and applying imports against accounts that exist (docs/rules.md#participant-import):
// the row errors import.test.ts does not show, updates written in bulk, and two admins importing
// the same new person at once.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRequest } from '../../../core/schemas/participant-import.ts';
import { companies, profiles, users } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { applyImport } from '../../import/apply.ts';
import { addParticipant, makeProject, makeUser, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { applyImportCall, previewImport } from '../../test/import-factories.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

let app: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(() => app.dispose());

describe('row errors', () => {
  it('names a missing or unknown role, an unknown e-mail language, a bad website and a value too long', async () => {
    const project = await makeProject(app);
    const headers = ['E-mail', 'Name', 'Role', 'Website', 'E-mail language', 'Phone'];
    const columns: ImportRequest['columns'] = ['email', 'full_name', 'role', 'website', 'locale', 'phone'];
    const rows = [
      ['a@example.test', 'A', '', '', '', ''],
      ['b@example.test', 'B', 'buyer', '', 'Klingon', ''],
      ['c@example.test', 'C', 'seller', 'n/a', '', ''],
      ['d@example.test', 'D', 'buyer', '', '', '1'.repeat(51)],
      ['e@example.test', 'E', 'admin', '', '中文', ''],
    ];
    const result = await previewImport(app, admin.cookie, project.id, { headers, columns, rows });
    expect(result.rows.map((r) => r.errors)).toEqual([
      ['role_missing'],
      ['locale_unknown'],
      ['website_invalid'],
      ['value_too_long'],
      ['role_unknown'],
    ]);
    // A default role fills empty role cells only; a cell that names no role stays an error.
    const withDefault = await previewImport(app, admin.cookie, project.id, {
      headers,
      columns,
      rows,
      default_role: 'volunteer',
    });
    expect(withDefault.rows.map((r) => [r.role, r.errors])).toEqual([
      ['volunteer', []],
      ['buyer', ['locale_unknown']],
      ['seller', ['website_invalid']],
      ['buyer', ['value_too_long']],
      [null, ['role_unknown']],
    ]);
  });
});

describe('updates', () => {
  const headers = ['E-mail', 'Name', 'Role', 'Company', 'Country', 'Categories', 'Languages', 'Industry', 'Locale'];
  const columns: ImportRequest['columns'] = [
    'email',
    'full_name',
    'role',
    'company_name',
    'country',
    'product_categories',
    'languages',
    'industry',
    'locale',
  ];

  it('writes each changed field, keeps what empty cells leave out, and adds outsiders with their changes', async () => {
    const project = await makeProject(app);
    const member = await makeUser(app, {
      role: 'seller',
      fullName: 'Min Kim',
      companyName: 'Old Co',
      fields: { country: 'Korea', industry_type: 'Food' },
    });
    await addParticipant(app, project.id, member.profile);
    const outsider = await makeUser(app, { role: 'interpreter', fullName: 'Ida', fields: { country: 'Japan' } });
    const rows = [
      [member.email, '', 'seller', 'New "Quoted" Co', '', 'Tea \\ Herbs, "Kimchi"', '', 'Beverages', 'ko'],
      [outsider.email, 'Ida Sato', '', '', 'Japan', 'Ignored', 'Japanese, Korean', 'Ignored too', ''],
    ];
    const body = { headers, columns, rows, default_role: 'interpreter' as const };
    const preview = await previewImport(app, admin.cookie, project.id, body);
    expect(preview.rows.map((r) => [r.action, r.changes])).toEqual([
      ['update', ['company_name', 'product_categories', 'industry', 'locale']],
      ['add', ['full_name', 'languages']],
    ]);

    const res = await applyImportCall(app, admin.cookie, project.id, body);
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      (
        await app.db
          .select()
          .from(profiles)
          .where(inArray(profiles.id, [member.profile.id, outsider.profile.id]))
      ).map((p) => [p.id, p]),
    );
    const seller = byId.get(member.profile.id);
    expect(seller).toMatchObject({
      fullName: 'Min Kim',
      companyName: 'New "Quoted" Co',
      country: 'Korea',
      productCategories: ['Tea \\ Herbs', '"Kimchi"'],
      languages: [],
      industryType: 'Beverages',
      locale: 'ko',
    });
    const [company] = await app.db
      .select()
      .from(companies)
      .where(eq(companies.id, seller?.companyId ?? ''));
    expect(company).toMatchObject({ name: 'New "Quoted" Co', type: 'seller' });
    // An interpreter keeps no company fields, whatever the file says.
    expect(byId.get(outsider.profile.id)).toMatchObject({
      fullName: 'Ida Sato',
      languages: ['Japanese', 'Korean'],
      productCategories: [],
      industryType: '',
    });

    const again = await previewImport(app, admin.cookie, project.id, body);
    expect(again.summary).toEqual({ create: 0, add: 0, update: 0, unchanged: 2, error: 0 });
  });

  it('updates 1,000 people in bulk', { timeout: 120_000 }, async () => {
    const project = await makeProject(app);
    const people = Array.from({ length: 1000 }, (_, i) => [`many-${i}@example.test`, `Many ${i}`, 'buyer']);
    const first = await applyImportCall(app, admin.cookie, project.id, {
      headers: headers.slice(0, 3),
      columns: columns.slice(0, 3),
      rows: people,
    });
    expect(first.json().summary.create).toBe(1000);
    const renamed = people.map(([email, name, role]) => [email, `${name} (renamed)`, role, `Co ${name}`]);
    const res = await applyImportCall(app, admin.cookie, project.id, {
      headers: headers.slice(0, 4),
      columns: columns.slice(0, 4),
      rows: renamed,
    });
    expect(res.json().summary).toMatchObject({ update: 1000, error: 0 });
    const [last] = await app.db.select().from(profiles).where(eq(profiles.email, 'many-999@example.test'));
    expect(last).toMatchObject({ fullName: 'Many 999 (renamed)', companyName: 'Co Many 999' });
    expect(last.companyId).not.toBeNull();
  });
});

describe.skipIf(!onPostgres)(
  'two imports of the same new person at once (PostgreSQL only: PGlite is one connection)',
  () => {
    it('the second waits for the first and then refuses with 409 import_conflict, writing nothing', async () => {
      const project = await makeProject(app);
      const input: ImportRequest = {
        headers: ['E-mail', 'Name', 'Role'],
        columns: ['email', 'full_name', 'role'],
        rows: [
          ['race@example.test', 'Race', 'buyer'],
          ['calm@example.test', 'Calm', 'buyer'],
        ],
      };
      let inside!: () => void;
      const firstInside = new Promise<void>((resolve) => {
        inside = resolve;
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The first import stops inside its transaction, its new accounts written but not committed.
      const first = applyImport(app.db, project.id, input, {
        invite: async () => {
          inside();
          await released;
          return 0;
        },
      });
      await firstInside;
      const second = applyImport(app.db, project.id, input).then(
        () => null,
        (err: unknown) => err,
      );
      // Once the second waits on the first's new e-mail, let the first commit.
      for (let i = 0; i < 200; i++) {
        const waiting = await app.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      release();
      expect((await first).summary.create).toBe(2);
      const err = await second;
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ statusCode: 409, code: 'import_conflict' });
      const accounts = await app.db
        .select()
        .from(users)
        .where(inArray(users.email, ['race@example.test', 'calm@example.test']));
      expect(accounts).toHaveLength(2);
    });
  },
);
