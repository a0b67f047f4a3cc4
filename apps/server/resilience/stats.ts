/** What the suite counts; run.ts prints it as the summary. */
export const stats = {
  requestsFuzzed: 0,
  fiveHundreds: 0,
  crashesInjected: 0,
  invariantViolations: 0,
  limitsVerified: 0,
  checks: 0,
};

/** A failed expectation of the suite: the part fails with this message. */
export class SuiteFailure extends Error {
  override name = 'SuiteFailure';
}

export function check(condition: unknown, message: string): asserts condition {
  stats.checks += 1;
  if (!condition) throw new SuiteFailure(message);
}

export function checkEqual<T>(actual: T, expected: T, message: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  check(a === e, `${message}: expected ${e}, got ${a}`);
}

/** A 5xx is always a failure; it is also counted for the summary. */
export function noServerError(status: number, what: string): void {
  if (status >= 500) stats.fiveHundreds += 1;
  check(status < 500, `${what} answered ${status}`);
}
