// Both storages behave alike: the local folder always, the S3 one against s3rver on loopback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import { isSafeKey, type Storage } from './storage.ts';

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};

function contract(name: string, make: () => Storage) {
  describe(name, () => {
    it('puts, gets and deletes a file with its content type', async () => {
      const storage = make();
      await storage.put('u1/1-a/hello.pdf', Buffer.from('%PDF-hello'), 'application/pdf');
      const file = await storage.get('u1/1-a/hello.pdf');
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.size).toBe(10);
      expect((await read(file?.body as Readable)).toString()).toBe('%PDF-hello');
      await storage.delete('u1/1-a/hello.pdf');
      expect(await storage.get('u1/1-a/hello.pdf')).toBeUndefined();
    });

    it('takes a stream too, and keeps names in any script', async () => {
      const storage = make();
      await storage.put('u2/2-b/회사 소개.png', Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 'image/png');
      expect((await read((await storage.get('u2/2-b/회사 소개.png'))?.body as Readable)).toString()).toBe('abcd');
    });

    it('streams a file of a told size', async () => {
      const storage = make();
      const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
      await storage.put('u4/4-d/big.pdf', Readable.from(chunks), 'application/pdf', 64 * 16 * 1024);
      const file = await storage.get('u4/4-d/big.pdf');
      expect(file?.size).toBe(64 * 16 * 1024);
      expect((await read(file?.body as Readable)).equals(Buffer.concat(chunks))).toBe(true);
      await storage.delete('u4/4-d/big.pdf');
    });

    it('answers undefined for a missing key, and deleting one is no error', async () => {
      const storage = make();
      expect(await storage.get('nobody/1-x/none.pdf')).toBeUndefined();
      await expect(storage.delete('nobody/1-x/none.pdf')).resolves.toBeUndefined();
    });

    it('counts the bytes it holds', async () => {
      const storage = make();
      const before = await storage.usedBytes();
      await storage.put('u3/3-c/a.bin', Buffer.alloc(1000), 'application/octet-stream');
      expect((await storage.usedBytes()) - before).toBeGreaterThanOrEqual(1000);
      await storage.delete('u3/3-c/a.bin');
    });

    it('refuses keys that would leave their folder', async () => {
      const storage = make();
      await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
      expect(await storage.get('a/../../etc/passwd')).toBeUndefined();
    });
  });
}

describe('isSafeKey', () => {
  it('accepts server-made keys and refuses traversal', () => {
    expect(isSafeKey('u/1-a/name.pdf')).toBe(true);
    for (const bad of ['', '../x', 'a/../b', 'a//b', '/a', 'a\\b', 'a/\u0000b', 'a/.'])
      expect(isSafeKey(bad)).toBe(false);
  });
});

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-local-'));
contract('local folder storage', () => localStorage(localRoot));

const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-s3-'));
let s3: S3rver;
let endpoint = '';
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'attachments' }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

contract('S3 storage (s3rver)', () =>
  s3Storage({
    bucket: 'attachments',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }),
);
