import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, where the browser suite's time went: the summed test time per spec file
 * (all workers together), slowest first. CI has a hard time limit and this suite is most of it;
 * the table says which file to make cheaper before anyone guesses.
 */
export default class DurationsReporter implements Reporter {
  private readonly perFile = new Map<string, { ms: number; tests: number }>();
  /** Time inside the steps the helpers time (support/site.ts): axe-core checks, screenshots. */
  private readonly perStep = new Map<string, { ms: number; count: number }>();
  private skippedMs = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') {
      this.skippedMs += result.duration;
      this.skipped += 1;
      return;
    }
    for (const { type, description } of result.annotations) {
      if (!type.endsWith('-ms')) continue;
      const step = this.perStep.get(type) ?? { ms: 0, count: 0 };
      step.ms += Number(description) || 0;
      step.count += 1;
      this.perStep.set(type, step);
    }
    const file = test.location.file.replace(/^.*\/tests\//, '');
    const entry = this.perFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.perFile.set(file, entry);
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.perFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, e]) => sum + e.ms, 0);
    console.log('\nTest time per spec file (summed over workers):');
    for (const [file, e] of rows) {
      const share = total > 0 ? ((100 * e.ms) / total).toFixed(1) : '0.0';
      console.log(
        `  ${file.padEnd(36)} ${String(e.tests).padStart(4)} tests ${(e.ms / 1000).toFixed(0).padStart(6)} s ${share.padStart(5)} %`,
      );
    }
    for (const [type, step] of this.perStep) {
      const name = type.replace(/-ms$/, '');
      console.log(`  of which ${name}: ${step.count} × in ${(step.ms / 1000).toFixed(0)} s`);
    }
    console.log(`  skipped: ${this.skipped} tests in ${(this.skippedMs / 1000).toFixed(0)} s`);
    console.log(
      `  ${'all'.padEnd(36)} ${String(rows.reduce((n, [, e]) => n + e.tests, 0)).padStart(4)} tests ${(total / 1000).toFixed(0).padStart(6)} s`,
    );
  }
}
