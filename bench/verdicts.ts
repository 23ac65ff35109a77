/** The benches' PASS and FAIL lines, counted for their closing `N passed, N failed` and their exit code. */
export class Verdicts {
  private passed = 0;
  private failed = 0;

  /** Prints the figure's line as PASS or FAIL. */
  verdict = (ok: boolean, line: string): void => {
    if (ok) this.passed++;
    else this.failed++;
    console.warn(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
  };

  /** Prints `N passed, N failed` and ends the bench: exit 1 when a figure missed. */
  finish(): never {
    console.warn(`${this.passed} passed, ${this.failed} failed`);
    process.exit(this.failed ? 1 : 0);
  }
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
