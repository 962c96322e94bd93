// A visitor who solves the site's own captcha: the challenge asked for, solved, and written as the
// key a form or comment sends (what the browser's widget does).
import { solveChallenge } from 'altcha-lib/v1';
import type { Client } from './harness.ts';

export interface SolvedCaptcha {
  /** The challenge as the server gave it */
  challenge: Record<string, unknown> & { signature: string };
  number: number | undefined;
  captchaKey: string;
}

export async function solveCaptcha(client: Client): Promise<SolvedCaptcha> {
  const challenge = (await client.get('/api/form/captcha')).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const captchaKey = Buffer.from(
    JSON.stringify({ ...challenge, number: solution?.number, took: solution?.took }),
  ).toString('base64');
  return { challenge, number: solution?.number, captchaKey };
}
