// The built-in captcha: ALTCHA proof of work (altcha-lib's v1 protocol), self-hosted. The server
// hands out a signed challenge; the browser finds the number; the solution is checked and spent.
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Db } from '../../db/database.ts';
import { insertKey } from '../repository.ts';

/**
 * The captcha's work: the browser tries numbers up to this one (on average half), about a second
 * on a phone. A challenge is good for ten minutes and one submission.
 */
export const CAPTCHA_MAX_NUMBER = 50_000;
export const CAPTCHA_MS = 10 * 60_000;

export function captchaChallenge(secret: string, now: number) {
  return createChallenge({
    // The browser's solver computes only this one (site/src/blocks/form/captcha.ts).
    algorithm: 'SHA-256',
    hmacKey: secret,
    maxnumber: CAPTCHA_MAX_NUMBER,
    expires: new Date(now + CAPTCHA_MS),
  });
}

/** The solved challenge a captcha solution names, when it is readable: what is spent, below. */
function solvedChallenge(solution: string): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    const challenge = (payload as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** Whether a captcha solution is good: solved, signed by us, not expired, and not used before. */
export async function altchaSolved(db: Db, websiteId: string, secret: string, solution: string, now: number) {
  const challenge = solvedChallenge(solution);
  if (challenge === null) return false;
  let ok = false;
  try {
    ok = await verifySolution(solution, secret, true);
  } catch {
    ok = false;
  }
  if (!ok) return false;
  // Spent like a submission key, so one solution cannot carry a flood. The challenge is what is
  // spent, not the text sent: the same solution written again (another `took`, other key order or
  // spacing) still verifies, and would otherwise pass as new.
  try {
    await insertKey(db, websiteId, `captcha:${challenge}`, now + CAPTCHA_MS);
    return true;
  } catch {
    return false;
  }
}
