// The primary of a cluster (WORKERS > 1): starts the serving processes on one port (node:cluster
// hands each new connection to the next worker), relays changes between them on SQLite, restarts
// one that dies, and stops them all on SIGINT/SIGTERM. The first worker seeds the database and runs
// the jobs, so it starts alone and the others follow once it listens (no two seed at once). It writes
// every worker's census hits (census/cluster.ts), in batches of all of them, and on SQLite it also
// checkpoints the WAL (checkpoints.ts), so that no serving process stops for it.
import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { HitIngest } from '../census/buffer.ts';
import { writeForwardedHits } from '../census/cluster.ts';
import type { HitRow } from '../census/index.ts';
import { relayChanges } from '../changes/cluster.ts';
import type { ServerConfig } from '../config.ts';
import { sqliteFileIn } from '../db/sqlite-file.ts';
import type { CensusWriter } from './census-writer.ts';
import { BANNER_MESSAGE, FIRST_WORKER_ENV } from './roles.ts';

/** How long the workers get to finish their requests when stopping, before they are killed. */
const STOP_GRACE_MS = 10_000;
/** A census writer that could not start is tried again after this pause, by the next hits. */
const CENSUS_RETRY_MS = 5000;
/** A worker that dies is restarted after this pause, so a crash loop does not spin the CPU. */
const RESTART_PAUSE_MS = 1000;

export function runPrimary(config: ServerConfig): void {
  const log = pino({ level: config.logLevel });
  const listening = new Set<Worker>();
  let banner: string[] | null = null;
  let bannerShown = false;
  let stopping = false;
  let exitCode = 0;
  /** On SQLite: the WAL's checkpoints, which the workers leave to the primary (checkpoints.ts) */
  let checkpoints: Promise<(() => Promise<void>) | undefined> | undefined;
  /** The one writer of the workers' census hits (census/cluster.ts), once the database exists */
  let censusWriter: Promise<CensusWriter> | undefined;
  let databaseMade = false;
  let censusFailedAt = Number.NEGATIVE_INFINITY;

  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  const showBannerWhenAllListen = () => {
    if (bannerShown || !banner || listening.size < config.workers) return;
    bannerShown = true;
    process.stdout.write(`${banner.join('\n')}\n`);
  };

  function start(first: boolean): Worker {
    const worker = cluster.fork({ [FIRST_WORKER_ENV]: first ? '1' : '0' });
    relayChanges(worker, workers);
    writeForwardedHits(worker, censusHits);
    worker.on('message', (message: { type?: unknown; lines?: unknown }) => {
      if (message?.type === BANNER_MESSAGE && Array.isArray(message.lines)) {
        banner = message.lines.map(String);
        showBannerWhenAllListen();
      }
    });
    worker.once('listening', () => {
      listening.add(worker);
      // The first worker made the database (the SQLite file, the migrations).
      if (first) {
        if (!config.databaseUrl) checkpoints ??= startCheckpoints();
        databaseMade = true;
        void censusHits();
      }
      if (first && !bannerShown) for (let i = 1; i < config.workers; i++) start(false);
      showBannerWhenAllListen();
    });
    worker.once('exit', (code, signal) => {
      const served = listening.delete(worker);
      if (stopping) {
        if (workers().length === 0) void exitWhenWritten();
        return;
      }
      if (!served) {
        // It never listened: a configuration or start-up fault that a restart would only repeat.
        log.error({ pid: worker.process.pid, code, signal }, 'a server process failed to start; stopping');
        stop(1);
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, 'a server process died; starting another');
      setTimeout(() => {
        if (!stopping) start(first);
      }, RESTART_PAUSE_MS).unref();
    });
    return worker;
  }

  async function startCheckpoints(): Promise<(() => Promise<void>) | undefined> {
    try {
      const { startWalCheckpoints } = await import('./checkpoints.ts');
      return await startWalCheckpoints(sqliteFileIn(config.dataDir), log);
    } catch (error) {
      log.error({ err: error }, 'the WAL checkpoints could not start; the WAL will grow until a restart');
      return undefined;
    }
  }

  /**
   * The census writer's buffer, started on first need. One that could not start is tried again by
   * the first hits arriving CENSUS_RETRY_MS after; until then hits are answered 503 (not written),
   * and the pages go on being served.
   */
  function censusHits(): Promise<HitIngest<HitRow>> | undefined {
    if (!databaseMade) return undefined;
    if (!censusWriter && Date.now() - censusFailedAt >= CENSUS_RETRY_MS) {
      censusWriter = startCensus();
      censusWriter.catch(() => {
        censusWriter = undefined;
        censusFailedAt = Date.now();
      });
    }
    return censusWriter?.then((writer) => writer.hits);
  }

  async function startCensus(): Promise<CensusWriter> {
    try {
      const { startCensusWriter } = await import('./census-writer.ts');
      const target = config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : { sqliteFile: sqliteFileIn(config.dataDir) };
      return await startCensusWriter(target, log);
    } catch (error) {
      log.error({ err: error }, 'the census writer could not start; hits are refused until it does');
      throw error;
    }
  }

  /** Once the workers are gone: the census hits still being written are committed, then exit. */
  async function exitWhenWritten(): Promise<void> {
    try {
      await (await censusWriter)?.stop();
    } catch {
      // It never started (logged then), or the database went: nothing acknowledged is waiting.
    }
    process.exit(exitCode);
  }

  function stop(code: number): void {
    if (stopping) return;
    stopping = true;
    void checkpoints?.then((stopCheckpoints) => stopCheckpoints?.());
    exitCode = code;
    log.info({ workers: workers().length }, 'stopping');
    for (const worker of workers()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_GRACE_MS).unref();
    if (workers().length === 0) void exitWhenWritten();
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
  start(true);
}
