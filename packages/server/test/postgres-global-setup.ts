// Starts a throwaway PostgreSQL 15 cluster for the server's tests and removes it afterwards, so every
// data-layer and API test runs on SQLite and on PostgreSQL.
// Then seeds the demo once for the whole run (demo-seed.ts) and builds the server that tests of
// server processes start (built-server.ts).
import type { TestProject } from 'vitest/node';
import { buildServerForTests } from './built-server.ts';
import { makeDemoSeed } from './demo-seed.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildServerForTests();
  const cluster = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: () => {} }
    : await startThrowawayPostgres({ durable: false });
  project.provide('postgresUrl', cluster.url);
  const demo = await makeDemoSeed(cluster.url);
  project.provide('demoSeed', demo.seed);
  return async () => {
    await demo.remove();
    cluster.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
