import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Records how long every test took and prints the slowest when the run ends, so the suite's time
 * shows where it goes as the content grows. The whole list lands in test-results/durations.json
 * (ignored by git), slowest first.
 */
const SHOWN = 10;

export default class SlowestTests implements Reporter {
  private readonly durations: { test: string; file: string; ms: number; status: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.durations.push({
      test: test.titlePath().slice(3).join(' › '),
      file: path.relative(process.cwd(), test.location.file),
      ms: result.duration,
      status: result.status,
    });
  }

  onEnd(result: FullResult): void {
    const sorted = [...this.durations].sort((a, b) => b.ms - a.ms);
    const total = sorted.reduce((sum, { ms }) => sum + ms, 0);
    const out = path.resolve('test-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'durations.json'), `${JSON.stringify(sorted, null, 1)}\n`);
    const byFile = new Map<string, number>();
    for (const { file, ms } of sorted) byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
    const lines = [
      '',
      `Test time ${minutes(total)} over ${sorted.length} tests (wall clock ${minutes(result.duration)}); the ${SHOWN} slowest:`,
      ...sorted
        .slice(0, SHOWN)
        .map(({ test, file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file} › ${test}`),
      'By file:',
      ...[...byFile].sort((a, b) => b[1] - a[1]).map(([file, ms]) => `  ${minutes(ms).padStart(9)}  ${file}`),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
