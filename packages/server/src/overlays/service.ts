// The popup overlay, the announcement bar and the mobile information bar: each one's settings in the
// site's settings JSON (read through core), saved from the revision they were read at (409 when it
// changed since), and what a page shows of them.
import {
  type AnnouncementBarSettings,
  isAnnouncementDismissed,
  type MobileInfoBarSettings,
  normalizeAnnouncementBarSettings,
  normalizeMobileInfoBarSettings,
  normalizePopupOverlayConfig,
  type PopupOverlayConfig,
  showsMobileInfoBar,
} from '@tessera/core';
import type { PageOverlays } from '@tessera/site/page/model.ts';
import type { Db } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { mailingListRef } from '../newsletters/service.ts';
import { lockedSettings, selectSettings, writeSettings } from '../websites/index.ts';
import { readWebsiteSettings, type WebsiteSettings } from '../websites/settings.ts';
import type {
  AnnouncementBarSettingsView,
  MobileInfoBarSettingsView,
  PopupOverlaySettingsView,
} from './routes.ts';

export const STALE_OVERLAY_SETTINGS =
  'These settings were changed elsewhere. Reload to see the latest version.';
export const POPUP_LIST_REQUIRED = 'A List must be selected';

/** One of the three: where it is kept in the settings JSON, its revision's key, and its normaliser. */
interface Part<T> {
  key: 'popupOverlaySettings' | 'announcementBarSettings' | 'mobileInfoBarSettings';
  revisionKey: 'popupOverlayRevision' | 'announcementBarRevision' | 'mobileInfoBarRevision';
  normalize: (raw: unknown) => T;
}

export const POPUP_OVERLAY: Part<PopupOverlayConfig> = {
  key: 'popupOverlaySettings',
  revisionKey: 'popupOverlayRevision',
  normalize: normalizePopupOverlayConfig,
};
export const ANNOUNCEMENT_BAR: Part<AnnouncementBarSettings> = {
  key: 'announcementBarSettings',
  revisionKey: 'announcementBarRevision',
  normalize: normalizeAnnouncementBarSettings,
};
export const MOBILE_INFO_BAR: Part<MobileInfoBarSettings> = {
  key: 'mobileInfoBarSettings',
  revisionKey: 'mobileInfoBarRevision',
  normalize: normalizeMobileInfoBarSettings,
};

function viewOf<T>(part: Part<T>, settings: WebsiteSettings): T & { revision: number } {
  return { ...part.normalize(settings[part.key]), revision: settings[part.revisionKey] };
}

export async function readOverlayPart<T>(
  db: Db,
  websiteId: string,
  part: Part<T>,
): Promise<T & { revision: number }> {
  return viewOf(part, readWebsiteSettings(await selectSettings(db, websiteId)));
}

/** Saves one part from the revision it was read at; what is stored is core's normal form. */
export function saveOverlayPart<T>(
  db: Db,
  websiteId: string,
  part: Part<T>,
  change: T & { revision: number },
  now: number,
): Promise<T & { revision: number }> {
  const { revision, ...fields } = change;
  const value = part.normalize(fields);
  return inTransaction(db, async (trx) => {
    const storedJson = await lockedSettings(trx, websiteId);
    if (readWebsiteSettings(storedJson)[part.revisionKey] !== revision)
      throw new HttpError(409, STALE_OVERLAY_SETTINGS);
    const stored = parseJsonColumn<unknown>(storedJson, {});
    const current = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
    const next = JSON.stringify({ ...current, [part.key]: value, [part.revisionKey]: revision + 1 });
    await writeSettings(trx, websiteId, next, now);
    return viewOf(part, readWebsiteSettings(next));
  });
}

/** A popup that signs visitors up must name one of the site's lists (400 naming listId). */
export async function savePopupOverlay(
  db: Db,
  websiteId: string,
  change: PopupOverlaySettingsView,
  now: number,
): Promise<PopupOverlaySettingsView> {
  if (change.content === 'SIGNUP' && (change.enabled || change.listId)) {
    if (!change.listId || !(await mailingListRef(db, websiteId, change.listId)))
      throw badRequest({ listId: POPUP_LIST_REQUIRED });
  }
  return saveOverlayPart(db, websiteId, POPUP_OVERLAY, change, now);
}

export const saveAnnouncementBar = (
  db: Db,
  websiteId: string,
  change: AnnouncementBarSettingsView,
  now: number,
) => saveOverlayPart(db, websiteId, ANNOUNCEMENT_BAR, change, now);

export const saveMobileInfoBar = (
  db: Db,
  websiteId: string,
  change: MobileInfoBarSettingsView,
  now: number,
) => saveOverlayPart(db, websiteId, MOBILE_INFO_BAR, change, now);

/**
 * What a page shows: the bars and the popup where the site has them. A signed-in owner always gets
 * the announcement bar, closed or not (spec section 6: so they can preview it). No query: a page's
 * uncached rendering costs what it did before (the popup's list was checked when it was saved; the
 * form names it by the popup's title).
 */
export function pageOverlays(
  settings: WebsiteSettings,
  visitor: { signedIn: boolean; dismissedAnnouncement: string | undefined },
): PageOverlays {
  const bar = settings.announcementBarSettings;
  const revision = settings.announcementBarRevision;
  const dismissed =
    !visitor.signedIn && bar.dismissible && isAnnouncementDismissed(visitor.dismissedAnnouncement, revision);
  const popup = settings.popupOverlaySettings;
  const list = popup.content === 'SIGNUP' && popup.listId ? { id: popup.listId, name: popup.title } : null;
  return {
    announcementBar: bar.enabled && !dismissed ? { settings: bar, revision } : null,
    mobileInfoBar: showsMobileInfoBar(settings.mobileInfoBarSettings) ? settings.mobileInfoBarSettings : null,
    popup: popup.enabled && (popup.content === 'BUTTON' || list) ? { settings: popup, list } : null,
  };
}
