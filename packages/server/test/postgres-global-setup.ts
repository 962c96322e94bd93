// Starts a throwaway PostgreSQL 15 cluster for the server's tests and removes it afterwards, so every
// data-layer and API test runs on SQLite and on PostgreSQL.
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return () => {};
  }
  const cluster = await startThrowawayPostgres({ durable: false });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
