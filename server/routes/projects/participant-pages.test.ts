// The organiser's participant list in pages (docs/decisions/041-bounded-lists.md): a walk with the
// cursor meets every participant exactly once, the search finds people by name, e-mail and
// company, and a limit over the maximum or a forged cursor is refused with a code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from '../../../core/schemas/list-page.ts';
import { participantPageQuery } from '../../queries/participant-page.ts';
import { seedCrowd } from '../../test/crowd-factories.ts';
import { call, makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let projectId: string;
const everyone = new Set<string>();

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
  projectId = (await makeProject(app)).id;
  // Same names in two roles, so the walk crosses a role boundary with equal names on both sides.
  for (const id of await seedCrowd(app.db, projectId, { role: 'buyer', count: 130, name: 'Kim' })) everyone.add(id);
  for (const id of await seedCrowd(app.db, projectId, { role: 'seller', count: 95, name: 'Kim', company: 'Hanbit' })) {
    everyone.add(id);
  }
});
afterAll(() => app.dispose());

type Row = { id: string; user_id: string; role: string; full_name: string };
type Answer = { items: Row[]; next_cursor: string | null; counts: Record<string, number> };

const page = async (query: string) => {
  const res = await call(app, 'GET', `/api/projects/${projectId}/participants?${query}`, { cookie: admin.cookie });
  return { status: res.statusCode, body: res.json() as Answer };
};

/** Every page of `query`, following next_cursor to the end. */
async function walk(query: string) {
  const pages: Answer[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(status).toBe(200);
    pages.push(body);
    cursor = body.next_cursor;
  } while (cursor && pages.length < 100);
  return pages;
}

describe('GET /api/projects/:id/participants in pages', () => {
  it('answers LIST_PAGE_DEFAULT rows when no limit is named, and the head counts of the whole project', async () => {
    const { body } = await page('');
    expect(body.items).toHaveLength(LIST_PAGE_DEFAULT);
    expect(body.next_cursor).toEqual(expect.any(String));
    expect(body.counts).toMatchObject({ all: 225, buyer: 130, seller: 95, interpreter: 0, volunteer: 0 });
    // Only the whole list's first page counts: later pages and searches do not pay for it again.
    expect((await page(`cursor=${encodeURIComponent(body.next_cursor as string)}`)).body.counts).toBeNull();
    expect((await page('q=kim')).body.counts).toBeNull();
  });

  it('walks every participant exactly once, in role and name order', async () => {
    const pages = await walk('limit=40');
    expect(pages).toHaveLength(Math.ceil(225 / 40));
    const rows = pages.flatMap((p) => p.items);
    expect(rows.map((r) => r.user_id).sort()).toEqual([...everyone].sort());
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const keys = rows.map((r) => `${r.role === 'buyer' ? 0 : 1} ${r.full_name}`);
    expect(keys).toEqual([...keys].sort());
    expect(pages.at(-1)?.next_cursor).toBeNull();
  });

  it('searches name, e-mail and company on the server, case-insensitively, and pages the matches', async () => {
    const byCompany = (await walk('q=hanbit&limit=30')).flatMap((p) => p.items);
    expect(byCompany).toHaveLength(95);
    expect(byCompany.every((r) => r.role === 'seller')).toBe(true);
    const byName = (await page('q=kim%20007')).body.items;
    expect(byName.map((r) => `${r.role} ${r.full_name}`)).toEqual(['buyer Kim 007', 'seller Kim 007']);
    const byEmail = (await page('q=seller-94%40')).body.items;
    expect(byEmail.map((r) => r.full_name)).toEqual(['Kim 094']);
    // A LIKE wildcard is taken literally.
    expect((await page('q=%25')).body.items).toEqual([]);
  });

  it('filters one role', async () => {
    const sellers = (await walk('role=seller&limit=200')).flatMap((p) => p.items);
    expect(sellers).toHaveLength(95);
  });

  it('refuses a limit over the maximum and a forged cursor, each with its code', async () => {
    const over = await page(`limit=${LIST_PAGE_MAX + 1}`);
    expect(over.status).toBe(400);
    expect((over.body as unknown as { error: { code: string } }).error.code).toBe('validation_failed');
    for (const cursor of ['not-base64-json', Buffer.from('["a"]').toString('base64url')]) {
      const forged = await page(`cursor=${cursor}`);
      expect(forged.status).toBe(400);
      expect((forged.body as unknown as { error: { code: string } }).error.code).toBe('invalid_cursor');
    }
  });

  it('runs a keyset query: the cursor is a condition on the sort keys, never an OFFSET', () => {
    const first = participantPageQuery(app.db, { projectId, q: '', limit: 50 }).toSQL().sql;
    const cursor = Buffer.from(JSON.stringify(['seller', 'Kim 010', projectId])).toString('base64url');
    const later = participantPageQuery(app.db, { projectId, q: '', limit: 50, cursor }).toSQL().sql;
    for (const sql of [first, later]) {
      expect(sql).not.toMatch(/\boffset\b/i);
      expect(sql).toMatch(/\blimit\b/i);
    }
    expect(later).toMatch(/"project_participants"\."role" > cast\(\$\d+ as role\)/);
    expect(later).toMatch(/"profiles"\."full_name" > cast\(\$\d+ as text\)/);
  });
});
