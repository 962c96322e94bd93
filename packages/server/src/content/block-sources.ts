// The server side of the blocks' data sources (BlockDataSources in the site package): each reader
// answers for one site only. Forms have no store yet, so a block that names one renders as not
// configured.
import type { BlockDataSources } from '@tessera/site';
import type { Db } from '../db/database.ts';
import { mailingListRef } from '../newsletters/service.ts';

export function blockSources(db: Db, websiteId: string): BlockDataSources {
  return {
    form: async () => null,
    mailingList: (id) => mailingListRef(db, websiteId, id),
  };
}
