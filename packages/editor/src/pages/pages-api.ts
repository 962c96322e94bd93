import type { Layout, LayoutSave, PageDetail, PageSummary, SiteImage } from '@tessera/site/config-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';
import type { PageUpdate } from './page-changes.ts';

// `silent`: every failure is shown where it happened (panel, form), not as the system dialog.

export async function fetchPages(): Promise<PageSummary[]> {
  const answer = await request<{ pages: PageSummary[] }>({
    method: 'GET',
    url: '/api/config/pages',
    silent: true,
  });
  return answer.pages;
}

export function fetchPage(pageId: string): Promise<PageDetail> {
  return request<PageDetail>({
    method: 'GET',
    url: `/api/config/pages/${encodeURIComponent(pageId)}`,
    silent: true,
  });
}

export async function updatePage(pageId: string, update: PageUpdate): Promise<PageSummary> {
  const answer = await request<{ page: PageSummary }>({
    method: 'PUT',
    url: `/api/config/pages/${encodeURIComponent(pageId)}`,
    data: update,
    json: true,
    silent: true,
  });
  return answer.page;
}

/** Saves a whole layout; answers it with its new version. A 409 means someone saved it since `version`. */
export async function saveLayout(layoutId: string, save: LayoutSave): Promise<Layout> {
  const answer = await request<{ layout: Layout }>({
    method: 'PUT',
    url: `/api/config/layouts/${encodeURIComponent(layoutId)}`,
    data: save,
    json: true,
    silent: true,
  });
  return answer.layout;
}

/** The site's uploaded images, for the image pickers. */
export async function fetchSiteImages(): Promise<SiteImage[]> {
  const answer = await request<{ assets: SiteImage[] }>({
    method: 'GET',
    url: '/api/config/assets',
    silent: true,
  });
  return answer.assets;
}
