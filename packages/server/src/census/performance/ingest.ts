// The performance records' buffer for one server process: the census's HitBuffer, bounded and
// batched as the hits are, so a page's records never wait on the database.
import type { Db } from '../../db/database.ts';
import { HitBuffer } from '../buffer.ts';
import { CENSUS_BUFFER } from '../ingest.ts';
import { type PerformanceRow, writePerformanceRows } from './repository.ts';

export type PerformanceIngest = HitBuffer<PerformanceRow>;

export function createPerformanceIngest(
  db: Db,
  onWriteError: (error: unknown, lost: number) => void,
  limits: { capacity: number; batchSize: number; flushEveryMs: number } = CENSUS_BUFFER,
): PerformanceIngest {
  return new HitBuffer<PerformanceRow>({
    ...limits,
    write: (batch) => writePerformanceRows(db, batch),
    onWriteError,
  });
}
