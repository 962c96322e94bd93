// Throttling tries at something guessable (a password): a try is allowed or held, and an allowed
// try is counted before the guess is checked, so a burst of concurrent guesses cannot all get
// through before the first is counted.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { delayAfter, type ThrottlePolicy } from './policy.ts';
import { deleteIdleCounters, selectCounters, type ThrottleRow, withLockedCounters } from './repository.ts';

export interface ThrottleCheck {
  key: string;
  policy: ThrottlePolicy;
}

export type ThrottleDecision =
  | { allowed: true }
  /** `heldBy`: the keys whose wait is not over */
  | { allowed: false; retryAfterMs: number; heldBy: string[] };

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
      const held = current.filter(({ row }) => row.next_allowed_at > now);
      if (held.length > 0) {
        const wait = Math.max(...held.map(({ row }) => row.next_allowed_at - now));
        decision = { allowed: false, retryAfterMs: wait, heldBy: held.map(({ row }) => row.key) };
        return [];
      }
      return current.map(({ policy, row }) => {
        const attempts = row.attempts + 1;
        return {
          key: row.key,
          attempts,
          last_attempt_at: now,
          next_allowed_at: nextAllowedAt(policy, attempts, now),
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
        return [{ ...row, attempts, next_allowed_at: nextAllowedAt(policy, attempts, row.last_attempt_at) }];
      }),
  );
}

/**
 * After a success: these keys start again from nothing. Their rows are reset under the counters' lock,
 * not deleted: a row deleted between a concurrent try's insert and its locking read would be written
 * by that try without its lock, out of the one locking order, and PostgreSQL found deadlocks (8 of 20
 * right sign-ins at once to one account answered 500).
 */
export async function forget(db: Db, keys: string[], now: number): Promise<void> {
  if (keys.length === 0) return;
  await withLockedCounters(db, keys, now, (rows) =>
    [...rows.values()].map((row) => ({ ...row, attempts: 0, next_allowed_at: 0 })),
  );
}

/**
 * When the next try may come after `attempts` tries, the last at `lastAt`; 0 while they are free. Not
 * `lastAt` itself: concurrent tries read the clock before they wait for the counters' lock, so a free
 * try's `now` can be a few milliseconds later than the `now` of the try that waited for it, which
 * then found itself held (15 of 20 right sign-ins at once were told to wait).
 */
function nextAllowedAt(policy: ThrottlePolicy, attempts: number, lastAt: number): number {
  const delay = delayAfter(policy, attempts);
  return delay > 0 ? lastAt + delay : 0;
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

/** Tries at one account being checked right now: counted as each starts and taken back as it ends. */
const IN_FLIGHT: ThrottlePolicy = {
  freeAttempts: Number.MAX_SAFE_INTEGER,
  baseDelayMs: 0,
  maxDelayMs: 0,
  // A try whose process died mid-check is never taken back: forgotten once the key is quiet.
  forgetAfterMs: 60_000,
};

/** How long a right password may queue behind other tries at its account before it is told to wait. */
export const GUESS_QUEUE_MS = 10_000;
const GUESS_POLL_MS = 50;

export interface GuessAt {
  /** The account's check: counted before the guess is checked, forgotten after a right one */
  account: ThrottleCheck;
  /** Checks shared by many people (an address): a right guess only takes its own try back */
  shared: ThrottleCheck[];
}

export type GuessAdmission =
  | { allowed: true; settle(right: boolean): Promise<void> }
  | { allowed: false; retryAfterMs: number };

/**
 * A password guess at an account, admitted as attempt() admits tries: counted before it is checked,
 * so a burst of guesses gets no more than the free attempts checked. But a try held only because the
 * account's free attempts are taken by tries still being checked (twenty people signing in to one
 * account at once, say) is not refused: it queues, for up to `queueMs`, until those end. A
 * right one forgets the account's count and lets the queue in; wrong ones stay counted, and once they
 * alone hold the account (it is under attack) every queued try is refused as before. The caller
 * settles an admitted guess once it is checked (always: a thrown check counts as wrong).
 */
export async function admitGuess(
  db: Db,
  guess: GuessAt,
  now: () => number,
  queueMs = GUESS_QUEUE_MS,
): Promise<GuessAdmission> {
  const inFlight: ThrottleCheck = { key: `${guess.account.key}:in-flight`, policy: IN_FLIGHT };
  const deadline = Date.now() + queueMs;
  for (;;) {
    const decision = await attempt(db, [guess.account, inFlight, ...guess.shared], now());
    if (decision.allowed) {
      return {
        allowed: true,
        settle: async (right) => {
          if (!right) return refund(db, [inFlight], now());
          await endRightGuess(db, guess.account, inFlight, now());
          await refund(db, guess.shared, now());
        },
      };
    }
    const queued =
      decision.heldBy.every((key) => key === guess.account.key) &&
      Date.now() < deadline &&
      (await heldByTriesInFlight(db, guess.account, inFlight, now()));
    if (!queued) return decision;
    await new Promise((resolve) => setTimeout(resolve, GUESS_POLL_MS));
  }
}

/**
 * A right guess forgets the account's count and leaves the tries in flight in one step: were the try
 * taken back first, a queued one could find the account held by wrong tries alone and be refused.
 */
function endRightGuess(db: Db, account: ThrottleCheck, inFlight: ThrottleCheck, now: number): Promise<void> {
  return withLockedCounters(db, [account.key, inFlight.key], now, (rows) =>
    [...rows.values()].map((row) =>
      row.key === account.key
        ? { ...row, attempts: 0, next_allowed_at: 0 }
        : { ...row, attempts: Math.max(0, row.attempts - 1) },
    ),
  );
}

/** Whether the account's count would be under its free attempts without the tries being checked now. */
async function heldByTriesInFlight(
  db: Db,
  account: ThrottleCheck,
  inFlight: ThrottleCheck,
  now: number,
): Promise<boolean> {
  const rows = await selectCounters(db, [account.key, inFlight.key]);
  const counted = freshen(rows.get(account.key), account.key, account.policy, now).attempts;
  const checking = freshen(rows.get(inFlight.key), inFlight.key, inFlight.policy, now).attempts;
  return counted - checking < account.policy.freeAttempts;
}
