import { ItemPublicationState } from '@tessera/core';
import type { PageDetail } from '@tessera/site/config-api.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { failureMessage, fieldFailures } from '../errors.ts';
import type { PageChanges } from './page-changes.ts';
import { fetchPage, saveLayout, updatePage } from './pages-api.ts';

export type SaveResult =
  | { ok: true; saved: PageDetail }
  | {
      ok: false;
      /** What the server holds now: a call before the failed one did save. */
      saved: PageDetail;
      message: string;
      /** Field → message; layout fields by their path ('sections.0.blocks.2.data.text') */
      fieldErrors: Record<string, string>;
      /** The layout was saved elsewhere since it was read: only a reload helps */
      conflict: boolean;
    };

function failure(saved: PageDetail, error: unknown): SaveResult {
  return {
    ok: false,
    saved,
    message: failureMessage(error),
    fieldErrors: fieldFailures(error),
    conflict: error instanceof DataLayerError && error.status === 409,
  };
}

/**
 * Saves the layout's draft, then the page's fields and publication (which publishes the draft when
 * it moves the page to Available), and stops at the first failure so the owner sees one problem at
 * a time. After publishing the page is read again: publishing raised the layout's version.
 */
export async function saveChanges(saved: PageDetail, changes: PageChanges): Promise<SaveResult> {
  let current = saved;
  try {
    if (changes.layout !== null && current.layout !== null)
      current = { ...current, layout: await saveLayout(current.layout.id, changes.layout) };
    if (changes.page !== null) {
      current = { ...current, page: await updatePage(current.page.id, changes.page) };
      if (changes.page.publicationState === ItemPublicationState.published)
        current = await fetchPage(current.page.id);
    }
  } catch (error) {
    return failure(current, error);
  }
  return { ok: true, saved: current };
}
