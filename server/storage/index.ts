// The storage the config asks for: S3 when a bucket is named, else DATA_DIR/uploads.
import path from 'node:path';
import type { Config } from '../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export type { Storage, StoredFile } from './storage.ts';
export { localStorage, s3Storage };

export function storageFor(config: Config): Storage {
  if (config.s3) return s3Storage(config.s3);
  return localStorage(path.join(config.dataDir, 'uploads'));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (buildApp's `storage` option, else storageFor(config)). */
    storage: Storage;
  }
}
