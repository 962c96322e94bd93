import { randomBytes } from 'node:crypto';

/** Ids drawn per call of randomBytes: one call per id was a few percent of a census hit's time. */
const IDS_PER_DRAW = 256;
const ID_BYTES = 12;
let pool = Buffer.alloc(0);
let next = 0;

/** `bytes` random bytes as hex, from the pool. */
function randomHex(bytes: number): string {
  if (next + bytes > pool.length) {
    pool = randomBytes(ID_BYTES * IDS_PER_DRAW);
    next = 0;
  }
  next += bytes;
  return pool.toString('hex', next - bytes, next);
}

/** A 24-character hex id, the shape the spec's /pages/{24-character id} path expects. */
export function newId(): string {
  return randomHex(ID_BYTES);
}

/**
 * A 24-character hex id that sorts by time: the milliseconds in its first 12 characters, then 6
 * random bytes. For rows written in bulk and never reached by a link (the census's hits, events and
 * performance records): a random id put each insert on a random page of the primary key's index, so
 * every row of a batch dirtied a page of its own (SQLite's commit wrote about 4 KB a hit); ordered,
 * a batch's rows share the index's last pages.
 */
export function timeOrderedId(now: number): string {
  const millis = Math.max(0, Math.floor(now)).toString(16).padStart(12, '0').slice(-12);
  return millis + randomHex(ID_BYTES / 2);
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
