// The per-route rate limit: calls per client address in a fixed window, in this process's memory
// (a limit against floods, not a security counter: those live in the database, see throttle/).
// Bounded: past `maxKeys` addresses the oldest window is forgotten first.
import type { RateLimit } from '../http/route.ts';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

interface Window {
  startedAt: number;
  calls: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Counts a call; 0 if it may go ahead, else how many milliseconds until it may. */
  take(key: string, limit: RateLimit, now: number): number {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= limit.windowMs) {
      window = { startedAt: now, calls: 0 };
    }
    // Re-inserted so the map's order is least recently used first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    if (window.calls >= limit.max) return window.startedAt + limit.windowMs - now;
    window.calls++;
    return 0;
  }

  get size(): number {
    return this.windows.size;
  }
}
