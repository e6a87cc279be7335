/**
 * What the browser benches share: a bench page built with vite into a temp
 * folder, a tiny static server for it, one fresh page at the benches' size,
 * and the percentiles their tables print.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';

/** Builds the page whose index.html is in `root`; module workers (ELK) are bundled as ES modules like the app's. */
export async function buildBenchPage(root: string, name: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `loreweave-bench-${name}-`));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 10_000 },
  });
  return outDir;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

export function serve(folder: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(folder, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** The size every browser bench measures at. */
export const benchViewport = { width: 1440, height: 900 };

/** Runs `call` on a fresh page of the bench page at `baseUrl`; an error the page throws fails the run. */
export async function inBenchPage<T>(
  browser: Browser,
  baseUrl: string,
  call: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: benchViewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(baseUrl, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const result = await call(page);
    if (errors.length > 0) throw new Error(`The bench page failed: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}
