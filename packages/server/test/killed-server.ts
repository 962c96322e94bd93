// A server for the SIGKILL tests: a data folder (and, on PostgreSQL, a database) of its own, started
// as `npm start` starts it (one serving process, the jobs inline, each client its own address through
// X-Forwarded-For), started again on the same data after the kill, and its database opened to see
// what survived. It starts on a copy of the run's demo seed (demo-seed.ts), as a server that has
// started before does: seeding a new database took 3 to 8 s of each of the twelve starts. Everything
// is removed after the file.
//
// killDuring runs clients at once, each sending until enough calls are acknowledged, then kills the
// server with SIGKILL while the others' calls are in flight (they die with it: their errors are
// expected after the kill, not before).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import type { Engine } from '../src/db/database.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { sqliteFileIn } from '../src/db/sqlite-file.ts';
import { createTestDatabase } from './engines.ts';
import { startServer } from './processes.ts';

export interface KillLoad {
  /** Clients sending at once */
  senders: number;
  /** Acknowledged calls before the kill */
  beforeKill: number;
  /** The n-th call: what the server acknowledged (an id), or an error when it did not */
  send(n: number): Promise<string>;
}

/** What the load saw: the acknowledged calls and how many were sent; the server was killed. */
export async function killDuring(
  server: { child: ChildProcess },
  load: KillLoad,
): Promise<{ acknowledged: string[]; sent: number; signal: NodeJS.Signals | null }> {
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const sender = async () => {
    while (!killed) {
      try {
        acknowledged.push(await load.send(sent++));
        if (acknowledged.length >= load.beforeKill && !killed) {
          killed = true;
          // No chance to finish anything: the calls still in flight die with it.
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const exited = once(server.child, 'exit');
  await Promise.all(Array.from({ length: load.senders }, sender));
  const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  return { acknowledged, sent, signal };
}

/** `workers`: serving processes (WORKERS); more than one is a cluster, whose primary the kill hits. */
export function useKilledServer(engine: Engine, name: string, workers = 1) {
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
        const seed = inject('demoSeed');
        cpSync(seed.assetsDirs[engine], join(dataDir, 'assets'), { recursive: true });
        if (engine === 'sqlite') copyFileSync(seed.sqliteFile, sqliteFileIn(dataDir));
        const database =
          engine === 'postgres'
            ? await createTestDatabase('postgres', { postgresTemplate: seed.postgresTemplate })
            : null;
        if (database) cleanups.push(database.drop);
        databaseUrl = database?.url;
        env = {
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          TESSERA_ADMIN_PASSWORD: `killed mid-${name}`,
          WORKER: 'inline',
          WORKERS: String(workers),
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
