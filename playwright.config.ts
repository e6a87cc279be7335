import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * Browser tests against the real product: `node scripts/start.mjs` (what `npm start`
 * runs) builds the client and server when they are missing or stale, then serves
 * both from `dist/`, on a fresh data directory with the demo world on.
 */
const port = Number(process.env.E2E_PORT ?? 8190);
const baseURL = `http://127.0.0.1:${port}`;
const onCi = Boolean(process.env.CI);

// Workers load this file again; the variable makes them share the first run's directory.
process.env.LOREWEAVE_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  // .ci/run sets TEST_RESULTS_DIR: the results also go there as JSON (see vite.config.ts).
  reporter: process.env.TEST_RESULTS_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_RESULTS_DIR}/playwright.json` }]]
    : 'list',
  // Ceilings for a hang, not speed limits: every wait is for a state, and a laptop doing other
  // work renders and answers several times slower than an idle one (at a load average of 20-30
  // on two cores, a 90 s ceiling cut the co-editing test short while it was still working).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium, never a downloaded one (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 is fine).
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    // A build from a clean clone takes a while on two cores.
    timeout: 240_000,
    reuseExistingServer: !onCi,
    // SIGTERM lets the server close its database; Playwright kills it after 5 s otherwise.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.LOREWEAVE_E2E_DATA_DIR,
      DEMO_WORLD: 'on',
      LOG_LEVEL: 'warn',
      // Tests sign in and up far more often than a person does.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
});
