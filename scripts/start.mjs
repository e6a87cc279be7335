// `npm start`: builds what is missing or out of date, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function newestMtime(entries) {
  let newest = 0;
  const walk = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory())
      for (const child of fs.readdirSync(entry)) walk(path.join(entry, child));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(walk);
  return newest;
}

function stale(output, sources) {
  return !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestMtime(sources);
}

function run(script) {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['src/shared', 'package-lock.json'];
if (
  stale('dist/client/index.html', ['src/client', 'public', 'workers', 'vite.config.ts', ...shared])
) {
  console.log('Building the client…');
  run('build:client');
}
if (stale('dist/server/main.mjs', ['src/server', ...shared])) {
  console.log('Building the server…');
  run('build:server');
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
