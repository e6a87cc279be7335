// Adds up the JSON results that vitest and Playwright wrote to the directory given as the
// first argument (TEST_RESULTS_DIR in .ci/run) and closes the log with their sum (a test file
// that could not run counts as one failed test).
//
// The very last line of the log is that sum as `tests: N passed, N failed, N skipped`,
// with nothing after it: it is the one form the landing reads (vitest's and Jest's own
// summaries are not read, and a line after ours hid it).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0, files: 0, failedFiles: 0 };
const reports = fs.existsSync(dir)
  ? fs.readdirSync(dir).filter((name) => name.endsWith('.json'))
  : [];
for (const name of reports) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  if (report.stats) {
    // Playwright: a flaky test failed once and passed on its retry. Its top-level suites are spec files.
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    totals.files += (report.suites ?? []).length;
    totals.failedFiles += (report.errors ?? []).length > 0 || report.stats.unexpected > 0 ? 1 : 0;
  } else {
    // Vitest (Jest's JSON shape). A file that failed before any of its tests ran (a throwing
    // beforeAll) has no failed test: it counts as one failure, not as nothing.
    const files = report.testResults ?? [];
    const brokenFiles = files.filter(
      (file) =>
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + brokenFiles;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    totals.files += files.length;
    totals.failedFiles += files.filter((file) => file.status === 'failed').length;
  }
}

const { passed, failed, skipped, files, failedFiles } = totals;
console.log(
  `== test results from ${reports.length} runs (vitest and Playwright, every suite of this log)`,
);
console.log(`   (${files} test files, ${failedFiles} failed)`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
