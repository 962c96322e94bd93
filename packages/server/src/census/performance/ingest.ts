// The performance records' buffer for one server process: the census's HitBuffer, bounded and
// written by group commit as the hits are.
import type { Db } from '../../db/database.ts';
import { HitBuffer } from '../buffer.ts';
import { type BufferLimits, CENSUS_BUFFER } from '../ingest.ts';
import { type PerformanceRow, writePerformanceRows } from './repository.ts';

export type PerformanceIngest = HitBuffer<PerformanceRow>;

export function createPerformanceIngest(
  db: Db,
  onWriteError: (error: unknown, lost: number) => void,
  limits: BufferLimits = CENSUS_BUFFER,
): PerformanceIngest {
  return new HitBuffer<PerformanceRow>({
    ...limits,
    write: (batch) => writePerformanceRows(db, batch),
    onWriteError,
  });
}
