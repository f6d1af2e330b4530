// `npm run dev`: the API with reload on port 3001 and Vite's dev server (proxying /api) on 5173.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
