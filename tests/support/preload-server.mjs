// `node tests/support/preload-server.mjs <bundle>`: loads every package a server bundle
// imports, then waits for a line on stdin before running the bundle itself. Most of a
// start is loading packages, so a test that restarts the server often keeps one such
// process ready and starts it when the previous one is gone (tests/support/server-process.ts).
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const bundle = process.argv[2];
if (!bundle) throw new Error('usage: preload-server.mjs <bundle>');
const source = fs.readFileSync(bundle, 'utf8');
const packages = new Set(
  [...source.matchAll(/^import\s[^;]*?from\s*"([^".][^"]*)";/gms)].map((match) => match[1]),
);
await Promise.all([...packages].map((name) => import(name)));

// Never started: the parent is gone with its end of the pipe.
process.stdin.on('end', () => process.exit(0));
process.stdin.once('data', () => {
  process.stdin.removeAllListeners('end');
  process.stdin.pause();
  void import(pathToFileURL(bundle).href);
});
