import { randomBytes } from 'node:crypto';

/** Ids drawn per call of randomBytes: one call per id was a few percent of a census hit's time. */
const IDS_PER_DRAW = 256;
const ID_BYTES = 12;
let pool = Buffer.alloc(0);
let next = 0;

/** A 24-character hex id, the shape the spec's /pages/{24-character id} path expects. */
export function newId(): string {
  if (next >= pool.length) {
    pool = randomBytes(ID_BYTES * IDS_PER_DRAW);
    next = 0;
  }
  next += ID_BYTES;
  return pool.toString('hex', next - ID_BYTES, next);
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
