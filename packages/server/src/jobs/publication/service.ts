// Scheduled publication. Visitors' pages still decide visibility at read time (@tessera/core
// isPubliclyVisible: scheduled and due counts as published); these jobs make the stored state agree
// at that time, so everything that reads the state (lists, navigation, the search index) agrees too,
// and the site's change hook runs so cached pages are rendered afresh.
import { z } from 'zod';
import {
  type Publishable,
  publishAllDue,
  publishIfDue,
  setScheduled,
} from '../../content/scheduled/index.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { reindexCollection, reindexItem } from '../../search/service.ts';
import { defineJob, noPayload } from '../definition.ts';
import { enqueueJob } from '../service.ts';

/** Publishes one item or collection at its time (enqueued with run_at = its published_at). */
export const publishScheduledJob = defineJob({
  name: 'publication.publish',
  payload: z.object({
    websiteId: z.string(),
    kind: z.enum(['item', 'collection']),
    id: z.string(),
  }),
  async run({ websiteId, kind, id }, ctx) {
    // Rescheduled later, unscheduled or deleted since: then this is a no-op and the later job acts.
    if (!(await publishIfDue(ctx.db, kind, websiteId, id, ctx.now()))) return;
    await ctx.siteChanged(websiteId);
    await reindexPublished(ctx.db, websiteId, kind, id);
  },
});

/** Its draft went live: search finds what visitors now read. */
function reindexPublished(db: Db, websiteId: string, kind: Publishable, id: string) {
  return kind === 'item' ? reindexItem(db, websiteId, id) : reindexCollection(db, websiteId, id);
}

/** Every minute: anything scheduled whose time has passed and that no job published (a missed one). */
export const publicationSweepJob = defineJob({
  name: 'publication.sweep',
  payload: noPayload,
  maxAttempts: 1,
  async run(_payload, ctx) {
    const published = await publishAllDue(ctx.db, ctx.now());
    for (const websiteId of new Set(published.map((p) => p.websiteId))) await ctx.siteChanged(websiteId);
    for (const { websiteId, kind, id } of published) await reindexPublished(ctx.db, websiteId, kind, id);
  },
});

export interface ScheduleRequest {
  websiteId: string;
  kind: Publishable;
  id: string;
  /** When it is published (UTC milliseconds) */
  at: number;
}

/**
 * For the config area: marks an item or collection scheduled for `at` and queues its publication at
 * that time, in one transaction. False if there is no such item or collection. The caller then
 * publishes the site change (publishSiteChange), as after any edit: it may have just been unpublished.
 */
export async function schedulePublication(
  db: Db,
  request: ScheduleRequest,
  now = Date.now(),
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await setScheduled(trx, request.kind, request.websiteId, request.id, request.at, now)))
      return false;
    await enqueuePublication(trx, request, now);
    return true;
  });
}

/** Queues the publication of something already stored as scheduled for `at` (idempotent per time). */
async function enqueuePublication(db: Db, request: ScheduleRequest, now = Date.now()): Promise<void> {
  const { websiteId, kind, id, at } = request;
  await enqueueJob(
    db,
    publishScheduledJob,
    { websiteId, kind, id },
    { websiteId, runAt: at, dedupeKey: `publish:${kind}:${websiteId}:${id}:${at}`, now },
  );
}
