// The attachment routes on S3-compatible storage: s3rver on loopback, a random port, a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfBytes } from '../../test/attachment-factories.ts';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let s3: S3rver;
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-s3-'));
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'b2b' }],
  });
  const { port } = await s3.run();
  app = await createTestApp({
    s3: {
      bucket: 'b2b',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
  });
});
afterAll(async () => {
  await app?.dispose();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('attachments on S3', () => {
  it('uploads into the bucket, serves and deletes from it', async () => {
    const seller = await signedIn(app, 'seller');
    const body = multipart('catalogue.pdf', pdfBytes());
    const up = await app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: { ...body.headers, cookie: seller.cookie },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    const { url } = up.json();
    expect(await app.storage.usedBytes()).toBe(pdfBytes().length);

    const buyer = await signedIn(app, 'buyer');
    const get = await call(app, 'GET', url, { cookie: buyer.cookie });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.rawPayload.equals(pdfBytes())).toBe(true);

    expect((await call(app, 'DELETE', url, { cookie: seller.cookie })).statusCode).toBe(200);
    expect((await call(app, 'GET', url, { cookie: buyer.cookie })).statusCode).toBe(404);
    expect(await app.storage.usedBytes()).toBe(0);
  });
});
