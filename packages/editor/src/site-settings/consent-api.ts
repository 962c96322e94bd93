import {
  CONSENT_RECORDS_CSV_URL,
  CONSENT_RECORDS_URL,
  COOKIE_BANNER_SETTINGS_URL,
  type ConsentRecordPage,
  type CookieBannerSettingsView,
} from '@tessera/site/consent-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

// `silent`: every failure is shown on the screen it came from, not as the system dialog.

export function fetchCookieBanner(): Promise<CookieBannerSettingsView> {
  return request<CookieBannerSettingsView>({ method: 'GET', url: COOKIE_BANNER_SETTINGS_URL, silent: true });
}

/** Saves from the version read (409 when changed since); answers the settings as saved. */
export function saveCookieBanner(settings: CookieBannerSettingsView): Promise<CookieBannerSettingsView> {
  return request<CookieBannerSettingsView>({
    method: 'PUT',
    url: COOKIE_BANNER_SETTINGS_URL,
    data: settings,
    json: true,
    silent: true,
  });
}

/** One page of the consent log, newest first; `before` is the previous page's `next`. */
export function fetchConsentRecords(before: string | null): Promise<ConsentRecordPage> {
  return request<ConsentRecordPage>({
    method: 'GET',
    url: CONSENT_RECORDS_URL,
    data: before ? { before } : {},
    silent: true,
  });
}

/** The CSV export: a plain link, which the browser downloads (the server streams it). */
export const consentRecordsCsvUrl = CONSENT_RECORDS_CSV_URL;
