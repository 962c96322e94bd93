import type { Layout, Revision } from '@tessera/site/config-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

/** A layout's publications, newest first. */
export async function fetchRevisions(layoutId: string): Promise<Revision[]> {
  const answer = await request<{ revisions: Revision[] }>({
    method: 'GET',
    url: `/api/config/layouts/${encodeURIComponent(layoutId)}/revisions`,
    silent: true,
  });
  return answer.revisions;
}

/** Puts a revision back as the draft, if the layout is still at `version` (409 otherwise). */
export async function restoreRevision(
  layoutId: string,
  revisionId: string,
  version: number,
): Promise<Layout> {
  const answer = await request<{ layout: Layout }>({
    method: 'POST',
    url: `/api/config/layouts/${encodeURIComponent(layoutId)}/revisions/${encodeURIComponent(revisionId)}/restore`,
    data: { version },
    json: true,
    silent: true,
  });
  return answer.layout;
}

/** The page's address showing a revision in the editor frame (the server shows it to previewers only). */
export function revisionPreviewUrl(pagePath: string, revisionId: string): string {
  return `${pagePath}?revision=${encodeURIComponent(revisionId)}`;
}
