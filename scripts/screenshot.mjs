// Screenshots of pages as a person sees them: `node scripts/screenshot.mjs <base-url> <out-dir> <path>...`
// Optional env: TOKEN (signed-in pages), LANG_UI (en|ru; not LANG, the shell's locale),
// WIDTH/HEIGHT (default 1440x900).
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';

const [base, outDir, ...pages] = process.argv.slice(2);
if (!base || !outDir || pages.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <out-dir> <path>...');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  viewport: { width: Number(process.env.WIDTH ?? 1440), height: Number(process.env.HEIGHT ?? 900) },
});
await context.addInitScript(
  ([token, lang]) => {
    // Runs in the page, where localStorage is a global of the window.
    if (token) globalThis.localStorage.setItem('access-token', token);
    if (lang) globalThis.localStorage.setItem('language', lang);
  },
  [process.env.TOKEN ?? '', process.env.LANG_UI ?? ''],
);
const page = await context.newPage();
page.on('console', (message) => {
  if (message.type() === 'error') console.error(`[console] ${message.text()}`);
});
page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
for (const target of pages) {
  await page.goto(new URL(target, base).toString(), { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  // A graph lays out in its worker after the network is idle: wait until none is running.
  await page
    .waitForFunction(
      () => !globalThis.document.querySelector('[data-layout-status="running"]'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => console.error(`[wait] ${target}: a layout was still running after 15 s`));
  const file = path.join(
    outDir,
    `${target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`,
  );
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
