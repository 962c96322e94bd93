// `npm start`: open the database, seed on first start, serve, and say where everything is.
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { localChangeBus, postgresChangeBus } from './changes/bus.ts';
import { configFromEnv } from './config.ts';
import { openDatabase, sqliteFileIn } from './db/database.ts';
import { logStream } from './http/log-stream.ts';
import { createMailer } from './mail/transport.ts';
import { ensureSearchIndex } from './search/service.ts';
import { bootstrap, DEMO_IDENTIFIER } from './seed/bootstrap.ts';

const config = configFromEnv();
const db = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: sqliteFileIn(config.dataDir) },
);
const mailer = createMailer(config.smtpUrl);
// With PostgreSQL several processes may serve: each hears the others' changes (LISTEN/NOTIFY).
// It logs through the app's logger, made just below (a lost listening connection is worth a warning).
const changes = config.databaseUrl
  ? await postgresChangeBus(config.databaseUrl, { warn: (object, message) => app.log.warn(object, message) })
  : localChangeBus();
// Sites made before the search index existed, or indexed by an older version, are indexed now.
await ensureSearchIndex(db);
const { app, ctx } = await buildApp({
  db,
  appDomain: config.appDomain,
  assetsDir: join(config.dataDir, 'assets'),
  logger: { level: config.logLevel, stream: logStream() },
  trustProxy: config.trustProxy,
  worker: config.worker === 'inline' ? { mailer, mailFrom: config.mailFrom } : undefined,
  pageCacheBytes: config.pageCacheBytes,
  changes,
});
const seeded = await bootstrap(db, ctx.assets, {
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  // As the addresses below are printed: plain HTTP unless a proxy in front says otherwise.
  address: { protocol: 'http', appDomain: config.appDomain },
});
await app.listen({ port: config.port, host: config.host });

const home = `http://${config.appDomain}`;
const demo = `http://${DEMO_IDENTIFIER}.${config.appDomain}`;
const lines = [
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
  `  Jobs:          ${config.worker === 'inline' ? 'run in this process' : 'left to npm run worker (WORKER=off)'}`,
  `  Mail:          ${config.smtpUrl ? 'sent over SMTP (SMTP_URL)' : 'kept in the outbox table only (no SMTP_URL)'}`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    mailer.close();
    await changes.close();
    await db.destroy();
    process.exit(0);
  });
}
