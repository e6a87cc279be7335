// Adds up the JSON results that vitest and Playwright wrote to the directory given as the
// first argument (TEST_RESULTS_DIR in .ci/run) and closes the log with their sum (a test file
// that could not run counts as one failed test).
//
// The last lines are the sum in vitest's own closing form (" Test Files … / Tests  N passed |
// N skipped (N)"), preceded by Jest's ("Tests: N passed, N total"): landings whose log closed
// with a vitest summary in its last dozen lines were recorded as having run their tests; since
// the Node 22/24 stages and their stage times pushed that summary further up, and a closing
// line in a form of our own ("tests: N passed, N failed") did not help, landings were recorded
// as running no test.
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
const total = passed + failed + skipped;
const parts = (items) =>
  items.filter(([count]) => count > 0).map(([count, word]) => `${count} ${word}`);
console.log(
  `== test results from ${reports.length} runs (vitest and Playwright, every suite of this log)`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
console.log(
  `Tests:       ${[
    ...parts([
      [failed, 'failed'],
      [skipped, 'skipped'],
    ]),
    `${passed} passed`,
  ].join(', ')}, ${total} total`,
);
console.log(
  ` Test Files  ${[...parts([[failedFiles, 'failed']]), `${files - failedFiles} passed`].join(' | ')} (${files})`,
);
console.log(
  `      Tests  ${[...parts([[failed, 'failed']]), `${passed} passed`, ...parts([[skipped, 'skipped']])].join(' | ')} (${total})`,
);
