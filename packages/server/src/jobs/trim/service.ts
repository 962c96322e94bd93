// Keeping tables that only grow from growing for ever: one periodic job trims old client events,
// idle attempt counters, finished jobs, old outbox mail, forms' spent keys and rate marks, and the
// salts of visitor hashes once their day is over, and raw census hits, events and performance records
// after their retention (with past days' census visitor hashes), and site members' expired sessions and
// reset links.
import { censusDay } from '@tessera/core';
import { deleteDayVisitorsBefore, deleteRawRowsBefore } from '../../census/index.ts';
import { DEFAULT_CENSUS_HIT_RETENTION_DAYS } from '../../census/retention.ts';
import { forgetEndedVisits } from '../../census/rollups/index.ts';
import { forgetOldSalts } from '../../consent/visitor-hash.ts';
import type { Db } from '../../db/database.ts';
import { deleteEventsBefore } from '../../events/index.ts';
import { forgetSpentFormMarks } from '../../forms/service.ts';
import { forgetOldMail } from '../../mail/service.ts';
import { deleteExpiredMemberPasswordResets, deleteExpiredMemberSessions } from '../../members/index.ts';
import { forgetIdleCounters } from '../../throttle/service.ts';
import { defineJob, noPayload } from '../definition.ts';
import { deleteFinishedJobs } from '../repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION = {
  /** Client error reports and traces */
  clientEventsMs: 30 * DAY_MS,
  /** Jobs that finished well: enough to see what ran yesterday */
  doneJobsMs: 1 * DAY_MS,
  /** Jobs that failed for good stay longer, for someone to look at */
  deadJobsMs: 30 * DAY_MS,
} as const;

export interface Trimmed {
  clientEvents: number;
  throttles: number;
  jobs: number;
  mail: number;
  formMarks: number;
  visitorSalts: number;
  censusHits: number;
  censusDayVisitors: number;
  censusEvents: number;
  censusPerformance: number;
  censusEditorEvents: number;
  censusVisits: number;
  memberSessions: number;
  memberPasswordResets: number;
}

export async function trimOldRows(
  db: Db,
  now: number,
  censusHitRetentionDays = DEFAULT_CENSUS_HIT_RETENTION_DAYS,
): Promise<Trimmed> {
  return {
    clientEvents: await deleteEventsBefore(db, now - RETENTION.clientEventsMs),
    throttles: await forgetIdleCounters(db, now),
    jobs: await deleteFinishedJobs(db, {
      doneBefore: now - RETENTION.doneJobsMs,
      deadBefore: now - RETENTION.deadJobsMs,
    }),
    mail: await forgetOldMail(db, now),
    formMarks: await forgetSpentFormMarks(db, now),
    visitorSalts: await forgetOldSalts(db, now),
    censusHits: await deleteRawRowsBefore(db, 'census_hits', now - censusHitRetentionDays * DAY_MS),
    censusEvents: await deleteRawRowsBefore(db, 'census_events', now - censusHitRetentionDays * DAY_MS),
    censusPerformance: await deleteRawRowsBefore(
      db,
      'census_performance',
      now - censusHitRetentionDays * DAY_MS,
    ),
    // The owner-side stream (census/editor-events) is kept as long as the visitors' raw rows.
    censusEditorEvents: await deleteRawRowsBefore(
      db,
      'census_editor_events',
      now - censusHitRetentionDays * DAY_MS,
    ),
    // A visitor is counted once a day; yesterday's hashes are kept for hits still in flight at midnight.
    censusDayVisitors: await deleteDayVisitorsBefore(db, censusDay(now - DAY_MS)),
    censusVisits: await forgetEndedVisits(db, now),
    memberSessions: await deleteExpiredMemberSessions(db, now),
    memberPasswordResets: await deleteExpiredMemberPasswordResets(db, now),
  };
}

export const trimJob = defineJob({
  name: 'maintenance.trim',
  payload: noPayload,
  maxAttempts: 1,
  async run(_payload, ctx) {
    const trimmed = await trimOldRows(ctx.db, ctx.now(), ctx.censusHitRetentionDays);
    ctx.log.info({ trimmed }, 'trimmed old rows');
  },
});
