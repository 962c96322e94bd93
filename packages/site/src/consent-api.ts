// What the consent API answers and takes (server/src/consent/routes.ts), as the config area and the
// banner's island use it.
import type { ConsentChoice, CookieBannerApiForm } from '@tessera/core';

/** Where the banner's form (and its island) sends the visitor's choice. */
export const CONSENT_RECORD_URL = '/api/cookie-consent';
export const COOKIE_BANNER_SETTINGS_URL = '/api/config/cookie-banner';
export const CONSENT_RECORDS_URL = '/api/config/consent-records';
export const CONSENT_RECORDS_CSV_URL = '/api/config/consent-records.csv';

/** The banner's settings in the spec's API form, with the version a save must start from. */
export interface CookieBannerSettingsView extends CookieBannerApiForm {
  version: number;
}

/** One visitor's choice, as kept for proof of consent. */
export interface ConsentRecord {
  id: string;
  /** ISO 8601, UTC */
  time: string;
  choice: ConsentChoice;
  /** The banner version the choice was given to (spec: banner version 2) */
  bannerVersion: number;
  /** Which saved version of the owner's banner settings the visitor was shown */
  revision: number;
  /** The banner's message as the visitor read it, and the buttons it offered */
  text: string;
  acceptText: string;
  /** '' when the banner offered no Decline */
  declineText: string;
  /** The visitor, hashed with the day's salt: the same browser on the same day, nothing more */
  visitorHash: string;
}

export interface ConsentRecordPage {
  records: ConsentRecord[];
  /** Pass as `before` for the next page; null on the last */
  next: string | null;
}
