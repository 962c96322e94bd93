// Helpers for the jobs and mail tests: a clock that tests move on, worker collaborators that do
// nothing unless asked, and one database opened twice (two pools, or two SQLite connections).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../../test/engines.ts';
import { type Db, type Engine, openDatabase } from '../../db/database.ts';
import { outboxOnly } from '../../mail/transport.ts';
import { type JobDeps, silentLogger } from '../definition.ts';

export class Clock {
  constructor(public time = Date.UTC(2030, 0, 1)) {}
  readonly now = (): number => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export function testDeps(db: Db, clock: Clock, overrides: Partial<JobDeps> = {}): JobDeps {
  return {
    db,
    now: clock.now,
    log: silentLogger,
    siteChanged: async () => {},
    mailer: outboxOnly,
    mailFrom: 'Tessera <no-reply@tessera.test>',
    assetsDir: join(tmpdir(), 'tessera-no-assets'),
    ...overrides,
  };
}

export interface SharedDatabase {
  /** Opened once (migrated) … */
  a: Db;
  /** … and again: a second pool on PostgreSQL, a second connection to the file on SQLite */
  b: Db;
  /** How a separate process reaches it: the SQLite file or the PostgreSQL URL */
  target: string;
  close(): Promise<void>;
}

export async function openShared(engine: Engine): Promise<SharedDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-jobs-'));
    const file = join(dir, 'jobs.sqlite');
    const a = await openDatabase({ sqliteFile: file });
    const b = await openDatabase({ sqliteFile: file });
    return {
      a,
      b,
      target: file,
      async close() {
        await b.destroy();
        await a.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await createTestDatabase('postgres');
  const url = database.url as string;
  const b = await openDatabase({ databaseUrl: url });
  return {
    a: database.db,
    b,
    target: url,
    async close() {
      await b.destroy();
      await database.drop();
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
