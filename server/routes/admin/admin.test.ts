import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewWorld } from '../../test/admin-factories.ts';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { folderBytes } from './system.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-test-'));
  app = await createTestApp({ dataDir, backupDir: path.join(dataDir, 'backups') });
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const overview = (cookie: string) => call(app, 'GET', '/api/admin/overview', { cookie });

describe('access', () => {
  it.each(['buyer', 'seller', 'interpreter', 'volunteer'] as const)('a %s gets 403', async (role) => {
    const { cookie } = await signedIn(app, role);
    expect((await overview(cookie)).statusCode).toBe(403);
  });

  it('signed out gets 401', async () => {
    expect((await call(app, 'GET', '/api/admin/overview')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/overview', () => {
  it('counts equal the rows of a fresh database with known rows', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await signedIn(fresh, 'admin');
      await overviewWorld(fresh);
      const res = await call(fresh, 'GET', '/api/admin/overview', { cookie: admin.cookie });
      expect(res.statusCode).toBe(200);
      // The admin plus overviewWorld's 2 buyers, 1 seller and 1 inactive volunteer; their 3
      // companies plus 1 more seller company; meetings in every status, 'scheduled' being those
      // still ahead (scheduled or confirmed).
      expect(res.json().counts).toEqual({
        users: { total: 5, active: 4 },
        companies: { total: 4, buyers: 2, sellers: 2 },
        projects: { total: 3, active: 2 },
        meetings: { total: 5, scheduled: 2, completed: 1 },
        contracts: { total: 2 },
      });
    } finally {
      await fresh.dispose();
    }
  });

  it('measures the system: version from package.json, the database, storage, no backup yet', async () => {
    const admin = await signedIn(app, 'admin');
    const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
    fs.mkdirSync(path.join(dataDir, 'uploads', 'someone'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'a.pdf'), Buffer.alloc(1000));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'someone', 'b.png'), Buffer.alloc(234));
    const { system } = (await overview(admin.cookie)).json();
    expect(system).toMatchObject({
      status: 'operational',
      version: pkg.version,
      database: {
        kind: process.env.TEST_DB === 'postgres' ? 'postgresql' : 'embedded',
        reachable: true,
      },
      storage_used_bytes: 1234,
    });
    expect(system.last_backup).toBeNull();
  });

  it('reports the newest backup once one exists', async () => {
    const admin = await signedIn(app, 'admin');
    fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
    for (const name of ['b2b-2026-01-02T03-04-05.000Z.jsonl', 'b2b-2026-03-04T05-06-07.000Z.jsonl']) {
      fs.writeFileSync(path.join(dataDir, 'backups', name), '');
    }
    const { system } = (await overview(admin.cookie)).json();
    expect(system.last_backup).toEqual({
      file: path.join(dataDir, 'backups', 'b2b-2026-03-04T05-06-07.000Z.jsonl'),
      at: '2026-03-04T05:06:07.000Z',
    });
  });
});

describe('folderBytes', () => {
  it('is 0 for a folder that does not exist', async () => {
    expect(await folderBytes(path.join(os.tmpdir(), 'no-such-folder-here-123'))).toBe(0);
  });
});
