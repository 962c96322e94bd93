// The demo seed, made once a run: seeding the demo site as a first start does (bootstrap) took 3 to
// 8 s a time on the loaded 2-core machine, and every test app and demo database paid it, about 150
// times a run. The global setup seeds one database of each engine (and its assets folder) and each
// test gets a private copy: SQLite's file bytes opened in memory, PostgreSQL's database as the
// template of a new one (CREATE DATABASE … TEMPLATE copies its files). The seed's times (visits,
// orders) are those of the run's start, minutes before a test reads them. Tests that are about
// seeding (seed/, bootstrap) call bootstrap themselves.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { AssetStore } from '../src/assets/store.ts';
import { type Db, type Engine, openDatabase } from '../src/db/database.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { createTestDatabase } from './engines.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PLATFORM_ADDRESS } from './harness.ts';

/** Where the run's seed is: handed from the global setup to the test workers. */
export interface DemoSeed {
  sqliteFile: string;
  postgresTemplate: string;
  assetsDirs: Record<Engine, string>;
}

async function seedInto(db: Db, assetsDir: string, engine: Engine): Promise<void> {
  mkdirSync(assetsDir);
  await bootstrap(db, new AssetStore(db, assetsDir), {
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    address: PLATFORM_ADDRESS,
  });
  // A file in WAL mode says so in its header, and a copy opened in memory cannot follow it; back in
  // rollback mode the WAL is folded into the file, which alone is then the database.
  if (engine === 'sqlite') await sql`pragma journal_mode = delete`.execute(db);
  await db.destroy();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Seeds the run's demo on both engines; the returned function removes it. */
export async function makeDemoSeed(adminUrl: string): Promise<{ seed: DemoSeed; remove(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-seed-'));
  const seed: DemoSeed = {
    sqliteFile: join(dir, 'demo.sqlite'),
    postgresTemplate: `seed_${randomBytes(6).toString('hex')}`,
    assetsDirs: { sqlite: join(dir, 'assets-sqlite'), postgres: join(dir, 'assets-postgres') },
  };
  await adminQuery(adminUrl, `CREATE DATABASE ${seed.postgresTemplate}`);
  const postgresUrl = adminUrl.replace(/\/[^/]*$/, `/${seed.postgresTemplate}`);
  await Promise.all([
    openDatabase({ sqliteFile: seed.sqliteFile }).then((db) =>
      seedInto(db, seed.assetsDirs.sqlite, 'sqlite'),
    ),
    openDatabase({ databaseUrl: postgresUrl }).then((db) =>
      seedInto(db, seed.assetsDirs.postgres, 'postgres'),
    ),
  ]);
  return {
    seed,
    async remove() {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${seed.postgresTemplate} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The SQLite seed's bytes, read once per test worker (each copy opens them in memory). */
let sqliteSeedBytes: Buffer | undefined;

function sqliteSeedImage(file: string): Buffer {
  sqliteSeedBytes ??= readFileSync(file);
  return sqliteSeedBytes;
}

/** A fresh database of the engine holding the seeded demo, and a private copy of its assets folder. */
export async function createDemoDatabase(
  engine: Engine,
): Promise<{ db: Db; assetsDir: string; drop(): Promise<void> }> {
  const seed = inject('demoSeed');
  const database = await createTestDatabase(
    engine,
    engine === 'sqlite'
      ? { sqliteImage: sqliteSeedImage(seed.sqliteFile) }
      : { postgresTemplate: seed.postgresTemplate },
  );
  const assetsDir = mkdtempSync(join(tmpdir(), 'tessera-assets-'));
  cpSync(seed.assetsDirs[engine], assetsDir, { recursive: true });
  return {
    db: database.db,
    assetsDir,
    async drop() {
      await database.drop();
      rmSync(assetsDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoSeed: DemoSeed;
  }
}
