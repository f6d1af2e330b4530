// Participant import and export (docs/rules.md#participant-import) on both databases. Files are
// written by other libraries than the reader: SheetJS for .xlsx, iconv-lite for CP949.
import { count, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  type ImportGrid,
  type ImportRequest,
  type ImportResult,
  MAX_IMPORT_ROWS,
} from '../../../core/schemas/participant-import.ts';
import { profiles, projectParticipants, users } from '../../db/schema.ts';
import { addParticipant, call, makeProject, makeUser, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { outboxFor } from '../../test/mail-factories.ts';

let app: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(() => app.dispose());

const HEADER = ['E-mail', 'Name', 'Role', 'Company', 'Country', 'Categories', 'Languages'];

async function parse(projectId: string, bytes: Buffer, type = 'application/octet-stream') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/import/parse`,
    headers: { cookie: admin.cookie, 'content-type': type, 'x-file-name': 'people.csv' },
    payload: bytes,
  });
  return res;
}

const grid = async (projectId: string, bytes: Buffer) => (await parse(projectId, bytes)).json() as ImportGrid;

const request = (g: ImportGrid, extra: Partial<ImportRequest> = {}): ImportRequest => ({
  headers: g.headers,
  columns: g.columns,
  rows: g.rows,
  ...extra,
});

const preview = async (projectId: string, body: ImportRequest) =>
  (
    await call(app, 'POST', `/api/projects/${projectId}/import/preview`, { cookie: admin.cookie, body })
  ).json() as ImportResult;
const apply = (projectId: string, body: ImportRequest) =>
  call(app, 'POST', `/api/projects/${projectId}/import/apply`, { cookie: admin.cookie, body });

const csv = (rows: string[][], sep = ',') =>
  rows.map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(sep)).join('\r\n');

const participantCount = async (projectId: string) =>
  (await app.db.select({ n: count() }).from(projectParticipants).where(eq(projectParticipants.projectId, projectId)))[0]
    .n;

describe('reading files', () => {
  it('reads UTF-8 with a BOM, recognises the headers and drops blank rows', async () => {
    const project = await makeProject(app);
    const text = `\uFEFF${csv([HEADER, ['a@example.test', 'Ann', 'buyer', 'Acme', 'France', 'Tea; Coffee', 'French'], ['', '', '', '', '', '', '']])}`;
    const g = await grid(project.id, Buffer.from(text, 'utf8'));
    expect(g.headers).toEqual(HEADER);
    expect(g.columns).toEqual([
      'email',
      'full_name',
      'role',
      'company_name',
      'country',
      'product_categories',
      'languages',
    ]);
    expect(g.rows).toHaveLength(1);
  });

  it('reads CP949 written by Korean Excel, with semicolons and Korean headers', async () => {
    const project = await makeProject(app);
    const text = csv(
      [
        ['이메일', '성명', '구분', '회사명', '국가'],
        ['kim@example.kr', '김민지', '셀러', '서울뷰티', '대한민국'],
      ],
      ';',
    );
    const bytes = iconv.encode(text, 'cp949');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const g = await grid(project.id, bytes);
    expect(g.columns).toEqual(['email', 'full_name', 'role', 'company_name', 'country']);
    expect(g.rows[0]).toEqual(['kim@example.kr', '김민지', '셀러', '서울뷰티', '대한민국']);
  });

  it('reads .xlsx written by SheetJS, with Chinese and Japanese headers and numbers as written', async () => {
    const project = await makeProject(app);
    const sheet = XLSX.utils.aoa_to_sheet([
      ['邮箱', '姓名', '角色', '電話番号'],
      ['wang@example.cn', '王芳', '买家', 821012345678],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '名单');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const g = await grid(project.id, bytes);
    expect(g.columns).toEqual(['email', 'full_name', 'role', 'phone']);
    expect(g.rows).toEqual([['wang@example.cn', '王芳', '买家', '821012345678']]);
  });

  it('refuses an empty, an unreadable and a too large file with their codes', async () => {
    const project = await makeProject(app);
    expect((await parse(project.id, Buffer.from('E-mail,Name\r\n'))).json().error.code).toBe('import_file_empty');
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    expect((await parse(project.id, broken)).json().error.code).toBe('import_file_unreadable');
    const many = csv([['E-mail'], ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`p${i}@example.test`])]);
    expect((await parse(project.id, Buffer.from(many))).json().error.code).toBe('import_too_many_rows');
  });
});

describe('preview and apply', () => {
  it('says for each row what will happen, with every kind of error', async () => {
    const project = await makeProject(app);
    const member = await makeUser(app, { role: 'buyer', fullName: 'Old Name' });
    await addParticipant(app, project.id, member.profile);
    const outsider = await makeUser(app, { role: 'seller' });
    const admin2 = await makeUser(app, { role: 'admin' });
    const rows = [
      ['new@example.test', 'New Person', 'buyer', 'NewCo', 'Peru', 'Tea, Coffee', 'Spanish'],
      [member.email.toUpperCase(), 'New Name', 'buyer', '', '', '', ''],
      [outsider.email, '', 'seller', '', '', '', ''],
      ['', 'No Mail', 'buyer', '', '', '', ''],
      ['not-an-address', 'Bad Mail', 'buyer', '', '', '', ''],
      ['new@example.test', 'Twice', 'buyer', '', '', '', ''],
      ['x@example.test', 'Odd Role', 'captain', '', '', '', ''],
      ['y@example.test', '', 'seller', '', '', '', ''],
      [admin2.email, 'Admin', 'buyer', '', '', '', ''],
    ];
    const { columns } = await grid(project.id, Buffer.from(csv([HEADER, ...rows])));
    const result = await preview(project.id, { headers: HEADER, columns, rows });
    const view = result.rows.map((r) => [r.line, r.action, r.changes, r.errors]);
    expect(view).toEqual([
      [2, 'create', [], []],
      [3, 'update', ['full_name'], []],
      [4, 'add', [], []],
      [5, 'error', [], ['email_missing']],
      [6, 'error', [], ['email_invalid']],
      [7, 'error', [], ['email_duplicate']],
      [8, 'error', [], ['role_unknown']],
      [9, 'error', [], ['name_missing']],
      [10, 'error', [], ['role_mismatch']],
    ]);
    expect(result.summary).toEqual({ create: 1, add: 1, update: 1, unchanged: 0, error: 6 });

    // A half-failed import writes nothing.
    const before = await participantCount(project.id);
    const res = await apply(project.id, { headers: HEADER, columns, rows });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('import_has_errors');
    expect(res.json().error.details.rows.map((r: { line: number }) => r.line)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(await participantCount(project.id)).toBe(before);
    expect(await app.db.select().from(users).where(eq(users.email, 'new@example.test'))).toHaveLength(0);
    const [kept] = await app.db.select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(kept.fullName).toBe('Old Name');
  });

  it('applies in one go, invites the new people, and a second run changes nothing', async () => {
    const project = await makeProject(app, { name: 'Busan Food Fair' });
    const text = csv([
      [...HEADER, 'Website'],
      [
        'mei@example.cn',
        '陈美',
        '买家',
        '上海贸易',
        'China',
        '茶；咖啡',
        '中文, English',
        'www.shanghai-trade.example',
      ],
      ['sato@example.jp', '佐藤', 'バイヤー', '東京商事', 'Japan', 'Snacks', '日本語', ''],
      ['lee@example.kr', '이서연', 'seller', '부산식품', 'Korea', 'Kimchi', 'Korean', ''],
    ]);
    const g = await grid(project.id, Buffer.from(text));
    const first = await apply(project.id, request(g, { invite: true }));
    expect(first.statusCode).toBe(200);
    expect(first.json().summary).toMatchObject({ create: 3, error: 0 });
    expect(first.json().invited).toBe(3);
    const [mei] = await app.db.select().from(profiles).where(eq(profiles.email, 'mei@example.cn'));
    expect(mei).toMatchObject({
      fullName: '陈美',
      role: 'buyer',
      productCategories: ['茶', '咖啡'],
      languages: ['中文', 'English'],
      website: 'https://www.shanghai-trade.example',
    });
    expect(mei.companyId).not.toBeNull();
    const [invitation] = await outboxFor(app, 'mei@example.cn');
    expect(invitation).toMatchObject({ kind: 'invitation', locale: 'zh', fromName: 'Busan Food Fair' });
    // Imported people have no password until they choose one.
    const signIn = await call(app, 'POST', '/api/auth/sign-in', { body: { email: 'mei@example.cn', password: '!' } });
    expect(signIn.statusCode).toBe(401);

    const again = await apply(project.id, request(g));
    expect(again.json().summary).toEqual({ create: 0, add: 0, update: 0, unchanged: 3, error: 0 });
    expect(await participantCount(project.id)).toBe(3);
  });

  it('exports the same columns it imports: the round trip changes nothing', async () => {
    const project = await makeProject(app);
    const text = csv([
      [...HEADER, 'Website', 'E-mail language'],
      ['ana@example.test', 'Ana', 'buyer', 'Ana Co', 'Chile', 'Wine, Fruit', 'Spanish', 'https://ana.example', 'en'],
      ['bo@example.test', 'Bo', 'interpreter', '', 'Korea', '', 'Korean, English', '', ''],
    ]);
    await apply(project.id, request(await grid(project.id, Buffer.from(text))));
    for (const format of ['xlsx', 'csv'] as const) {
      const res = await call(app, 'GET', `/api/projects/${project.id}/participants/export?format=${format}`, {
        cookie: admin.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename=".*\\.${format}"`));
      const book = XLSX.read(res.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
      expect(rows[0]).toEqual([
        'E-mail',
        'Name',
        'Role',
        'Company',
        'Country',
        'Phone',
        'Categories',
        'Languages',
        'Industry',
        'Website',
        'E-mail language',
      ]);
      const back = await grid(project.id, res.rawPayload);
      const result = await preview(project.id, request(back));
      expect(result.summary).toEqual({ create: 0, add: 0, update: 0, unchanged: 2, error: 0 });
    }
  });

  it('remembers how a header was mapped', async () => {
    const project = await makeProject(app);
    const text = csv([
      ['Contact mail', 'Who'],
      ['m@example.test', 'Mo'],
    ]);
    const g = await grid(project.id, Buffer.from(text));
    expect(g.columns).toEqual([null, null]);
    const res = await apply(project.id, { ...request(g), columns: ['email', 'full_name'], default_role: 'buyer' });
    expect(res.statusCode).toBe(200);
    expect((await grid(project.id, Buffer.from(text))).columns).toEqual(['email', 'full_name']);
  });

  it('imports 2,000 rows', { timeout: 120_000 }, async () => {
    const project = await makeProject(app);
    const rows = Array.from({ length: 2000 }, (_, i) => [
      `bulk-${i}@example.test`,
      `Bulk ${i}`,
      i % 2 ? 'seller' : 'buyer',
      `Company ${i % 300}`,
      'Korea',
      'A, B',
      'English',
    ]);
    const g = await grid(project.id, Buffer.from(csv([HEADER, ...rows])));
    expect(g.rows).toHaveLength(2000);
    const res = await apply(project.id, request(g));
    expect(res.json().summary).toMatchObject({ create: 2000, error: 0 });
    expect(await participantCount(project.id)).toBe(2000);
  });

  it('the template imports as it is', async () => {
    const project = await makeProject(app);
    const res = await call(app, 'GET', '/api/projects/import/template?format=xlsx', { cookie: admin.cookie });
    const g = await grid(project.id, res.rawPayload);
    expect((await preview(project.id, request(g))).summary).toMatchObject({ create: 2, error: 0 });
  });
});
