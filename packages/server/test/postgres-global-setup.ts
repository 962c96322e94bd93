// Starts a throwaway PostgreSQL 15 cluster for the server's tests and removes it afterwards, so every
// data-layer and API test runs on SQLite and on PostgreSQL. initdb refuses root, so as root the
// cluster runs as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function asPostgresUser(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/** A throwaway PostgreSQL 15 cluster (no fsync), its admin URL, and how to stop and remove it. */
export async function startThrowawayPostgres(): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 binaries not found in ${BIN}. Install them with: apt-get install -y postgresql-15 (or set TEST_DATABASE_URL).`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  asPostgresUser(join(BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgresUser(join(BIN, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgresUser(join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return () => {};
  }
  const postgres = await startThrowawayPostgres();
  project.provide('postgresUrl', postgres.url);
  return postgres.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
