// A site of a test file's own on the suite's shared server: the demo template and all the demo's
// data seeded into a new identifier owned by the shared admin account (support/seed-site.ts, a
// test-only script that writes to the shared server's data folder; no route reaches it). For tests
// that change or count what a site stores and must not meet another file's changes, without the
// cost of a server of their own (a start, migrations, the demo's seeding and a sign-in over HTTP).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { e2eServer } from './server-env.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const SEED_SITE = join(ROOT, 'e2e/support/seed-site.ts');

export interface FreshSite {
  /** The site's address, e.g. http://t25-census-3f9a.localhost:41234 (the name `demoUrl` as the demo's) */
  demoUrl: string;
  identifier: string;
  websiteId: string;
  owner: { email: string; password: string };
  /** The shared server's data folder (the SQLite file is tessera.sqlite in it): query by websiteId */
  dataDir: string;
  port: number;
}

/** Makes a fresh demo-content site; `demoPopup` keeps the demo's popup on (24-overlays, 26-analytics). */
export async function makeFreshSite(
  name: string,
  { demoPopup = false }: { demoPopup?: boolean } = {},
): Promise<FreshSite> {
  const server = e2eServer();
  const stem = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 28)
    .replace(/-+$/, '');
  const identifier = `${stem}-${randomBytes(3).toString('hex')}`;
  const { stdout } = await promisify(execFile)(
    TSX,
    [SEED_SITE, server.dataDir, identifier, server.appDomain, demoPopup ? 'on' : 'off'],
    { cwd: ROOT, env: { ...process.env, TESSERA_ADMIN_EMAIL: server.owner.email } },
  );
  const made = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { websiteId: string };
  return {
    demoUrl: server.siteUrl(identifier),
    identifier,
    websiteId: made.websiteId,
    owner: server.owner,
    dataDir: server.dataDir,
    port: Number(server.appDomain.split(':')[1]),
  };
}

/**
 * For a test file: its own fresh site, made before its first test. Call at the top of the file; the
 * fields are read inside tests (they throw before the site is made).
 */
export function useFreshSite(options: { demoPopup?: boolean } = {}): FreshSite {
  let made: FreshSite | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern.
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(60_000);
    made = await makeFreshSite(`t${basename(testInfo.file).replace(/\.spec\.ts$/, '')}`, options);
  });
  const site = (): FreshSite => {
    if (!made) throw new Error('the test file’s site has not been made');
    return made;
  };
  return {
    get demoUrl() {
      return site().demoUrl;
    },
    get identifier() {
      return site().identifier;
    },
    get websiteId() {
      return site().websiteId;
    },
    get owner() {
      return site().owner;
    },
    get dataDir() {
      return site().dataDir;
    },
    get port() {
      return site().port;
    },
  };
}
