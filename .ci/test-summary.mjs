// Adds up the JSON results that vitest and Playwright wrote to the directory given as the
// first argument (TEST_RESULTS_DIR in .ci/run) and prints one plain closing line,
// "tests: N passed, N failed, N skipped", which any reader of the log can count (a test file
// that could not run counts as one failed test).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
for (const name of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  if (report.stats) {
    // Playwright: a flaky test failed once and passed on its retry.
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } else {
    // Vitest (Jest's JSON shape). A file that failed before any of its tests ran (a throwing
    // beforeAll) has no failed test: it counts as one failure, not as nothing.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + brokenFiles;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
}
console.log(`== test results from ${files.length} runs`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
