import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
// .ci/run sets this: each run also writes its results as JSON there, which .ci/test-summary.mjs
// adds up into the log's closing "tests: N passed, N failed" line.
const resultsDir = process.env.TEST_RESULTS_DIR;
// A timeout here only catches a test that hangs: a form test that takes 2 s on an idle laptop
// took 55 s beside a heavy load, and Vitest's 5 s default fails far sooner.
const slowMachineTimeout = 120_000;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // dist/client/.vite/manifest.json: the chunk graph the bundle bench reads.
    manifest: true,
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  test: {
    root: '.',
    // Vitest's default is one worker below the core count: a single worker on CI's two cores,
    // where most of the wall time is server and crash tests waiting on I/O and child processes.
    maxWorkers: 2,
    // CI's log (TEST_RESULTS_DIR set) stays short: a dot a test, and the console output of
    // failed tests only; the results themselves are in the JSON.
    reporters: resultsDir
      ? ['dot', ['json', { outputFile: `${resultsDir}/vitest-${process.pid}.json` }]]
      : ['default'],
    silent: resultsDir ? 'passed-only' : false,
    projects: [
      {
        test: {
          name: 'shared',
          root: '.',
          environment: 'node',
          include: ['src/shared/**/*.test.ts'],
          setupFiles: ['tests/support/fast-check-ci.ts'],
          testTimeout: slowMachineTimeout,
        },
      },
      {
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          // scripts/ (generators) write through the server's database code, so they test beside it.
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: slowMachineTimeout,
          hookTimeout: slowMachineTimeout,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          root: '.',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          // One jsdom and one copy of React, Mantine and i18next per worker instead of per file:
          // the client suite then takes well under half the CPU. A test that changes global state
          // (a session, a stubbed fetch, the language) undoes it in its own afterEach.
          isolate: false,
          setupFiles: ['tests/support/fast-check-ci.ts', 'tests/kits/client/setup.ts'],
          testTimeout: slowMachineTimeout,
          hookTimeout: slowMachineTimeout,
        },
      },
      {
        test: {
          name: 'crash',
          root: '.',
          environment: 'node',
          include: ['tests/crash/**/*.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
