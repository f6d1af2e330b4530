// The worker thread's entry: the server runs TypeScript through tsx (npm start) or Vitest, and a
// worker thread starts as plain Node, so it registers tsx before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
