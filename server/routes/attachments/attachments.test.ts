import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentKey } from '../../../core/rules/attachments.ts';
import { profiles } from '../../db/schema.ts';
import {
  compoundBytes,
  docxBytes,
  elfBytes,
  exeBytes,
  multipart,
  pdfBytes,
  pngBytes,
  xlsxBytes,
} from '../../test/attachment-factories.ts';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, 'uploads');
const storedFiles = (userId: string) => {
  const dir = path.join(uploadsDir(), userId);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => !f.endsWith('.meta.json') && fs.statSync(path.join(dir, f)).isFile(),
  );
};

function upload(cookie: string | undefined, filename: string, bytes: Buffer, type?: string) {
  const body = multipart(filename, bytes, type);
  return app.inject({
    method: 'POST',
    url: '/api/attachments',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const attachmentsOf = async (id: string) =>
  (await app.db.select({ a: profiles.attachments }).from(profiles).where(eq(profiles.id, id)))[0].a;

describe('POST /api/attachments', () => {
  it('stores a PDF and lists it on the profile', async () => {
    const seller = await signedIn(app, 'seller');
    const res = await upload(seller.cookie, 'Brochure 2026.pdf', pdfBytes(), 'application/pdf');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Brochure 2026.pdf', content_type: 'application/pdf', size: pdfBytes().length });
    expect(body.url).toMatch(
      new RegExp(`^/api/attachments/${seller.profile.id}/\\d+-[0-9a-f]+/Brochure%202026\\.pdf$`),
    );
    expect(body.attachments).toEqual([body.url]);
    expect(await attachmentsOf(seller.profile.id)).toEqual([body.url]);
    const profile = (await call(app, 'GET', '/api/profile', { cookie: seller.cookie })).json();
    expect(profile.attachments).toEqual([body.url]);
  });

  it('accepts png, docx, xlsx, doc and xls by their bytes', async () => {
    const buyer = await signedIn(app, 'buyer');
    const cases: [string, Buffer, string][] = [
      ['logo.png', pngBytes(), 'image/png'],
      ['deck.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['prices.xlsx', xlsxBytes(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['old.doc', compoundBytes('WordDocument'), 'application/msword'],
      ['old.xls', compoundBytes('Workbook'), 'application/vnd.ms-excel'],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(buyer.cookie, name, bytes);
      expect(res.statusCode, name).toBe(201);
      expect(res.json()).toMatchObject({ name, content_type: type });
    }
  });

  it('keeps a Korean file name', async () => {
    const seller = await signedIn(app, 'seller');
    const res = await upload(seller.cookie, '회사소개서.pdf', pdfBytes());
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('회사소개서.pdf');
    const download = await call(app, 'GET', res.json().url, { cookie: seller.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%ED%9A%8C");
  });

  it('refuses an executable renamed to .pdf (415) and writes nothing', async () => {
    const seller = await signedIn(app, 'seller');
    for (const bytes of [elfBytes(), exeBytes()]) {
      const res = await upload(seller.cookie, 'brochure.pdf', bytes, 'application/pdf');
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('unsupported_file_type');
    }
    expect(await attachmentsOf(seller.profile.id)).toEqual([]);
    expect(storedFiles(seller.profile.id)).toEqual([]);
  });

  it('refuses plain text, HTML and a zip that is not an Office file', async () => {
    const seller = await signedIn(app, 'seller');
    for (const bytes of [Buffer.from('hello'), Buffer.from('<html><script>alert(1)</script>'), Buffer.alloc(0)]) {
      expect((await upload(seller.cookie, 'a.pdf', bytes)).statusCode).toBe(415);
    }
  });

  it('refuses an 11 MB file with 413 file_too_large and writes nothing', async () => {
    const seller = await signedIn(app, 'seller');
    const res = await upload(seller.cookie, 'big.pdf', pdfBytes(11 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
    expect(storedFiles(seller.profile.id)).toEqual([]);
    expect(await attachmentsOf(seller.profile.id)).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const seller = await signedIn(app, 'seller');
    const bytes = pdfBytes(0);
    const padded = Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 - bytes.length, 0x20)]);
    expect((await upload(seller.cookie, 'max.pdf', padded)).statusCode).toBe(201);
  });

  it('refuses an 11th file with 409 too_many_files and writes nothing', async () => {
    const seller = await signedIn(app, 'seller');
    for (let i = 0; i < 10; i++) expect((await upload(seller.cookie, `f${i}.png`, pngBytes())).statusCode).toBe(201);
    // The session's profile is read per request, so the count is current.
    const res = await upload(seller.cookie, 'eleventh.png', pngBytes());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('too_many_files');
    expect(await attachmentsOf(seller.profile.id)).toHaveLength(10);
    expect(storedFiles(seller.profile.id)).toHaveLength(10);
  });

  it('needs a session (401)', async () => {
    const res = await upload(undefined, 'a.pdf', pdfBytes());
    expect(res.statusCode).toBe(401);
  });

  it('is for buyers and sellers only (403 for other roles)', async () => {
    for (const role of ['interpreter', 'volunteer', 'admin'] as const) {
      const user = await signedIn(app, role);
      const res = await upload(user.cookie, 'a.pdf', pdfBytes());
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('answers a request without a file with 400 or 415', async () => {
    const seller = await signedIn(app, 'seller');
    const json = await call(app, 'POST', '/api/attachments', { cookie: seller.cookie, body: {} });
    expect(json.statusCode).toBe(415);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: { cookie: seller.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('file_required');
  });
});

describe('GET /api/attachments/<key>', () => {
  it('serves the file to anyone signed in, inline and not sniffable', async () => {
    const seller = await signedIn(app, 'seller');
    const { url } = (await upload(seller.cookie, 'logo.png', pngBytes())).json();
    const buyer = await signedIn(app, 'buyer');
    const res = await call(app, 'GET', url, { cookie: buyer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(res.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('needs a session (401)', async () => {
    const seller = await signedIn(app, 'seller');
    const { url } = (await upload(seller.cookie, 'logo.png', pngBytes())).json();
    const res = await call(app, 'GET', url);
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    const seller = await signedIn(app, 'seller');
    const unknown = `/api/attachments/${seller.profile.id}/1-abc/none.pdf`;
    expect((await call(app, 'GET', unknown, { cookie: seller.cookie })).statusCode).toBe(404);
    for (const bad of ['/api/attachments/x', '/api/attachments/../../etc/passwd', '/api/attachments/%2e%2e/%2e%2e/x']) {
      expect((await call(app, 'GET', bad, { cookie: seller.cookie })).statusCode, bad).toBe(404);
    }
  });
});

describe('DELETE /api/attachments/<key>', () => {
  it('lets the owner remove a file and its entry', async () => {
    const seller = await signedIn(app, 'seller');
    const first = (await upload(seller.cookie, 'a.pdf', pdfBytes())).json();
    const second = (await upload(seller.cookie, 'b.png', pngBytes())).json();
    const res = await call(app, 'DELETE', first.url, { cookie: seller.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().attachments).toEqual([second.url]);
    expect(await attachmentsOf(seller.profile.id)).toEqual([second.url]);
    expect((await call(app, 'GET', first.url, { cookie: seller.cookie })).statusCode).toBe(404);
    expect(storedFiles(seller.profile.id)).toHaveLength(1);
    expect(fs.existsSync(path.join(uploadsDir(), attachmentKey(first.url) as string))).toBe(false);
  });

  it('refuses another user (403) and keeps the file', async () => {
    const seller = await signedIn(app, 'seller');
    const { url } = (await upload(seller.cookie, 'a.pdf', pdfBytes())).json();
    const other = await signedIn(app, 'seller');
    const res = await call(app, 'DELETE', url, { cookie: other.cookie });
    expect(res.statusCode).toBe(403);
    expect(await attachmentsOf(seller.profile.id)).toEqual([url]);
    expect((await call(app, 'GET', url, { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('lets an admin remove anyone’s file', async () => {
    const seller = await signedIn(app, 'seller');
    const { url } = (await upload(seller.cookie, 'a.pdf', pdfBytes())).json();
    const admin = await signedIn(app, 'admin');
    expect((await call(app, 'DELETE', url, { cookie: admin.cookie })).statusCode).toBe(200);
    expect(await attachmentsOf(seller.profile.id)).toEqual([]);
  });

  it('answers 404 for a file not on the profile, 401 without a session', async () => {
    const seller = await signedIn(app, 'seller');
    const { url } = (await upload(seller.cookie, 'a.pdf', pdfBytes())).json();
    expect((await call(app, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(app, 'DELETE', `${url}x`, { cookie: seller.cookie })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', '/api/attachments/nope', { cookie: seller.cookie })).statusCode).toBe(404);
  });

  it('frees a place: after a removal the tenth file fits again', async () => {
    const seller = await signedIn(app, 'seller');
    const urls: string[] = [];
    for (let i = 0; i < 10; i++) urls.push((await upload(seller.cookie, `f${i}.png`, pngBytes())).json().url);
    await call(app, 'DELETE', urls[0], { cookie: seller.cookie });
    expect((await upload(seller.cookie, 'again.png', pngBytes())).statusCode).toBe(201);
  });
});
