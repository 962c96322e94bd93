// The primary's census writer on a database file another connection is writing to: it waits for
// the write lock without stopping its event loop (which hands every new connection to a worker),
// writes once the lock is free, and gives up after its patience rather than waiting for good.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { hitRow } from '../../test/census-hits.ts';
import { type CensusWriter, startCensusWriter } from './census-writer.ts';

let dir: string;
let file: string;
let writer: CensusWriter | undefined;
let other: Database.Database | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-census-writer-'));
  file = join(dir, 'tessera.sqlite');
  copyFileSync(inject('demoSeed').sqliteFile, file);
});
afterEach(async () => {
  if (other?.inTransaction) other.exec('rollback');
  other?.close();
  await writer?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the census writer of a SQLite cluster’s primary', () => {
  it('waits out another connection’s write lock with its event loop turning, then writes', async () => {
    writer = await startCensusWriter({ sqliteFile: file }, pino({ level: 'silent' }));
    other = new Database(file);
    const websiteId = (other.prepare('select id from websites limit 1').get() as { id: string }).id;
    other.exec('begin immediate');

    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const outcome = writer.hits.offer(hitRow(websiteId, { title: 'after the lock' }));
    await sleep(300);
    clearInterval(timer);
    // Blocked inside SQLite for its busy_timeout (5 s in a serving process) the loop would not turn at all.
    expect(ticks).toBeGreaterThanOrEqual(3);

    other.exec('commit');
    expect(await outcome).toBe('written');
    const stored = other
      .prepare("select count(*) as n from census_hits where title = 'after the lock'")
      .get();
    expect(stored).toEqual({ n: 1 });
  });
});
