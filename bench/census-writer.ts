// The census's writer alone (issue 12, section 5): batches of page views like the load's (20,000
// visitors, five pages, each beginning a visit from a search engine) written by writeHits straight to
// the database, with no HTTP, in this one process. In a cluster one process (the primary) writes
// every worker's hits, so this is the most a machine's census writes, however many cores serve
// them. Batches of 22 hits (what the primary gathers from 50 connections on this machine) and of 100
// (what it gathers under heavier load). CPU: this process's, and the whole machine's (/proc/stat:
// PostgreSQL's processes included), per hit written. On SQLite each statement is also timed, so the
// report says which part of the write costs what.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { censusDay } from '@tessera/core';
import Database from 'better-sqlite3';
import { type HitRow, writeHits } from '../packages/server/src/census/repository.ts';
import { type Db, openDatabase } from '../packages/server/src/db/database.ts';
import { timeOrderedId } from '../packages/server/src/db/ids.ts';
import { censusHitRow, websiteRow } from '../packages/server/test/rows.ts';
import { startThrowawayPostgres } from '../packages/server/test/throwaway-postgres.ts';

const SECONDS = 8;
const BATCHES = [22, 100];
const VISITORS = 20_000;
const PATHS = ['/about', '/journal', '/shop', '/', '/contact'];
const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface WriterRun {
  batch: number;
  hitsPerSecond: number;
  processUs: number;
  machineUs: number;
  /** SQLite: each statement's time a hit (µs), by its verb and table */
  statementUs: Map<string, number>;
}

/** Milliseconds spent in each SQLite statement since the last clear, by its verb and table. */
const spent = new Map<string, number>();

/**
 * Times every statement better-sqlite3 prepares from now until the answered restore: its run, all
 * and get calls, under its verb and table ('insert census_hits', 'commit').
 */
function timingSqliteStatements(): () => void {
  type Statement = Record<string, (...args: unknown[]) => unknown>;
  const prototype = (Database as unknown as { prototype: { prepare(sql: string): Statement } }).prototype;
  const prepare = prototype.prepare;
  prototype.prepare = function timedPrepare(this: unknown, sql: string) {
    const statement = prepare.call(this, sql);
    const verb = /^\s*(\w+)/.exec(sql)?.[1] ?? '';
    const table = /\b(?:into|from|update)\s+"(\w+)"/.exec(sql)?.[1];
    const key = table ? `${verb} ${table}` : verb;
    for (const method of ['run', 'all', 'get']) {
      const original = statement[method];
      if (!original) continue;
      statement[method] = (...args: unknown[]) => {
        const start = performance.now();
        try {
          return original.apply(statement, args);
        } finally {
          spent.set(key, (spent.get(key) ?? 0) + performance.now() - start);
        }
      };
    }
    return statement;
  };
  return () => {
    prototype.prepare = prepare;
  };
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

/** A batch of the load's page views, each new (id, time) and from the next visitor in turn. */
function hitMaker(websiteId: string): (size: number) => HitRow[] {
  let sent = 0;
  return (size) => {
    const now = Date.now();
    return Array.from({ length: size }, () => {
      const n = sent++;
      return censusHitRow({
        website_id: websiteId,
        id: timeOrderedId(now),
        created_at: now,
        day: censusDay(now),
        path: PATHS[n % PATHS.length] ?? '/',
        visitor_hash: `${(n % VISITORS).toString(16).padStart(8, '0')}`.repeat(8),
        title: 'About',
        referrer: 'https://search.example/',
        begins_visit: 1,
        user_agent: AGENT,
        viewport: '1280x720',
        screen: '1920x1080',
        os: 'Linux',
        country: '',
        source: 'Referral',
        referrer_host: 'search.example',
      });
    });
  };
}

async function measureBatch(db: Db, hits: (size: number) => HitRow[], batch: number): Promise<WriterRun> {
  for (let i = 0; i < 200; i++) await writeHits(db, hits(batch));
  spent.clear();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const machine = machineTicks();
  let written = 0;
  while (performance.now() - started < SECONDS * 1000) {
    await writeHits(db, hits(batch));
    written += batch;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const after = machineTicks();
  // Jiffies are hundredths of a second on Linux.
  const machineSeconds = (after.busy - machine.busy) / 100;
  return {
    batch,
    hitsPerSecond: written / seconds,
    processUs: (used.user + used.system) / written,
    machineUs: (machineSeconds * 1e6) / written,
    statementUs: new Map([...spent].map(([key, ms]) => [key, (ms * 1000) / written])),
  };
}

async function measureEngine(engine: 'SQLite' | 'PostgreSQL'): Promise<WriterRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-writer-'));
  const cluster = engine === 'PostgreSQL' ? await startThrowawayPostgres({ durable: true }) : undefined;
  const restore = cluster ? () => {} : timingSqliteStatements();
  const db = await openDatabase(
    cluster ? { databaseUrl: cluster.url } : { sqliteFile: join(dir, 'tessera.sqlite') },
  );
  try {
    const websiteId = '1'.padStart(24, '0');
    await db
      .insertInto('websites')
      .values(websiteRow({ id: websiteId, identifier: 'w', title: 'W' }))
      .execute();
    const hits = hitMaker(websiteId);
    const runs: WriterRun[] = [];
    for (const batch of BATCHES) runs.push(await measureBatch(db, hits, batch));
    return runs;
  } finally {
    restore();
    await db.destroy();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

/** The writer-alone section of the report, both engines. */
export async function censusWriterReport(): Promise<string[]> {
  const rows: string[] = [];
  const sqliteRuns = await measureEngine('SQLite');
  for (const [engine, runs] of [
    ['SQLite', sqliteRuns],
    ['PostgreSQL', await measureEngine('PostgreSQL')],
  ] as const) {
    for (const run of runs)
      rows.push(
        `| ${engine} | ${run.batch} | ${fmt(run.hitsPerSecond)} | ${run.processUs.toFixed(1)} | ${run.machineUs.toFixed(1)} |`,
      );
  }
  const statements = [...(sqliteRuns[0]?.statementUs ?? new Map<string, number>())]
    .sort((a, b) => b[1] - a[1])
    .map(([key]) => key);
  return [
    `### The census's writer alone (\`bench/census-writer.ts\`: writeHits in one process, no HTTP, ${SECONDS} s a run)`,
    '',
    '| Engine | Hits a batch | Hits written/s | CPU a hit, this process (µs) | CPU a hit, whole machine (µs) |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
    `| SQLite: each statement's time a hit (µs) | ${sqliteRuns.map((run) => `batches of ${run.batch}`).join(' | ')} |`,
    `|---|${sqliteRuns.map(() => '---:').join('|')}|`,
    ...statements.map(
      (key) =>
        `| \`${key}\` | ${sqliteRuns.map((run) => (run.statementUs.get(key) ?? 0).toFixed(1)).join(' | ')} |`,
    ),
    '',
  ];
}
