// `npm run worker`: background jobs in a process of their own, configured from the environment like
// the server (run the server with WORKER=off then). Stops taking jobs on SIGINT/SIGTERM and lets the
// running ones finish.
import { join } from 'node:path';
import pino from 'pino';
import { SUBSCRIPTION_LAPSE_EVERY_MS, subscriptionLapseJob } from '../billing/lapse-job.ts';
import { postgresChangeBus } from '../changes/bus.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createMailer } from '../mail/transport.ts';
import type { JobDefinition, PeriodicJob } from './definition.ts';
import { jobDeps } from './deps.ts';
import { JOBS, PERIODIC_JOBS } from './registry.ts';
import { Worker } from './worker.ts';

// Every job a worker runs: the registry's, and those of features outside its import circle
// (layering.test.ts), which only the composition may gather — as the route table does routes. The
// server's inline worker (app.ts) takes the same lists.
export const WORKER_JOBS: readonly JobDefinition[] = [...JOBS, subscriptionLapseJob];
export const WORKER_PERIODIC_JOBS: readonly PeriodicJob[] = [
  ...PERIODIC_JOBS,
  // billing/lapse-job.ts: lapsed trials and paid months stored as expired and past due.
  { job: subscriptionLapseJob, everyMs: SUBSCRIPTION_LAPSE_EVERY_MS },
];

export async function runWorkerProcess(): Promise<void> {
  const config = configFromEnv();
  const log = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    // config refuses WORKER=off on SQLite for the server; this is the same rule, from this side.
    log.error('npm run worker needs DATABASE_URL (PostgreSQL): on SQLite the server runs its jobs itself.');
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl });
  const mailer = createMailer(config.smtpUrl);
  // This process serves no pages: its changes reach the servers, which drop what they cached.
  const changes = await postgresChangeBus(config.databaseUrl, log);
  const worker = new Worker({
    jobs: WORKER_JOBS,
    periodic: WORKER_PERIODIC_JOBS,
    deps: jobDeps({
      db,
      changes,
      now: () => Date.now(),
      log,
      mailer,
      mailFrom: config.mailFrom,
      assetsDir: join(config.dataDir, 'assets'),
      webhooksToPrivateAddresses: config.webhooksToPrivateAddresses,
      censusHitRetentionDays: config.censusHitRetentionDays,
    }),
  });
  worker.start();
  log.info(
    {
      owner: worker.owner,
      database: 'PostgreSQL (DATABASE_URL)',
      mail: config.smtpUrl ? 'SMTP (SMTP_URL)' : 'outbox table only',
    },
    'Tessera worker is running',
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await worker.stop();
      mailer.close();
      await changes.close();
      await db.destroy();
      process.exit(0);
    });
  }
}
