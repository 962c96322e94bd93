// The pages panel's calls: POST /api/config/pages, …/duplicate, …/home, …/settings, the trash and the
// navigation. `silent`: failures are shown where they happened, not as the system dialog.
import type {
  NavigationSave,
  NewPage,
  PageSettings,
  PageSettingsUpdate,
  PageSummary,
  SiteNavigation,
  TrashedPage,
} from '@tessera/site/config-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

const page = (id: string) => `/api/config/pages/${encodeURIComponent(id)}`;

export async function createPage(input: NewPage): Promise<PageSummary> {
  const answer = await request<{ page: PageSummary }>({
    method: 'POST',
    url: '/api/config/pages',
    data: input,
    json: true,
    silent: true,
  });
  return answer.page;
}

export async function duplicatePage(id: string): Promise<PageSummary> {
  const answer = await request<{ page: PageSummary }>({
    method: 'POST',
    url: `${page(id)}/duplicate`,
    silent: true,
  });
  return answer.page;
}

export async function setHomePage(id: string): Promise<PageSummary[]> {
  const answer = await request<{ pages: PageSummary[] }>({
    method: 'POST',
    url: `${page(id)}/home`,
    silent: true,
  });
  return answer.pages;
}

export async function fetchPageSettings(id: string): Promise<PageSettings> {
  const answer = await request<{ settings: PageSettings }>({
    method: 'GET',
    url: `${page(id)}/settings`,
    silent: true,
  });
  return answer.settings;
}

export async function savePageSettings(id: string, update: PageSettingsUpdate): Promise<PageSettings> {
  const answer = await request<{ settings: PageSettings }>({
    method: 'PUT',
    url: `${page(id)}/settings`,
    data: update,
    json: true,
    silent: true,
  });
  return answer.settings;
}

/** Moves a page along core's publication moves: 6 is the trash, 4 (Hidden) restores from it. */
export async function movePage(id: string, publicationState: number): Promise<PageSummary> {
  const answer = await request<{ page: PageSummary }>({
    method: 'PUT',
    url: page(id),
    data: { publicationState },
    json: true,
    silent: true,
  });
  return answer.page;
}

export async function fetchTrash(): Promise<TrashedPage[]> {
  const answer = await request<{ pages: TrashedPage[] }>({
    method: 'GET',
    url: '/api/config/trash',
    silent: true,
  });
  return answer.pages;
}

export function fetchNavigation(): Promise<SiteNavigation> {
  return request<SiteNavigation>({ method: 'GET', url: '/api/config/navigation', silent: true });
}

export function saveNavigation(save: NavigationSave): Promise<SiteNavigation> {
  return request<SiteNavigation>({
    method: 'PUT',
    url: '/api/config/navigation',
    data: save,
    json: true,
    silent: true,
  });
}
