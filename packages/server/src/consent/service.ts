// The cookie banner's settings (saved from the version they were read at, each saved version's words
// kept) and proof of consent: every visitor's choice recorded with the banner version and words they
// were shown and a salted visitor hash, listed and exported for the owner.

import {
  COOKIE_BANNER_VERSION,
  type ConsentChoice,
  type CookieBannerApiForm,
  type CookieBannerSettings,
  cookieBannerSettingsFromApi,
  cookieBannerSettingsToApi,
  offersDecline,
} from '@tessera/core';
import { richTextWords } from '@tessera/site/blocks/rich-text.ts';
import { sanitizeRichText } from '../content/rich-text.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { parseJsonColumn } from '../db/json.ts';
import { type PagePosition, pageOf, readPagePosition } from '../db/newest-first.ts';
import { inTransaction } from '../db/transaction.ts';
import { csvLine } from '../http/csv.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { lockedSettings, selectSettings, writeSettings } from '../websites/index.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { insertConsentRecord, insertRevision, revisionExists, selectConsentRecords } from './repository.ts';
import type { ConsentRecord, ConsentRecordPage, CookieBannerSettingsView } from './routes.ts';
import { type Visitor, visitorHash } from './visitor-hash.ts';

export const STALE_COOKIE_BANNER =
  'The cookie banner settings were changed elsewhere. Reload to see the latest version.';
export const UNKNOWN_BANNER =
  'This banner has changed since the page was loaded. Reload the page and choose again.';
export const CONSENT_RECORDS_PAGE_SIZE = 50;

/** The banner as a page shows it: the settings and the version they were saved as. */
export function cookieBannerOf(settingsJson: string): { settings: CookieBannerSettings; revision: number } {
  const { cookieBanner, cookieBannerVersion } = readWebsiteSettings(settingsJson);
  return { settings: cookieBanner, revision: cookieBannerVersion };
}

function viewOf(settingsJson: string): CookieBannerSettingsView {
  const { settings, revision } = cookieBannerOf(settingsJson);
  return { ...cookieBannerSettingsToApi(settings), version: revision };
}

export async function readCookieBanner(db: Db, websiteId: string): Promise<CookieBannerSettingsView> {
  return viewOf(await selectSettings(db, websiteId));
}

/**
 * The message as a banner may show it: rich text through the server's sanitiser, its headings made
 * paragraphs (a banner is no place for the page's outline). Empty after that falls back to core's default.
 */
function bannerText(html: string): string {
  return sanitizeRichText(html).replace(/<(\/?)h[2-4]>/g, '<$1p>');
}

/** Saves the settings from the version they were read at (409 when it changed since). */
export function saveCookieBanner(
  db: Db,
  websiteId: string,
  change: CookieBannerApiForm & { version: number },
  now: number,
): Promise<CookieBannerSettingsView> {
  const { version, ...form } = change;
  const settings = cookieBannerSettingsFromApi({
    ...form,
    cookieBannerText: bannerText(form.cookieBannerText),
  });
  return inTransaction(db, async (trx) => {
    const storedJson = await lockedSettings(trx, websiteId);
    if (cookieBannerOf(storedJson).revision !== version) throw new HttpError(409, STALE_COOKIE_BANNER);
    const stored = parseJsonColumn<unknown>(storedJson, {});
    const current = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
    const revision = version + 1;
    const next = JSON.stringify({ ...current, cookieBanner: settings, cookieBannerVersion: revision });
    await writeSettings(trx, websiteId, next, now);
    await insertRevision(trx, websiteId, {
      revision,
      text: settings.cookieBannerText,
      accept_text: settings.cookieBannerCtaText,
      decline_text: offersDecline(settings) ? settings.cookieBannerOptOutCtaText : '',
      created_at: now,
    });
    return viewOf(next);
  });
}

export interface ConsentChoiceMade extends Visitor {
  choice: ConsentChoice;
  /** The saved version of the banner the page showed */
  revision: number;
}

/** Records a visitor's choice (400 naming `revision` for a banner never saved). */
export async function recordConsent(db: Db, made: ConsentChoiceMade): Promise<void> {
  if (!(await revisionExists(db, made.websiteId, made.revision)))
    throw badRequest({ revision: UNKNOWN_BANNER });
  await insertConsentRecord(db, made.websiteId, {
    id: newId(),
    created_at: made.now,
    choice: made.choice,
    banner_version: COOKIE_BANNER_VERSION,
    revision: made.revision,
    visitor_hash: await visitorHash(db, made),
  });
}

type RecordRow = Awaited<ReturnType<typeof selectConsentRecords>>[number];

function recordOf(row: RecordRow): ConsentRecord {
  return {
    id: row.id,
    time: new Date(Number(row.created_at)).toISOString(),
    choice: row.choice,
    bannerVersion: row.banner_version,
    revision: row.revision,
    text: richTextWords(row.text).trim(),
    acceptText: row.accept_text,
    declineText: row.decline_text,
    visitorHash: row.visitor_hash,
  };
}

export async function consentRecordPage(
  db: Db,
  websiteId: string,
  before: string | undefined,
): Promise<ConsentRecordPage> {
  const rows = await selectConsentRecords(db, websiteId, {
    before: readPagePosition(before),
    limit: CONSENT_RECORDS_PAGE_SIZE + 1,
  });
  const { page, next } = pageOf(rows, CONSENT_RECORDS_PAGE_SIZE);
  return { records: page.map(recordOf), next };
}

export const CONSENT_CSV_COLUMNS = [
  'Time (UTC)',
  'Choice',
  'Banner version',
  'Banner revision',
  'Banner text',
  'Accept text',
  'Decline text',
  'Visitor hash',
] as const;

/** Every record as CSV lines, newest first, read a batch at a time so a long log is never held whole. */
export async function* consentRecordsCsv(db: Db, websiteId: string, batch = 500): AsyncIterable<string> {
  yield `${CONSENT_CSV_COLUMNS.join(',')}\r\n`;
  let before: PagePosition | null = null;
  for (;;) {
    const rows = await selectConsentRecords(db, websiteId, { before, limit: batch });
    for (const row of rows) {
      const record = recordOf(row);
      yield csvLine([
        record.time,
        record.choice,
        String(record.bannerVersion),
        String(record.revision),
        record.text,
        record.acceptText,
        record.declineText,
        record.visitorHash,
      ]);
    }
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    before = { createdAt: Number(last.created_at), id: last.id };
  }
}
