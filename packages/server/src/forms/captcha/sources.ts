// The hosts a page showing a captcha (a form block or the comment form asking for one: what the page
// shows declares it, @tessera/site's third-parties.ts) must allow in its CSP: those of the third party
// the site chose and set up; none for our own puzzle (ALTCHA), which needs no other host.
import type { Origins } from '@tessera/site';
import { effectiveCaptcha } from './settings.ts';
import { isThirdParty, THIRD_PARTY_CAPTCHAS } from './third-party.ts';

export function captchaOrigins(settingsJson: string): Origins | null {
  const { provider } = effectiveCaptcha(settingsJson);
  return isThirdParty(provider) ? THIRD_PARTY_CAPTCHAS[provider].sources : null;
}
