// scripts/precompress.ts, the build's compression: which files get .br and .gz siblings, and that
// the siblings decode to the file. The server's side is server/web.test.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir, precompressFile } from './precompress.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
};
const text = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `.meeting-${i} { grid-column: ${i % 12}; color: var(--c${i % 7}); }`).join(
    '\n',
  );
const siblings = (file: string) => ['.br', '.gz'].filter((suffix) => fs.existsSync(file + suffix));

describe('precompress', () => {
  it('writes a .br and a .gz sibling that decode to the file, and returns their sizes', async () => {
    const file = write('assets/index-Abc.css', text(500));
    const result = await precompressFile(file);
    const original = fs.readFileSync(file);
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(result).toEqual({ file, bytes: original.length, br: br.length, gz: gz.length });
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length / 4);
  });

  it('compresses WebAssembly too (the scanner decoder), to siblings that decode to it', async () => {
    const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.from(text(300))]);
    const file = write('assets/zxing_reader-Abc.wasm', wasm);
    const result = await precompressFile(file);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(wasm)).toBe(true);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).equals(wasm)).toBe(true);
    expect(result.br).toBeLessThan(wasm.length / 4);
  });

  it('leaves alone small files, files that do not shrink, files that are not text, and dot folders', async () => {
    const small = write('assets/Card.js', 'x'.repeat(MIN_BYTES - 1));
    const random = write('robots.txt', randomBytes(8 * 1024));
    const image = write('assets/logo.png', text(500));
    const manifest = write('.vite/manifest.json', text(500));
    const compressed = write('index.html', text(100));
    const done = await precompressDir(dir);
    expect(done.map((f) => path.relative(dir, f.file)).sort()).toEqual(['assets/Card.js', 'index.html', 'robots.txt']);
    for (const file of [small, random, image, manifest]) expect(siblings(file), file).toEqual([]);
    expect(siblings(compressed)).toEqual(['.br', '.gz']);
    expect(done.find((f) => f.file === random)).toEqual({ file: random, bytes: 8 * 1024 });
  });

  it('removes a stale sibling of a file that is no longer worth compressing', async () => {
    const file = write('assets/api.js', 'export {};');
    write('assets/api.js.br', 'stale');
    write('assets/api.js.gz', 'stale');
    await precompressFile(file);
    expect(siblings(file)).toEqual([]);
  });
});
