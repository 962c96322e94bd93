// Failed sign-ins are counted per client address and per email in a sliding window. In memory:
// one process sees all of its own attempts; a cluster of processes would move this to the database.
export interface FailureLimiterOptions {
  maxFailures: number;
  windowMs: number;
}

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: FailureLimiterOptions) {}

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.options.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 50_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
  }

  private prune(now: number): void {
    for (const [key] of this.failures) if (this.recent(key, now).length === 0) this.failures.delete(key);
  }
}

export const LOGIN_FAILURE_LIMIT: FailureLimiterOptions = { maxFailures: 5, windowMs: 10 * 60 * 1000 };
export const IP_LOGIN_FAILURE_LIMIT: FailureLimiterOptions = { maxFailures: 50, windowMs: 10 * 60 * 1000 };
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
