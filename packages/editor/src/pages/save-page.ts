import { ItemPublicationState } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { PageDetail } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { failureMessage, fieldFailures } from '../errors.ts';
import type { PageUpdate } from './page-changes.ts';

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
    const params = { id: saved.page.id };
    const { page } = await call('PUT /api/config/pages/:id', { params, body: update, silent: true });
    if (update.publicationState === ItemPublicationState.published)
      return { ok: true, saved: await call('GET /api/config/pages/:id', { params, silent: true }) };
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
