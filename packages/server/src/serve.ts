// One serving process: open the database, build the app, listen. Alone (WORKERS=1) it is the whole
// server; in a cluster (cluster/primary.ts) the first worker also seeds the database and runs the
// background jobs, and every worker shares the port.
import cluster from 'node:cluster';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ForwardedHits } from './census/cluster.ts';
import { CENSUS_BUFFER } from './census/ingest.ts';
import { type ChangeBus, localChangeBus, postgresChangeBus } from './changes/bus.ts';
import { clusterChangeBus } from './changes/cluster.ts';
import { BANNER_MESSAGE, FIRST_WORKER_ENV } from './cluster/roles.ts';
import type { ServerConfig } from './config.ts';
import { type DatabaseOptions, openDatabase } from './db/database.ts';
import { sqliteFileIn } from './db/sqlite-file.ts';
import { logStream } from './http/log-stream.ts';
import { startIdleCollection } from './idle-collection.ts';
import { createMailer } from './mail/transport.ts';
import { ensureSearchIndex } from './search/service.ts';
import { type BootstrapResult, DEMO_IDENTIFIER } from './seed/bootstrap.ts';
import { seedOnStart } from './seed/first-start.ts';

export async function serve(config: ServerConfig): Promise<void> {
  const clustered = cluster.isWorker;
  const first = !clustered || process.env[FIRST_WORKER_ENV] === '1';
  const database: DatabaseOptions = config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : // In a cluster the primary checkpoints the WAL, so no commit here waits for its fsync.
      { sqliteFile: sqliteFileIn(config.dataDir), checkpointedElsewhere: clustered };
  const db = await openDatabase(database);
  const assetsDir = join(config.dataDir, 'assets');
  // Before the app is built: its caches then start from the seeded rows.
  const seeded = first
    ? await seedOnStart(db, {
        database: { ...database, checkpointedElsewhere: false },
        assetsDir,
        options: {
          adminEmail: config.adminEmail,
          adminPassword: config.adminPassword,
          // As the addresses below are printed: plain HTTP unless a proxy in front says otherwise.
          address: { protocol: 'http', appDomain: config.appDomain },
        },
      })
    : null;
  const mailer = createMailer(config.smtpUrl);
  const changes: ChangeBus = config.databaseUrl
    ? // Every process hears the others' changes (LISTEN/NOTIFY), on this machine and any other.
      await postgresChangeBus(config.databaseUrl, {
        warn: (object, message) => app.log.warn(object, message),
      })
    : clustered
      ? clusterChangeBus()
      : localChangeBus();
  // Sites made before the search index existed, or indexed by an older version, are indexed now.
  if (first) await ensureSearchIndex(db);
  const { app } = await buildApp({
    db,
    appDomain: config.appDomain,
    assetsDir,
    logger: { level: config.logLevel, stream: logStream() },
    logRequests: config.logRequests,
    slowRequestMs: config.slowRequestMs,
    trustProxy: config.trustProxy,
    // One process runs the jobs: the worker claims them safely, but one is enough for SQLite's writer.
    worker:
      first && config.worker === 'inline'
        ? { mailer, mailFrom: config.mailFrom, censusHitRetentionDays: config.censusHitRetentionDays }
        : undefined,
    webhooksToPrivateAddresses: config.webhooksToPrivateAddresses,
    editorAnalytics: config.editorAnalytics,
    pageCacheBytes: config.pageCacheBytes,
    checkAnswers: config.checkAnswers,
    changes,
    // A cluster's census hits are written by the primary, in batches of every worker's hits.
    ...(clustered ? { census: new ForwardedHits(process, CENSUS_BUFFER.capacity) } : {}),
  });
  await app.listen({ port: config.port, host: config.host });
  startIdleCollection(globalThis.gc);

  if (seeded) {
    const lines = bannerLines(config, seeded);
    if (clustered) process.send?.({ type: BANNER_MESSAGE, lines });
    else process.stdout.write(`${lines.join('\n')}\n`);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      app.log.info({ signal }, 'stopping');
      await app.close();
      mailer.close();
      await changes.close();
      await db.destroy();
      process.exit(0);
    });
  }
}

function bannerLines(config: ServerConfig, seeded: BootstrapResult): string[] {
  const home = `http://${config.appDomain}`;
  const demo = `http://${DEMO_IDENTIFIER}.${config.appDomain}`;
  return [
    '',
    'Tessera is running.',
    `  Platform home: ${home}/`,
    `  Demo site:     ${demo}/`,
    `  Editor:        ${demo}/config/`,
    `  Owner sign-in: ${seeded.adminEmail}`,
    seeded.generatedPassword
      ? `  Password:      ${seeded.generatedPassword}   (generated now and shown only once; set TESSERA_ADMIN_PASSWORD to choose one)`
      : seeded.createdAdmin
        ? '  Password:      the value of TESSERA_ADMIN_PASSWORD'
        : '  Password:      as set on first start',
    `  Database:      ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : sqliteFileIn(config.dataDir)}`,
    `  Processes:     ${config.workers} serving on port ${config.port} (WORKERS)`,
    `  Jobs:          ${config.worker === 'inline' ? 'run in the first serving process' : 'left to npm run worker (WORKER=off)'}`,
    `  Mail:          ${config.smtpUrl ? 'sent over SMTP (SMTP_URL)' : 'kept in the outbox table only (no SMTP_URL)'}`,
    '',
  ];
}
