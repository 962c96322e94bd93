// `npm start`: open the database, seed on first start, serve, and say where everything is.
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { openDatabase, sqliteFileIn } from './db/database.ts';
import { logStream } from './http/log-stream.ts';
import { bootstrap, DEMO_IDENTIFIER } from './seed/bootstrap.ts';

const config = configFromEnv();
const db = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: sqliteFileIn(config.dataDir) },
);
const { app, ctx } = await buildApp({
  db,
  appDomain: config.appDomain,
  assetsDir: join(config.dataDir, 'assets'),
  logger: { level: config.logLevel, stream: logStream() },
  pageCacheBytes: config.pageCacheBytes,
});
const seeded = await bootstrap(db, ctx.assets, {
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
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
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
