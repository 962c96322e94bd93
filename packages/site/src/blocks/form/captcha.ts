// The self-hosted captcha's browser half: an ALTCHA proof of work. The server hands out a challenge
// (GET /api/form/captcha: a salt, the SHA-256 of the salt and a secret number, the largest number it
// may be, and the server's signature); the browser finds the number by trying each in turn, and
// sends the solution as the submission's `captchaKey` (the altcha widget's payload: base64 JSON).
// No third party, nothing about the visitor, only some of their processor's time.
import type { AnswerOf } from '../../api/call.ts';

export type CaptchaChallenge = AnswerOf<'GET /api/form/captcha'>;

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The number whose hash with the salt is the challenge, or null when none up to maxnumber is. */
export async function solveChallenge(
  challenge: CaptchaChallenge,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<number | null> {
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    const digest = await subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`));
    if (hex(digest) === challenge.challenge) return n;
  }
  return null;
}

/** Fetches a challenge and solves it: the `captchaKey` to send, or null when it could not. */
export async function captchaKey(fetchChallenge: () => Promise<CaptchaChallenge>): Promise<string | null> {
  try {
    const challenge = await fetchChallenge();
    const started = Date.now();
    const number = await solveChallenge(challenge);
    if (number === null) return null;
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: Date.now() - started,
    };
    return btoa(JSON.stringify(payload));
  } catch {
    return null;
  }
}
