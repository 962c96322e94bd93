// How a change to a site reaches every process serving it: the tags it touched (shared/cache-tags.ts
// Tags), so each process drops exactly those cached pages, and whether its host record changed. On
// SQLite there is one process and the bus is local; on PostgreSQL the change is also sent with
// NOTIFY and every other process LISTENing applies it (within milliseconds).
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { loadPg } from '../db/database.ts';

export interface SiteChange {
  /** The site that changed; null when which sites exist changed (a new site, a mapped domain) */
  websiteId: string | null;
  /** What it touched; `site` means the site's record and chrome, so every page of it */
  tags: readonly string[];
}

/** A change that stands for everything: a process that may have missed changes drops all it holds. */
export const EVERYTHING: SiteChange = { websiteId: null, tags: ['*'] };

export interface ChangeBus {
  /** Applies the change in this process, then tells the others. */
  publish(change: SiteChange): Promise<void>;
  /** Listeners hear every change: this process's own and the others'. */
  subscribe(listener: (change: SiteChange) => void): void;
  close(): Promise<void>;
}

/** One process: changes are applied where they are made. */
export function localChangeBus(): ChangeBus {
  const listeners: ((change: SiteChange) => void)[] = [];
  return {
    async publish(change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}

export const CHANGE_CHANNEL = 'tessera_changes';
const RECONNECT_MS = 1000;

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY: one connection of its own listens; a change is sent with pg_notify (the
 * payload names the process it came from, which ignores its own). If the listening connection drops,
 * notices sent meanwhile are lost, so on reconnecting every listener hears EVERYTHING.
 */
export async function postgresChangeBus(connectionString: string, log?: Logger): Promise<ChangeBus> {
  const { Client, Pool } = await loadPg();
  const origin = randomBytes(8).toString('hex');
  const listeners: ((change: SiteChange) => void)[] = [];
  const emit = (change: SiteChange) => {
    for (const listener of listeners) listener(change);
  };
  const sender = new Pool({ connectionString, max: 2 });
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new Client({ connectionString });
    client.on('notification', (message) => {
      const change = parse(message.payload, origin);
      if (change) emit(change);
    });
    client.on('error', (error) => {
      log?.warn({ err: error }, 'change bus connection lost; reconnecting');
      void client.end().catch(() => {});
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    listener = client;
  }

  async function reconnect(): Promise<void> {
    if (closed || listener) return;
    try {
      await listen();
      emit(EVERYTHING);
    } catch (error) {
      log?.warn({ err: error }, 'change bus could not reconnect; trying again');
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }

  await listen();
  return {
    async publish(change) {
      emit(change);
      await sender.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ origin, ...change })]);
    },
    subscribe(fn) {
      listeners.push(fn);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await sender.end();
    },
  };
}

function parse(payload: string | undefined, origin: string): SiteChange | null {
  try {
    const message = JSON.parse(payload ?? '') as { origin?: unknown; websiteId?: unknown; tags?: unknown };
    if (message.origin === origin) return null;
    const websiteId = typeof message.websiteId === 'string' ? message.websiteId : null;
    const tags = Array.isArray(message.tags)
      ? message.tags.filter((t): t is string => typeof t === 'string')
      : [];
    return { websiteId, tags };
  } catch {
    return null;
  }
}
