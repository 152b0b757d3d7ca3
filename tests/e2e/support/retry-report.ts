import { appendFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// A test that passed only on its retry is a defect (docs/architecture.md#how-we-wait): CI keeps one retry so
// a flake does not hide the rest of the run, and this reporter names every such test at the end of the run
// and in E2E_RETRIED_FILE, which .ci/run prints in its summary.
// biome-ignore lint/style/noDefaultExport: Playwright loads a reporter by its default export.
export default class RetryReport implements Reporter {
  private readonly retried = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0 && test.outcome() === "flaky") {
      this.retried.set(
        `${test.location.file.replace(`${process.cwd()}/`, "")}:${test.location.line} › ${test.title}`,
        result.retry,
      );
    }
  }

  onEnd(_result: FullResult) {
    if (this.retried.size === 0) return;
    const lines = [...this.retried.keys()];
    console.log(
      `\nPassed only on a retry (flaky: a defect to fix before this change lands):\n  ${lines.join("\n  ")}`,
    );
    const file = process.env.E2E_RETRIED_FILE;
    if (file) appendFileSync(file, `${lines.join("\n")}\n`);
  }
}
