// The server's configuration, from the environment (README: "Configuration").
import { resolve } from 'node:path';
import { DEFAULT_PAGE_CACHE_BYTES } from './render/cache.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appDomain: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  pageCacheBytes: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const pageCacheMb = Number(env.TESSERA_PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_BYTES / 1024 / 1024);
  if (!Number.isFinite(pageCacheMb) || pageCacheMb < 0)
    throw new Error(
      `TESSERA_PAGE_CACHE_MB must be a number of megabytes, not "${env.TESSERA_PAGE_CACHE_MB}"`,
    );
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appDomain: (env.APP_DOMAIN || `localhost:${port}`).toLowerCase(),
    adminEmail: env.TESSERA_ADMIN_EMAIL || undefined,
    adminPassword: env.TESSERA_ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    pageCacheBytes: Math.round(pageCacheMb * 1024 * 1024),
  };
}
