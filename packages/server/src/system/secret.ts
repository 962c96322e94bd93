import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { insertPlatformSettingOnce, readPlatformSetting } from './repository.ts';

/** The platform's signing secret: made once, kept in the database so every process shares it. */
export async function loadSecret(db: Db): Promise<string> {
  const existing = await readPlatformSetting(db, 'secret');
  if (existing !== undefined) return existing;
  // Two processes starting at once both try; the first insert wins and both read it back.
  await insertPlatformSettingOnce(db, 'secret', randomBytes(32).toString('base64url'));
  const stored = await readPlatformSetting(db, 'secret');
  if (stored === undefined) throw new Error('The signing secret could not be stored');
  return stored;
}
