// The config area's calls for the popup overlay, the announcement bar and the mobile information bar:
// each read with its revision and saved from it (409 when changed since).
import {
  ANNOUNCEMENT_BAR_SETTINGS_URL,
  type AnnouncementBarSettingsView,
  MOBILE_INFO_BAR_SETTINGS_URL,
  type MobileInfoBarSettingsView,
  POPUP_OVERLAY_SETTINGS_URL,
  type PopupOverlaySettingsView,
} from '@tessera/site/overlays-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

// `silent`: every failure is shown on the screen it came from, not as the system dialog.
const read =
  <T>(url: string) =>
  () =>
    request<T>({ method: 'GET', url, silent: true });
const write =
  <T>(url: string) =>
  (settings: T) =>
    request<T>({ method: 'PUT', url, data: settings, json: true, silent: true });

export const fetchPopupOverlay = read<PopupOverlaySettingsView>(POPUP_OVERLAY_SETTINGS_URL);
export const savePopupOverlay = write<PopupOverlaySettingsView>(POPUP_OVERLAY_SETTINGS_URL);
export const fetchAnnouncementBar = read<AnnouncementBarSettingsView>(ANNOUNCEMENT_BAR_SETTINGS_URL);
export const saveAnnouncementBar = write<AnnouncementBarSettingsView>(ANNOUNCEMENT_BAR_SETTINGS_URL);
export const fetchMobileInfoBar = read<MobileInfoBarSettingsView>(MOBILE_INFO_BAR_SETTINGS_URL);
export const saveMobileInfoBar = write<MobileInfoBarSettingsView>(MOBILE_INFO_BAR_SETTINGS_URL);
