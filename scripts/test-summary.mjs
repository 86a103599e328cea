// The plain closing line of `npm test`, "N passed, N failed", summed over every Vitest project
// from Vitest's JSON report. A test file that failed to load has no failed test of its own, so it
// counts once; a failed step with no report (install, build, lint, type-check) counts as a failure
// too, so a broken run never reads as green.
import { existsSync, readFileSync } from 'node:fs';

export function countResults(reportFile, exitStatus) {
  let passed = 0;
  let failed = 0;
  if (reportFile && existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0) failed += 1;
    }
  }
  if (exitStatus !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

export const summaryLine = ({ passed, failed }) => `${passed} passed, ${failed} failed`;
