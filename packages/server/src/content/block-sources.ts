// The blocks' data sources (BlockDataSources in the site package), implemented once, here: each
// reader answers for one site only, and a form is read without its storage fieldset (who is
// notified). Published pages read through them when they render; the editor's canvas asks for a
// block's data through POST /api/config/block-data/:type (loadedForBlock), so it shows a form block's
// form and a newsletter block's list exactly as visitors will see them.
import { type BlockDataSources, blockDefinition, fieldErrors } from '@tessera/site';
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import { findPublicForm } from '../forms/service.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { mailingListRef } from '../newsletters/service.ts';

export const NO_BLOCK_DATA = 'No block type of that name reads data from the server.';

export function blockSources(db: Db, websiteId: string): BlockDataSources {
  return {
    form: (id) => findPublicForm(db, websiteId, id),
    mailingList: (id) => mailingListRef(db, websiteId, id),
  };
}

/**
 * What a block type's `load` gives for `data` on the site, as a published page would read it: 404 for
 * a type without `load`, 400 for data its schema refuses (errors keyed under `data`).
 */
export async function loadedForBlock(
  db: Db,
  website: Website,
  type: string,
  data: unknown,
): Promise<unknown> {
  const definition = blockDefinition(type);
  if (!definition?.load) throw new HttpError(404, NO_BLOCK_DATA);
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) throw badRequest(fieldErrors(parsed.error.issues, 'data'));
  return definition.load(parsed.data, {
    websiteId: website.id,
    locale: website.locale,
    sources: blockSources(db, website.id),
  });
}
