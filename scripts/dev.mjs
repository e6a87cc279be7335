// `npm run dev`: the real server (reloading on change) plus Vite with hot reload and an /api proxy.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', '--silent', 'dev:server'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
