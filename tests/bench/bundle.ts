/**
 * Bench part `bundle`: how much JavaScript (gzip) a visitor downloads before the
 * landing page and the login page can show, against a budget of 200 kB (1 kB = 1000 bytes,
 * as vite prints sizes).
 *
 * A page loads the entry chunk of index.html, the chunks it imports statically
 * (modulepreload links), and the lazy chunk of its route with that chunk's static
 * imports. The chunk graph comes from dist/client/.vite/manifest.json; the heaviest
 * packages come from the chunks' source maps.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clientDist = path.join(repoRoot, 'dist/client');
const manifestPath = path.join(clientDist, '.vite/manifest.json');
const budgetKb = 200;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Pages a signed-out visitor opens first, with the manifest key of their route module. */
const pages = [
  { name: 'landing', url: '/authenticate', route: 'app/routes/landing.tsx' },
  { name: 'login', url: '/authenticate/login', route: 'app/routes/login.tsx' },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The sources `npm start` also watches (scripts/start.mjs) plus the build config. */
const clientSources = [
  'src/client',
  'src/shared',
  'public',
  'workers',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((child) => newestMtime(path.join(entry, child))));
}

function ensureClientBuild(): void {
  const builtAt = fs.existsSync(manifestPath) ? fs.statSync(manifestPath).mtimeMs : 0;
  const changedAt = Math.max(
    ...clientSources.map((entry) => newestMtime(path.join(repoRoot, entry))),
  );
  if (builtAt > changedAt) return;
  console.log(builtAt ? 'Client build is stale; building…' : 'No client build; building…');
  const result = spawnSync('npm', ['run', '--silent', 'build:client'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: vite.config.ts must set build.manifest: true`);
  }
}

/** The manifest key and its static imports, depth first, each once. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the client manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** What dist/client/index.html loads at once: its module script and modulepreload links. */
function filesLoadedByIndexHtml(): Set<string> {
  const html = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isModule = /type="module"/.test(tag) || /rel="modulepreload"/.test(tag);
    const source = /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if (isModule && source) files.add(source);
  }
  return files;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(clientDist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The package (or our own folder) a source of the map belongs to. */
function ownerOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const ours = /(src\/(?:client\/(?:features\/[^/]+|[^/]+)|shared))/.exec(source);
  return ours?.[1] ?? source;
}

/**
 * Minified bytes of a chunk per package, from its source map: each mapping owns the
 * generated columns up to the next mapping. Bytes no mapping covers count as "(unmapped)".
 */
function bytesByOwner(file: string): Map<string, number> {
  const code = fs.readFileSync(path.join(clientDist, file), 'utf8');
  const mapFile = path.join(clientDist, `${file}.map`);
  const owners = new Map<string, number>();
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  if (!fs.existsSync(mapFile)) {
    add('(no source map)', code.length);
    return owners;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const codeLines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = codeLines[lineIndex]?.length ?? 0;
    let column = 0;
    let previous: { column: number; owner: string } = { column: 0, owner: '(unmapped)' };
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(previous.owner, column - previous.column);
      let owner = '(unmapped)';
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        owner = ownerOf(map.sources[sourceIndex] ?? '');
      }
      previous = { column, owner };
    }
    add(previous.owner, lineLength - previous.column);
  });
  return owners;
}

export async function run(): Promise<void> {
  ensureClientBuild();
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry');
  const entryKeys = staticClosure(manifest, entryKey);

  // The HTML must preload exactly what the chunk graph says the entry needs.
  const entryFiles = new Set([...entryKeys].map((key) => manifest[key]!.file));
  const htmlFiles = filesLoadedByIndexHtml();
  const mismatch = [...entryFiles, ...htmlFiles].filter(
    (file) => !(entryFiles.has(file) && htmlFiles.has(file)),
  );
  if (mismatch.length > 0) {
    console.warn(`index.html and the manifest disagree about: ${mismatch.join(', ')}`);
  }

  let overBudget = false;
  const loadedAnywhere = new Set<string>();
  for (const page of pages) {
    const keys = staticClosure(manifest, page.route, new Set(entryKeys));
    const files = [...new Set([...keys].map((key) => manifest[key]!.file))];
    files.forEach((file) => loadedAnywhere.add(file));
    const entryBytes = [...entryFiles].reduce((sum, file) => sum + gzipBytes(file), 0);
    const totalBytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    const within = totalBytes / 1000 <= budgetKb;
    overBudget ||= !within;
    console.log(
      `${page.name.padEnd(8)} ${page.url.padEnd(20)} ${kb(totalBytes).padStart(6)} kB gzip JS` +
        ` (entry ${kb(entryBytes)} + route ${kb(totalBytes - entryBytes)}; ${files.length} chunks)` +
        `  target ≤ ${budgetKb} kB  ${within ? 'ok' : 'OVER'}`,
    );
  }

  // Where the bytes come from: minified bytes per package, scaled to each chunk's gzip ratio.
  const share = new Map<string, number>();
  for (const file of loadedAnywhere) {
    const owners = bytesByOwner(file);
    const raw = [...owners.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    const ratio = gzipBytes(file) / raw;
    for (const [owner, bytes] of owners) share.set(owner, (share.get(owner) ?? 0) + bytes * ratio);
  }
  const heaviest = [...share].sort((a, b) => b[1] - a[1]).slice(0, overBudget ? 15 : 8);
  console.log(`heaviest in these pages (≈ kB gzip):`);
  for (const [owner, bytes] of heaviest) console.log(`  ${kb(bytes).padStart(6)}  ${owner}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
