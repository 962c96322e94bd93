// `npm run worker`: background jobs in a process of their own, configured from the environment like
// the server (run the server with WORKER=off then). Stops taking jobs on SIGINT/SIGTERM and lets the
// running ones finish.
import pino from 'pino';
import { configFromEnv } from './config.ts';
import { publishSiteChange } from './content/publish.ts';
import { openDatabase, sqliteFileIn } from './db/database.ts';
import { Worker } from './jobs/worker.ts';
import { createMailer } from './mail/transport.ts';
import { HostCache } from './websites/hosts.ts';

const config = configFromEnv();
const log = pino({ level: config.logLevel });
const db = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: sqliteFileIn(config.dataDir) },
);
const mailer = createMailer(config.smtpUrl);
// This process serves no pages: the change hook's version bump is what reaches the servers (their
// cached pages miss); its host cache is its own and harmless.
const hosts = new HostCache(db, config.appDomain);
const worker = new Worker({
  deps: {
    db,
    now: () => Date.now(),
    log,
    siteChanged: (websiteId) => publishSiteChange({ db, hosts }, websiteId),
    mailer,
    mailFrom: config.mailFrom,
  },
});
worker.start();
log.info(
  {
    owner: worker.owner,
    database: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : sqliteFileIn(config.dataDir),
    mail: config.smtpUrl ? 'SMTP (SMTP_URL)' : 'outbox table only',
  },
  'Tessera worker is running',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await worker.stop();
    mailer.close();
    await db.destroy();
    process.exit(0);
  });
}
