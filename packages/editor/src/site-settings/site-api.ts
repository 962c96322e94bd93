import { request } from '@tessera/site/runtime/data-layer.ts';
import type { HeaderFooter, SiteSettings, SiteSettingsUpdate } from '@tessera/site/site-design.ts';

// `silent`: every failure is shown in the form it came from, not as the system dialog.

/** The site's header and footer (spec: GET /api/site-header-footer; settings permission). */
export function fetchHeaderFooter(): Promise<HeaderFooter> {
  return request<HeaderFooter>({ method: 'GET', url: '/api/site-header-footer', silent: true });
}

/** Replaces the header and footer; answers them as stored (the server's copy is what we go on with). */
export function saveHeaderFooter(value: HeaderFooter): Promise<HeaderFooter> {
  return request<HeaderFooter>({
    method: 'PUT',
    url: '/api/site-header-footer',
    data: value,
    json: true,
    silent: true,
  });
}

export function fetchSiteSettings(): Promise<SiteSettings> {
  return request<SiteSettings>({ method: 'GET', url: '/api/config/site-settings', silent: true });
}

/** Changes the settings sent; answers all of them as saved. */
export function saveSiteSettings(update: SiteSettingsUpdate): Promise<SiteSettings> {
  return request<SiteSettings>({
    method: 'PUT',
    url: '/api/config/site-settings',
    data: update,
    json: true,
    silent: true,
  });
}
