// The census's hit buffer for one server process, writing to its database by group commit (buffer.ts):
// created with the app and drained when the app closes.
import type { Db } from '../db/database.ts';
import { HitBuffer, type HitIngest } from './buffer.ts';
import { type EventRow, type HitRow, writeEvents, writeHits } from './repository.ts';

/**
 * At most 10,000 hits wait in memory (each one's strings are bounded by the route's schema, so a
 * few megabytes at worst); at most 500 are written per transaction.
 */
export const CENSUS_BUFFER = { capacity: 10_000, batchSize: 500 } as const;

/** How many hits wait and how many go in one transaction */
export type BufferLimits = { capacity: number; batchSize: number };

/** One hit a page view: an address sending more than this is a script, not a reader (a shared office is far below). */
export const HIT_RATE = { max: 600, windowMs: 60_000 };

/** A process's own buffer, or in a cluster's worker the primary's (census/cluster.ts) */
export type CensusIngest = HitIngest<HitRow>;
export type CensusEventIngest = HitBuffer<EventRow>;

/**
 * `write`: how a batch is written, writeHits by default (a SQLite cluster's primary waits for the
 * write lock around it, cluster/census-writer.ts).
 */
export function createCensusIngest(
  db: Db,
  onWriteError: (error: unknown, lost: number) => void,
  limits: BufferLimits = CENSUS_BUFFER,
  write: (db: Db, batch: HitRow[]) => Promise<void> = writeHits,
): HitBuffer<HitRow> {
  return new HitBuffer<HitRow>({ ...limits, write: (batch) => write(db, batch), onWriteError });
}

/** The buffer of the census's other events (buttons, forms, overlays, quick views), bounded alike. */
export function createCensusEventIngest(
  db: Db,
  onWriteError: (error: unknown, lost: number) => void,
  limits: BufferLimits = CENSUS_BUFFER,
): CensusEventIngest {
  return new HitBuffer<EventRow>({ ...limits, write: (batch) => writeEvents(db, batch), onWriteError });
}
