// The daily job that empties the trash of pages older than TRASH_DAYS (trash/repository.ts).
import { defineJob, noPayload } from '../../jobs/definition.ts';
import { purgeTrash } from './repository.ts';

export const purgeTrashJob = defineJob({
  name: 'content.purge-trash',
  payload: noPayload,
  maxAttempts: 1,
  async run(_payload, ctx) {
    for (const websiteId of await purgeTrash(ctx.db, ctx.now())) await ctx.siteChanged(websiteId);
  },
});
