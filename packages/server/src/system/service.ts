import type { Db } from '../db/database.ts';
import { checkDatabase } from './repository.ts';

/** Healthy when the database answers. */
export function isHealthy(db: Db): Promise<boolean> {
  return checkDatabase(db);
}
