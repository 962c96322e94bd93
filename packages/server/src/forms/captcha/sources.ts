// What a published page's CSP must allow for a third party's captcha: its hosts, only on a page
// that holds a form asking for a captcha (its box, `data-captcha`), only for the provider the site
// chose and set up. Every other page keeps the strict policy.
import { effectiveCaptcha } from './settings.ts';
import { isThirdParty, THIRD_PARTY_CAPTCHAS, type ThirdPartyCaptcha } from './third-party.ts';

export function captchaSources(settingsJson: string, html: string): ThirdPartyCaptcha['sources'] | null {
  if (!html.includes('data-captcha=')) return null;
  const { provider } = effectiveCaptcha(settingsJson);
  return isThirdParty(provider) ? THIRD_PARTY_CAPTCHAS[provider].sources : null;
}
