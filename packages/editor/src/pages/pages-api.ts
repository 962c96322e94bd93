import type { PageDetail, PageSummary } from '@tessera/site/config-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';
import type { BlockUpdate, PageUpdate } from './page-changes.ts';

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

export async function updateBlock(layoutId: string, { blockId, data }: BlockUpdate): Promise<void> {
  await request<unknown>({
    method: 'PUT',
    url: `/api/config/layouts/${encodeURIComponent(layoutId)}/blocks/${encodeURIComponent(blockId)}`,
    data: { data },
    json: true,
    silent: true,
  });
}
