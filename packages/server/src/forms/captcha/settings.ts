// The site's captcha choice: ALTCHA (built in, needs nothing) or a third party with its site key
// and secret key. The choice and site key live in the website settings the page reads; the secret
// sits beside them under its own name, outside the settings schema, so nothing that reads settings
// for a page or the browser can carry it: only the submission check reads it, here. A third party
// not fully set up (no site key or no secret) counts as ALTCHA, so a half-made choice never leaves
// a form unguarded or unsendable; the server logs 'ReCaptcha has not been set up!' meanwhile.
import type { CaptchaProvider } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { parseJsonColumn } from '../../db/json.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { lockedSettings, selectSettings, writeSettings } from '../../websites/index.ts';
import { readWebsiteSettings } from '../../websites/settings.ts';
import { isThirdParty } from './third-party.ts';

export const STALE_CAPTCHA = 'The captcha settings were changed elsewhere. Reload to see the latest version.';
export const CAPTCHA_SETTINGS_MESSAGES = {
  siteKey: 'Enter the site key the provider gave you.',
  secretKey: 'Enter the secret key the provider gave you.',
} as const;

export interface CaptchaSettingsView {
  provider: CaptchaProvider;
  siteKey: string;
  /** Whether a secret key is stored; the key itself never leaves the server */
  secretKeySet: boolean;
  version: number;
}

export interface CaptchaSettingsChange {
  provider: CaptchaProvider;
  siteKey: string;
  /** A new secret; omitted keeps the stored one, '' removes it */
  secretKey?: string;
  version: number;
}

type Stored = Record<string, unknown>;
const stored = (json: string): Stored => {
  const raw = parseJsonColumn<unknown>(json, {});
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Stored) : {};
};
const secretOf = (settings: Stored) =>
  typeof settings.captchaSecret === 'string' ? settings.captchaSecret : '';
const versionOf = (settings: Stored) =>
  typeof settings.captchaVersion === 'number' && Number.isSafeInteger(settings.captchaVersion)
    ? settings.captchaVersion
    : 1;

export function captchaSettingsView(settingsJson: string): CaptchaSettingsView {
  const settings = stored(settingsJson);
  const { provider, siteKey } = readWebsiteSettings(settingsJson).captcha;
  return { provider, siteKey, secretKeySet: secretOf(settings) !== '', version: versionOf(settings) };
}

export async function readCaptchaSettings(db: Db, websiteId: string): Promise<CaptchaSettingsView> {
  return captchaSettingsView(await selectSettings(db, websiteId));
}

/** What guards the site's forms now, with what the check needs: the secret only for a third party. */
export function effectiveCaptcha(settingsJson: string): {
  provider: CaptchaProvider;
  siteKey: string;
  secret: string;
  /** A third party was chosen but lacks its keys */
  notSetUp: boolean;
} {
  const { provider, siteKey } = readWebsiteSettings(settingsJson).captcha;
  const secret = secretOf(stored(settingsJson));
  if (!isThirdParty(provider)) return { provider, siteKey: '', secret: '', notSetUp: false };
  if (siteKey.trim() === '' || secret === '')
    return { provider: 'altcha', siteKey: '', secret: '', notSetUp: true };
  return { provider, siteKey, secret, notSetUp: false };
}

/** Saves the choice from the version it was read at (409 when it changed since). */
export function saveCaptchaSettings(
  db: Db,
  websiteId: string,
  change: CaptchaSettingsChange,
  now: number,
): Promise<CaptchaSettingsView> {
  return inTransaction(db, async (trx) => {
    const settings = stored(await lockedSettings(trx, websiteId));
    if (versionOf(settings) !== change.version) throw new HttpError(409, STALE_CAPTCHA);
    const secret = change.secretKey === undefined ? secretOf(settings) : change.secretKey.trim();
    const siteKey = change.siteKey.trim();
    if (isThirdParty(change.provider)) {
      const errors: Record<string, string> = {};
      if (siteKey === '') errors.siteKey = CAPTCHA_SETTINGS_MESSAGES.siteKey;
      if (secret === '') errors.secretKey = CAPTCHA_SETTINGS_MESSAGES.secretKey;
      if (Object.keys(errors).length > 0) throw badRequest(errors);
    }
    const next = {
      ...settings,
      captcha: { provider: change.provider, siteKey },
      captchaSecret: secret,
      captchaVersion: change.version + 1,
    };
    const json = JSON.stringify(next);
    await writeSettings(trx, websiteId, json, now);
    return captchaSettingsView(json);
  });
}
