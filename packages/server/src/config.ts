// The server's configuration, from the environment (README: "Configuration").
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appDomain: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appDomain: (env.APP_DOMAIN || `localhost:${port}`).toLowerCase(),
    adminEmail: env.TESSERA_ADMIN_EMAIL || undefined,
    adminPassword: env.TESSERA_ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
