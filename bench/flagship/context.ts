// What every step of the flagship bench shares: the PostgreSQL server it builds on, the ports of
// its two extra instances, and one scratch folder (removed when the bench ends).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SERVER =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PORTS = [3175, 3176];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flagship-'));
