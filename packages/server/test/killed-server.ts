// A server for the SIGKILL tests: a data folder (and, on PostgreSQL, a database) of its own, started
// as `npm start` starts it (one serving process, the jobs inline, each client its own address through
// X-Forwarded-For), started again on the same data after the kill, and its database opened to see
// what survived. Everything is removed after the file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Engine } from '../src/db/database.ts';
import { type Db, openDatabase, sqliteFileIn } from '../src/db/database.ts';
import { createTestDatabase } from './engines.ts';
import { startServer } from './processes.ts';

export function useKilledServer(engine: Engine, name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `tessera-${name}-kill-`));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  let databaseUrl: string | undefined;
  let env: Record<string, string> | undefined;

  return {
    /** Starts the server: the first time on a new database, then again on the same one. */
    async start() {
      if (!env) {
        const database = engine === 'postgres' ? await createTestDatabase('postgres') : null;
        if (database) cleanups.push(database.drop);
        databaseUrl = database?.url;
        env = {
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          TESSERA_ADMIN_PASSWORD: `killed mid-${name}`,
          WORKER: 'inline',
          WORKERS: '1',
          TRUST_PROXY: 'true',
        };
      }
      const server = await startServer(env);
      cleanups.push(() => {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      });
      return server;
    },
    /** The server's database, opened by the test (after start) */
    async database(): Promise<Db> {
      const db = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: sqliteFileIn(dataDir) });
      cleanups.push(() => db.destroy());
      return db;
    },
  };
}
