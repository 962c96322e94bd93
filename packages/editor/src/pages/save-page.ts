import { ItemPublicationState } from '@tessera/core';
import type { PageDetail } from '@tessera/site/config-api.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { failureMessage, fieldFailures } from '../errors.ts';
import type { PageUpdate } from './page-changes.ts';
import { fetchPage, updatePage } from './pages-api.ts';

export type SaveResult =
  | { ok: true; saved: PageDetail }
  | {
      ok: false;
      message: string;
      /** Field → message */
      fieldErrors: Record<string, string>;
      /** The layout was saved elsewhere since it was read: only a reload helps */
      conflict: boolean;
    };

/**
 * Saves the page's fields and publication (which publishes the layout's draft when it moves the
 * page to Available). After publishing the page is read again: publishing raised the layout's version.
 */
export async function saveChanges(saved: PageDetail, update: PageUpdate): Promise<SaveResult> {
  try {
    const page = await updatePage(saved.page.id, update);
    if (update.publicationState === ItemPublicationState.published)
      return { ok: true, saved: await fetchPage(page.id) };
    return { ok: true, saved: { ...saved, page } };
  } catch (error) {
    return {
      ok: false,
      message: failureMessage(error),
      fieldErrors: fieldFailures(error),
      conflict: error instanceof DataLayerError && error.status === 409,
    };
  }
}
