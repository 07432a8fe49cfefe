// Prints "N passed, N failed" from the test runners' JSON reports (vitest, Playwright),
// and exits 1 when a report is missing or any test failed.
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  { file: 'reports/vitest.json', count: countVitest, required: true },
  { file: 'reports/playwright.json', count: countPlaywright, required: existsSync('apps/web/e2e') },
];

function countVitest(report) {
  const failed = report.numFailedTests ?? 0;
  // A file that fails to load fails the run without failing a test: count it once.
  return {
    passed: report.numPassedTests ?? 0,
    failed: failed === 0 && report.success === false ? 1 : failed,
  };
}

function countPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
  };
}

let passed = 0;
let failed = 0;
for (const { file, count, required } of reports) {
  if (!existsSync(file)) {
    if (required) {
      console.error(`missing test report: ${file}`);
      failed += 1;
    }
    continue;
  }
  const result = count(JSON.parse(readFileSync(file, 'utf8')));
  passed += result.passed;
  failed += result.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
