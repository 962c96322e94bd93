// The server side of the blocks' data sources (BlockDataSources in the site package): each reader
// answers for one site only. A form is read without its storage fieldset (who is notified).
import type { BlockDataSources } from '@tessera/site';
import type { Db } from '../db/database.ts';
import { findPublicForm } from '../forms/service.ts';
import { mailingListRef } from '../newsletters/service.ts';

export function blockSources(db: Db, websiteId: string): BlockDataSources {
  return {
    form: (id) => findPublicForm(db, websiteId, id),
    mailingList: (id) => mailingListRef(db, websiteId, id),
  };
}
