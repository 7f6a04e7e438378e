// Prints one line per test run and a closing "N passed, N failed" line from the JSON reports.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.ci-reports';
let passed = 0;
let failed = 0;
let skipped = 0;

function vitestCounts(report) {
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(report) {
  const s = report.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0, flaky: s.flaky ?? 0 };
}

/** Wall time against the tests' own durations added up: how much the workers overlap. */
function playwrightTiming(report) {
  let testSeconds = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) for (const result of t.results) testSeconds += result.duration / 1000;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const wallSeconds = (report.stats?.duration ?? 0) / 1000;
  if (!wallSeconds) return '';
  return `; ${Math.round(wallSeconds)} s wall for ${Math.round(testSeconds)} s of tests (x${(testSeconds / wallSeconds).toFixed(1)})`;
}

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const counts = 'numPassedTests' in report ? vitestCounts(report) : playwrightCounts(report);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  const flaky = counts.flaky ? ` (${counts.flaky} passed only on retry: flaky, look at them)` : '';
  console.log(`${path.basename(file, '.json')}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky}${'numPassedTests' in report ? '' : playwrightTiming(report)}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
