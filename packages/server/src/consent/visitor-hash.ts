// A visitor as a salted hash, as Plausible counts without cookies: the day's random salt, the site,
// the address and the browser's user agent, hashed. The same browser on the same day gives the same
// hash, so choices can be told apart per visitor; the address itself is never kept, and once the
// day's salt is deleted (the trim job, the next day) no hash of that day can be remade from it.
import { hash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { daySalt, deleteSaltsBefore } from './repository.ts';

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

// The current day's salt, remembered per database (read once a day from it).
const remembered = new WeakMap<Db, { day: string; salt: string }>();

async function saltOf(db: Db, day: string): Promise<string> {
  const known = remembered.get(db);
  if (known?.day === day) return known.salt;
  const salt = await daySalt(db, day, randomBytes(32).toString('hex'));
  remembered.set(db, { day, salt });
  return salt;
}

export interface Visitor {
  websiteId: string;
  address: string;
  userAgent: string;
  now: number;
}

export async function visitorHash(db: Db, visitor: Visitor): Promise<string> {
  const salt = await saltOf(db, utcDay(visitor.now));
  // One call rather than a Hash object: a census hit hashes its visitor, and the object cost twice the hashing.
  return hash('sha256', [salt, visitor.websiteId, visitor.address, visitor.userAgent].join('\n'), 'hex');
}

/** A request's browser as every census call hashes it: its address and at most 500 characters of its user agent. */
export function requestVisitorHash(
  db: Db,
  websiteId: string,
  request: FastifyRequest,
  now: number,
): Promise<string> {
  return visitorHash(db, {
    websiteId,
    address: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
    now,
  });
}

/** The trim job's part: yesterday's salts and older go. */
export function forgetOldSalts(db: Db, now: number): Promise<number> {
  return deleteSaltsBefore(db, utcDay(now));
}
