// The server's configuration, from the environment (README: "Configuration").
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_CENSUS_HIT_RETENTION_DAYS } from './census/retention.ts';
import { defaultMailFrom, isSmtpUrl } from './mail/transport.ts';
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
  /** Fastify's trustProxy: false, true, a number of proxies in front, or their addresses */
  trustProxy: boolean | number | string[];
  /** SMTP_URL: where mail is sent; without it mail is only recorded in the outbox table */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of the platform's mail */
  mailFrom: string;
  /** WORKER: 'inline' runs background jobs in the server; 'off' leaves them to `npm run worker` */
  worker: 'inline' | 'off';
  pageCacheBytes: number;
  /** WORKERS: server processes sharing the port (node:cluster); one serves alone, without a primary */
  workers: number;
  /** Every request logged (LOG_LEVEL debug or trace); otherwise only errors, slow requests, start and stop */
  logRequests: boolean;
  /** SLOW_REQUEST_MS: a request taking longer is logged as a warning */
  slowRequestMs: number;
  /** WEBHOOKS_TO_PRIVATE_ADDRESSES=true: forms' webhooks may post to private and loopback addresses */
  webhooksToPrivateAddresses: boolean;
  /** CENSUS_HIT_RETENTION_DAYS: raw census hits are trimmed after this many days (their daily roll-up stays) */
  censusHitRetentionDays: number;
  /**
   * TESSERA_EDITOR_ANALYTICS=on: what owners do in the config area is recorded in the platform's own
   * census (census/editor-events). Off by default: a self-hoster opts in.
   */
  editorAnalytics: boolean;
  /**
   * Unless NODE_ENV is production: every JSON answer is checked against its route's schema, and one
   * that does not match is a 500 (so development and tests see the drift; production spends no CPU on it)
   */
  checkAnswers: boolean;
}

/** A request slower than this is worth a line in the log even when requests are not logged. */
export const DEFAULT_SLOW_REQUEST_MS = 500;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const appDomain = (env.APP_DOMAIN || `localhost:${port}`).toLowerCase();
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !isSmtpUrl(smtpUrl))
    throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  const worker = env.WORKER || 'inline';
  if (worker !== 'inline' && worker !== 'off')
    throw new Error(`WORKER must be inline or off, not "${env.WORKER}"`);
  if (worker === 'off' && !env.DATABASE_URL)
    throw new Error(
      'WORKER=off needs DATABASE_URL (PostgreSQL): on SQLite the server is the one process, and runs the jobs itself',
    );
  const pageCacheMb = Number(env.TESSERA_PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_BYTES / 1024 / 1024);
  if (!Number.isFinite(pageCacheMb) || pageCacheMb < 0)
    throw new Error(
      `TESSERA_PAGE_CACHE_MB must be a number of megabytes, not "${env.TESSERA_PAGE_CACHE_MB}"`,
    );
  const workers = Number(env.WORKERS || availableParallelism());
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`WORKERS must be a number of processes (1 or more), not "${env.WORKERS}"`);
  const slowRequestMs = Number(env.SLOW_REQUEST_MS || DEFAULT_SLOW_REQUEST_MS);
  if (!Number.isFinite(slowRequestMs) || slowRequestMs < 0)
    throw new Error(`SLOW_REQUEST_MS must be a number of milliseconds, not "${env.SLOW_REQUEST_MS}"`);
  const censusHitRetentionDays = Number(env.CENSUS_HIT_RETENTION_DAYS || DEFAULT_CENSUS_HIT_RETENTION_DAYS);
  if (!Number.isInteger(censusHitRetentionDays) || censusHitRetentionDays < 1)
    throw new Error(
      `CENSUS_HIT_RETENTION_DAYS must be a whole number of days (1 or more), not "${env.CENSUS_HIT_RETENTION_DAYS}"`,
    );
  const editorAnalytics = env.TESSERA_EDITOR_ANALYTICS || 'off';
  if (editorAnalytics !== 'on' && editorAnalytics !== 'off')
    throw new Error(`TESSERA_EDITOR_ANALYTICS must be on or off, not "${editorAnalytics}"`);
  const logLevel = env.LOG_LEVEL || 'info';
  const privateWebhooks = env.WEBHOOKS_TO_PRIVATE_ADDRESSES || 'false';
  if (privateWebhooks !== 'true' && privateWebhooks !== 'false')
    throw new Error(`WEBHOOKS_TO_PRIVATE_ADDRESSES must be true or false, not "${privateWebhooks}"`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appDomain,
    adminEmail: env.TESSERA_ADMIN_EMAIL || undefined,
    adminPassword: env.TESSERA_ADMIN_PASSWORD || undefined,
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl,
    mailFrom: env.MAIL_FROM || defaultMailFrom(appDomain),
    worker,
    pageCacheBytes: Math.round(pageCacheMb * 1024 * 1024),
    workers,
    logRequests: logLevel === 'debug' || logLevel === 'trace',
    slowRequestMs,
    webhooksToPrivateAddresses: privateWebhooks === 'true',
    censusHitRetentionDays,
    editorAnalytics: editorAnalytics === 'on',
    checkAnswers: env.NODE_ENV !== 'production',
  };
}

const ADDRESS_OR_RANGE = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: unset or false (the default: X-Forwarded-* are ignored), true (believe every proxy),
 * a number (the proxies in front of us), or a comma-separated list of proxy addresses or ranges.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((part) => part.trim());
  if (list.every((part) => ADDRESS_OR_RANGE.test(part))) return list;
  throw new Error(
    `TRUST_PROXY must be true, false, a number of proxies or a list of their addresses, not "${value}"`,
  );
}
