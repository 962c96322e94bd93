// The primary's checkpoint thread against a writer that never pauses: the WAL still starts over (its
// header's checkpoint sequence moves on), so it does not grow without end while commits keep coming.
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWalCheckpoints } from './checkpoints.ts';

const dir = mkdtempSync(join(tmpdir(), 'tessera-checkpoints-'));
const file = join(dir, 'wal.sqlite');

/** The WAL header's checkpoint sequence: SQLite adds one each time the WAL starts over. */
function walSequence(): number {
  const header = Buffer.alloc(16);
  const fd = openSync(`${file}-wal`, 'r');
  readSync(fd, header, 0, 16, 0);
  closeSync(fd);
  return header.readUInt32BE(12);
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the WAL checkpoint thread', () => {
  it('starts the WAL over while a writer commits without pause, and stops when told', async () => {
    const writer = new Database(file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('create table pages (body blob)');
    const insert = writer.prepare('insert into pages (body) values (?)');
    const body = Buffer.alloc(3000, 1);
    insert.run(body);
    const before = walSequence();

    const stop = await startWalCheckpoints(file, pino({ level: 'silent' }), 50);
    // Commit after commit, the event loop held: the thread checkpoints beside it. Past 10,000 frames
    // (some 5,000 commits) it restarts the WAL; on a slow machine that may take a few seconds.
    const until = Date.now() + 10_000;
    let after = before;
    for (let n = 1; after === before && Date.now() < until; n++) {
      insert.run(body);
      if (n % 100 === 0) after = walSequence();
    }
    await stop();
    writer.close();

    expect(after).toBeGreaterThan(before);
  }, 20_000);

  it('is stopped at once when the thread has already ended (its database was missing)', async () => {
    const failures: unknown[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => failures.push(line) });
    const stop = await startWalCheckpoints(join(dir, 'missing.sqlite'), log, 50);
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    await stop();
  });
});
