// Waiting for another process's SQLite write lock off the event loop: the one rule for every SQLite
// connection (database.ts's driver; the cluster primary's census writer goes through it too).
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a statement waits for another process's write lock before it fails (busy_timeout's 5 s). */
export const BUSY_WAIT_MS = 5000;
/** The pauses between tries, then the last one again: short, as a waiter must notice the lock come free. */
const BUSY_PAUSES_MS = [1, 2, 3, 5];

/** SQLite's "the database is locked" (SQLITE_BUSY and its extended codes) */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Tries until the lock is free, `pause` between tries (the event loop free meanwhile), for at most
 * `patienceMs`; any other failure at once.
 */
export async function untilNotBusy<T>(
  attempt: () => Promise<T>,
  pause: (ms: number) => Promise<unknown> = sleep,
  patienceMs = BUSY_WAIT_MS,
): Promise<T> {
  const started = Date.now();
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started >= patienceMs) throw error;
      await pause(BUSY_PAUSES_MS[Math.min(tries, BUSY_PAUSES_MS.length - 1)] as number);
    }
  }
}
