// Whether a submission's captcha is done, by the site's choice: an ALTCHA solution, or a third
// party's token checked with its siteverify call. Either is spent once. A provider that cannot be
// reached leaves the visitor an answer that says to try again (503), and nothing is stored.
import { createHash } from 'node:crypto';
import { FORM_MESSAGES } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { insertKey } from '../repository.ts';
import { altchaSolved, CAPTCHA_MS } from './altcha.ts';
import type { effectiveCaptcha } from './settings.ts';
import { THIRD_PARTY_CAPTCHAS, type ThirdPartyCaptchaId, verifyThirdPartyToken } from './third-party.ts';

export type VerifyUrls = Partial<Record<ThirdPartyCaptchaId, string>>;

export interface CaptchaAttempt {
  websiteId: string;
  /** Signs ALTCHA challenges */
  secret: string;
  /** The captchaKey sent (an ALTCHA solution or a third party's token) */
  solution: string | null;
  address: string;
  now: number;
  captcha: ReturnType<typeof effectiveCaptcha>;
  verifyUrls?: VerifyUrls;
  warn?: (message: string) => void;
}

const MAX_TOKEN_LENGTH = 4000;

/** Refuses (400 or 503) unless the captcha is done; spends what was sent. */
export async function requireCaptcha(db: Db, attempt: CaptchaAttempt): Promise<void> {
  const { captcha, solution } = attempt;
  if (captcha.notSetUp) attempt.warn?.(FORM_MESSAGES.captchaNotSetUp);
  if (solution === null || solution === '' || solution.length > MAX_TOKEN_LENGTH)
    throw new HttpError(400, FORM_MESSAGES.captchaIncomplete);
  if (captcha.provider === 'altcha') {
    if (!(await altchaSolved(db, attempt.websiteId, attempt.secret, solution, attempt.now)))
      throw new HttpError(400, FORM_MESSAGES.captchaIncomplete);
    return;
  }
  const url = attempt.verifyUrls?.[captcha.provider] ?? THIRD_PARTY_CAPTCHAS[captcha.provider].verifyUrl;
  const verdict = await verifyThirdPartyToken(url, {
    secret: captcha.secret,
    token: solution,
    remoteIp: attempt.address,
  });
  if (verdict === 'unreachable') {
    attempt.warn?.(`The ${captcha.provider} captcha check could not be reached`);
    throw new HttpError(503, FORM_MESSAGES.serverError);
  }
  if (verdict === 'failed') throw new HttpError(400, FORM_MESSAGES.captchaIncomplete);
  // The provider spends a token too; spending it here as well holds when its answer is replayed.
  const spent = createHash('sha256').update(solution).digest('base64url');
  try {
    await insertKey(db, attempt.websiteId, `captcha:${captcha.provider}:${spent}`, attempt.now + CAPTCHA_MS);
  } catch {
    throw new HttpError(400, FORM_MESSAGES.captchaIncomplete);
  }
}
