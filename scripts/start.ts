// `npm start`: build the web app if needed, then run the server (which migrates and seeds).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './web-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfNeeded(root);
await import('../server/main.ts');
