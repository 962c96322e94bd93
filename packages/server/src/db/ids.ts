import { randomBytes } from 'node:crypto';

/** A 24-character hex id, the shape the spec's /pages/{24-character id} path expects. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
