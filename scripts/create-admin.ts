// `npm run create-admin -- EMAIL [FULL NAME]`: makes an admin account (nobody can sign up as one).
// The password is read from ADMIN_PASSWORD, or generated and printed once.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { signUpSchema } from '../core/schemas/auth.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createAccount } from '../server/services/accounts.ts';

const [email, ...nameParts] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run create-admin -- EMAIL [FULL NAME]');
  process.exit(2);
}
const generated = !process.env.ADMIN_PASSWORD;
const password = process.env.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
const parsed = signUpSchema.safeParse({ email, password, full_name: nameParts.join(' ') || 'Administrator' });
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  const profile = await createAccount(database.db, { ...parsed.data, role: 'admin' }, { accepted: true });
  console.log(`Admin created: ${profile.email}`);
  if (generated) console.log(`Password (shown once): ${password}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
