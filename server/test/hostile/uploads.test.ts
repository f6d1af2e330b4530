// Hostile uploads (docs/security.md): attachments and voice notes get files whose name,
// claimed type and bytes lie (HTML, SVG with script, executables, nothing), odd form fields and
// nasty text. No 5xx; what is stored is typed by its bytes and served so no browser runs it; a
// refused upload leaves no row and no file behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elfBytes, exeBytes, multipart, pdfBytes, pngBytes } from '../attachment-factories.ts';
import { call } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { multipartForm, voiceNoteFixture, webmBytes } from '../voice-note-factories.ts';
import { NASTY_TEXT, nastyString } from './arbitraries.ts';
import { changedTables, fingerprinter } from './fingerprint.ts';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 25);

/** Files that are not what they say. */
const lyingBytes = fc.constantFrom(
  Buffer.from('<html><script>alert(1)</script></html>'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
  Buffer.from('%PDF-1.4\n<script>alert(1)</script>'.slice(0, 4)),
  Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]),
  elfBytes(),
  exeBytes(),
  Buffer.alloc(0),
  Buffer.from([0, 0, 0, 0]),
);
const fileBytes = fc.oneof(
  lyingBytes,
  fc.constantFrom(pdfBytes(), pngBytes(), webmBytes()),
  fc.uint8Array({ maxLength: 64 }).map(Buffer.from),
);
const claimedType = fc.constantFrom(
  'text/html',
  'image/svg+xml',
  'application/pdf',
  'image/png',
  'audio/webm',
  'application/x-msdownload',
  '',
);
/** A file name as a header carries it: quotes and line breaks would break out of it, so they go. */
const fileName = nastyString.map((s) => s.replace(/["\r\n]/g, '_').slice(0, 300));

let app: TestApp;
let dataDir: string;
let fingerprint: () => Promise<Record<string, string>>;
let world: Awaited<ReturnType<typeof voiceNoteFixture>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-uploads-'));
  app = await createTestApp({ dataDir, transcribe: { engine: 'off', model: 'whisper-1', timeoutMs: 5000 } });
  world = await voiceNoteFixture(app);
  fingerprint = await fingerprinter(app);
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under the uploads folder. */
const storedFiles = () => {
  const dir = path.join(dataDir, 'uploads');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
};

/** Checks an answer: no 5xx, and a refusal changed no row and left no file. */
async function expectSafe(
  res: { statusCode: number; body: string },
  before: Record<string, string>,
  filesBefore: number,
) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(typeof JSON.parse(res.body).error?.code, res.body).toBe('string');
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(storedFiles()).toBe(filesBefore);
  }
}

describe('hostile attachments', () => {
  it('never 5xx; a stored file is typed by its bytes and served inert; a refusal leaves nothing', async () => {
    const { cookie } = world.otherBuyer;
    await fc.assert(
      fc.asyncProperty(fileName, fileBytes, claimedType, async (name, bytes, type) => {
        const before = await fingerprint();
        const files = storedFiles();
        const body = multipart(name, bytes, type);
        const res = await app.inject({
          method: 'POST',
          url: '/api/attachments',
          headers: { ...body.headers, cookie },
          payload: body.payload,
        });
        await expectSafe(res, before, files);
        if (res.statusCode !== 201) return;
        const saved = res.json();
        expect(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']).toContain(saved.content_type);
        const served = await call(app, 'GET', saved.url, { cookie });
        expect(served.headers['content-type']).toBe(saved.content_type);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(String(served.headers['content-disposition'])).not.toMatch(/[\r\n]/);
        // Keep room for the next upload: at most ten files per profile.
        expect((await call(app, 'DELETE', saved.url, { cookie })).statusCode).toBe(200);
      }),
      // A real PDF that claims to be HTML is stored, as a PDF.
      { numRuns: RUNS, examples: [['report.pdf', pdfBytes(), 'text/html']] },
    );
  });

  it('refuses HTML and SVG whatever they claim to be', async () => {
    const { cookie } = world.otherSeller;
    for (const [name, bytes] of [
      ['page.pdf', '<html><script>alert(1)</script></html>'],
      ['logo.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ]) {
      const body = multipart(name, Buffer.from(bytes), 'image/png');
      const res = await app.inject({
        method: 'POST',
        url: '/api/attachments',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('unsupported_file_type');
    }
  });
});

describe('hostile voice notes', () => {
  it('never 5xx for odd fields and files; a refusal writes nothing', async () => {
    const { cookie } = world.buyer;
    // Valid values often enough that the bytes, not only the fields, get judged.
    const field = (valid: string) =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(valid) },
        nastyString,
        fc.constantFrom('-1', '1e309', 'NaN', ...NASTY_TEXT.slice(0, 5)),
      );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ meeting_id: field(world.meeting.id), duration_seconds: field('12'), language: field('en') }),
        fc.option(fc.tuple(fileBytes, claimedType, fc.constantFrom('audio', 'file', 'audio')), { nil: undefined }),
        async (fields, file) => {
          const before = await fingerprint();
          const files = storedFiles();
          const parts = [
            ...Object.entries(fields).map(([name, value]) => ({ name, value: value.replace(/\r?\n/g, ' ') })),
            ...(file ? [{ name: file[2], file: file[0], type: file[1] }] : []),
          ];
          const body = multipartForm(parts);
          const res = await app.inject({
            method: 'POST',
            url: '/api/voice-notes',
            headers: { ...body.headers, cookie },
            payload: body.payload,
          });
          await expectSafe(res, before, files);
          if (res.statusCode !== 201) return;
          stored++;
          const served = await call(app, 'GET', res.json().audio_url, { cookie });
          expect(served.headers['content-type']).toMatch(/^audio\//);
          expect(served.headers['x-content-type-options']).toBe('nosniff');
        },
      ),
      // One honest upload among them, so the serving checks run at least once.
      {
        numRuns: RUNS,
        examples: [
          [
            { meeting_id: world.meeting.id, duration_seconds: '12', language: 'en' },
            [webmBytes(), 'audio/webm', 'audio'],
          ],
        ],
      },
    );
    expect(stored).toBeGreaterThan(0);
  });
});
