// What the overlays API answers and takes (server/src/overlays/routes.ts), as the config area and the
// announcement bar's form use it.
import type { AnnouncementBarSettings, MobileInfoBarSettings, PopupOverlayConfig } from '@tessera/core';

export const POPUP_OVERLAY_SETTINGS_URL = '/api/config/popup-overlay';
export const ANNOUNCEMENT_BAR_SETTINGS_URL = '/api/config/announcement-bar';
export const MOBILE_INFO_BAR_SETTINGS_URL = '/api/config/mobile-info-bar';
/** Where the announcement bar's close button posts (a plain form: it sits on cached pages). */
export const ANNOUNCEMENT_DISMISS_URL = '/api/announcement-bar/dismiss';

/** Each screen's settings with the version a save must start from. */
export type PopupOverlaySettingsView = PopupOverlayConfig & { revision: number };
export type AnnouncementBarSettingsView = AnnouncementBarSettings & { revision: number };
export type MobileInfoBarSettingsView = MobileInfoBarSettings & { revision: number };
