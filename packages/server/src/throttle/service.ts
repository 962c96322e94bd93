// Throttling tries at something guessable (a password): a try is allowed or held, and an allowed
// try is counted before the guess is checked, so a burst of concurrent guesses cannot all get
// through before the first is counted.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { delayAfter, type ThrottlePolicy } from './policy.ts';
import { deleteCounters, deleteIdleCounters, type ThrottleRow, withLockedCounters } from './repository.ts';

export interface ThrottleCheck {
  key: string;
  policy: ThrottlePolicy;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A counter's key: a kind and what it counts, hashed so that no email or address is stored. */
export function throttleKey(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\u0001')).digest('base64url').slice(0, 32)}`;
}

const IDLE_ROWS_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * One try against every check: allowed only if each key's wait is over, and then counted against
 * each; a held try counts against nothing.
 */
export async function attempt(db: Db, checks: ThrottleCheck[], now: number): Promise<ThrottleDecision> {
  let decision: ThrottleDecision = { allowed: true };
  await withLockedCounters(
    db,
    checks.map((c) => c.key),
    now,
    (rows) => {
      const current = checks.map(({ key, policy }) => ({
        policy,
        row: freshen(rows.get(key), key, policy, now),
      }));
      const wait = Math.max(0, ...current.map(({ row }) => row.next_allowed_at - now));
      if (wait > 0) {
        decision = { allowed: false, retryAfterMs: wait };
        return [];
      }
      return current.map(({ policy, row }) => {
        const attempts = row.attempts + 1;
        return {
          key: row.key,
          attempts,
          last_attempt_at: now,
          next_allowed_at: now + delayAfter(policy, attempts),
        };
      });
    },
  );
  return decision;
}

/**
 * Counters nobody has tried for two days are forgotten anyway (the trim job calls this, off the
 * request path); the number removed.
 */
export function forgetIdleCounters(db: Db, now: number): Promise<number> {
  return deleteIdleCounters(db, now - IDLE_ROWS_KEPT_MS);
}

/**
 * After a right guess: the try counted against each check is taken back, and its wait with it. A key
 * that many people share (an address, a page) keeps only what was guessed wrong: real visitors who
 * know the password never hold it.
 */
export async function refund(db: Db, checks: ThrottleCheck[], now: number): Promise<void> {
  if (checks.length === 0) return;
  await withLockedCounters(
    db,
    checks.map((c) => c.key),
    now,
    (rows) =>
      checks.flatMap(({ key, policy }) => {
        const row = rows.get(key);
        if (!row || row.attempts === 0) return [];
        const attempts = row.attempts - 1;
        return [{ ...row, attempts, next_allowed_at: row.last_attempt_at + delayAfter(policy, attempts) }];
      }),
  );
}

/** After a success: these keys start again from nothing. */
export function forget(db: Db, keys: string[]): Promise<void> {
  return deleteCounters(db, keys);
}

function freshen(
  row: ThrottleRow | undefined,
  key: string,
  policy: ThrottlePolicy,
  now: number,
): ThrottleRow {
  if (!row || now - row.last_attempt_at > policy.forgetAfterMs) {
    return { key, attempts: 0, last_attempt_at: now, next_allowed_at: 0 };
  }
  return row;
}

/** "2 seconds", "15 minutes": how long to wait, for a person to read. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
