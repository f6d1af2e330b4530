// An import's category column fills the project's list of categories (docs/rules.md#participant-import):
// the preview names what is new, apply adds it after the list (ignoring case), within the list's maximum.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_CATEGORIES_MAX } from '../../../core/constants.ts';
import type { ImportRequest } from '../../../core/schemas/participant-import.ts';
import { projects } from '../../db/schema.ts';
import { makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { applyImportCall, previewImport } from '../../test/import-factories.ts';

let app: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(() => app.dispose());

const categoriesOf = async (id: string) =>
  (await app.db.select({ c: projects.categories }).from(projects).where(eq(projects.id, id)))[0].c;

const body = (rows: string[][]): ImportRequest => ({
  headers: ['E-mail', 'Name', 'Role', 'Categories'],
  columns: ['email', 'full_name', 'role', 'product_categories'],
  rows,
});

describe('the category column', () => {
  it('previews and adds the categories new to the project, in the file’s order, ignoring case', async () => {
    const project = await makeProject(app, { categories: ['Cosmetics', 'Food'] });
    const input = body([
      ['a@example.test', 'A', 'seller', 'cosmetics; Sun Care'],
      ['b@example.test', 'B', 'buyer', 'Tea, sun care, FOOD'],
      // Interpreters keep no categories, so theirs fill nothing.
      ['c@example.test', 'C', 'interpreter', 'Gadgets'],
    ]);
    const preview = await previewImport(app, admin.cookie, project.id, input);
    expect(preview.new_categories).toEqual(['Sun Care', 'Tea']);
    expect(await categoriesOf(project.id)).toEqual(['Cosmetics', 'Food']);

    const res = await applyImportCall(app, admin.cookie, project.id, input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().new_categories).toEqual(['Sun Care', 'Tea']);
    expect(await categoriesOf(project.id)).toEqual(['Cosmetics', 'Food', 'Sun Care', 'Tea']);
    // The same file again adds nothing.
    const again = await applyImportCall(app, admin.cookie, project.id, input);
    expect(again.json().new_categories).toEqual([]);
    expect(await categoriesOf(project.id)).toEqual(['Cosmetics', 'Food', 'Sun Care', 'Tea']);
  });

  it('stops at the list’s maximum', async () => {
    const full = Array.from({ length: PROJECT_CATEGORIES_MAX - 1 }, (_, i) => `C${i}`);
    const project = await makeProject(app, { categories: full });
    const res = await applyImportCall(
      app,
      admin.cookie,
      project.id,
      body([['d@example.test', 'D', 'seller', 'X, Y, Z']]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().new_categories).toEqual(['X']);
    expect(await categoriesOf(project.id)).toEqual([...full, 'X']);
  });

  it('adds nothing when the import is refused', async () => {
    const project = await makeProject(app, { categories: [] });
    const res = await applyImportCall(
      app,
      admin.cookie,
      project.id,
      body([
        ['e@example.test', 'E', 'seller', 'Tea'],
        ['not-an-email', 'F', 'seller', 'Food'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(await categoriesOf(project.id)).toEqual([]);
  });
});
