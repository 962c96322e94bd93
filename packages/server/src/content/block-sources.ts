// The server side of the blocks' data sources (BlockDataSources in the site package): each reader
// answers for one site only. Forms and mailing lists have no store yet, so a block that names one
// renders as not configured.
import type { BlockDataSources } from '@tessera/site';

export function blockSources(_websiteId: string): BlockDataSources {
  return {
    form: async () => null,
    mailingList: async () => null,
  };
}
