// reCAPTCHA (v2 checkbox), hCaptcha and Cloudflare Turnstile: the origins a published page's CSP
// allows for each (the island names the script it loads), and the server's check of the token the
// widget hands the browser. All three answer the same siteverify form (secret, response, remoteip → JSON with
// `success`), so one check serves them. These hosts are not reachable from every machine, tests
// included: `verifyUrls` points the check elsewhere (a local server speaking the same contract).
import type { CaptchaProvider } from '@tessera/core';
import type { Origins } from '@tessera/site';

export type ThirdPartyCaptchaId = Exclude<CaptchaProvider, 'altcha'>;

export interface ThirdPartyCaptcha {
  verifyUrl: string;
  /** CSP sources a page with this widget needs, by directive */
  sources: Origins;
}

export const THIRD_PARTY_CAPTCHAS: Record<ThirdPartyCaptchaId, ThirdPartyCaptcha> = {
  recaptcha: {
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    sources: {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      connect: [],
      style: [],
    },
  },
  hcaptcha: {
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    sources: {
      script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    },
  },
  turnstile: {
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    sources: {
      script: ['https://challenges.cloudflare.com'],
      frame: ['https://challenges.cloudflare.com'],
      connect: [],
      style: [],
    },
  },
};

export const isThirdParty = (provider: CaptchaProvider): provider is ThirdPartyCaptchaId =>
  provider !== 'altcha';

export const VERIFY_TIMEOUT_MS = 5_000;

export type Verdict = 'passed' | 'failed' | 'unreachable';

/** Asks the provider whether `token` is a solved challenge for the site's secret. */
export async function verifyThirdPartyToken(
  url: string,
  { secret, token, remoteIp }: { secret: string; token: string; remoteIp: string },
): Promise<Verdict> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!answer.ok) return 'unreachable';
    const verdict = (await answer.json()) as { success?: unknown };
    return verdict.success === true ? 'passed' : 'failed';
  } catch {
    return 'unreachable';
  }
}
