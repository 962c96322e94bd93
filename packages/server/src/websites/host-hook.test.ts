// The onRequest hook that finds each request's site answers at once from the host cache and asks the
// database only for a host it does not remember. Its callback form must hand a failed lookup on to
// Fastify's error handler: a lookup that failed and never called back would leave the request waiting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../test/engines.ts';
import { buildApp } from '../app.ts';

it('serves a remembered host without the database, and answers 500 for one it cannot look up', async () => {
  const database = await createTestDatabase('sqlite');
  const assetsDir = mkdtempSync(join(tmpdir(), 'tessera-host-hook-'));
  const { app } = await buildApp({
    db: database.db,
    appDomain: 'tessera.test',
    assetsDir,
    builds: { site: null, editor: null },
  });
  // The favicon answers on any host, a site's or not, without the database.
  const favicon = (host: string) => app.inject({ method: 'GET', url: '/favicon.ico', headers: { host } });
  try {
    expect((await favicon('known.example')).statusCode).toBe(204);
    await database.db.destroy();
    expect((await favicon('known.example')).statusCode).toBe(204);
    const failed = await favicon('new.example');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'Internal server error. Please try again later.' });
  } finally {
    await app.close();
    await database.drop().catch(() => {});
    rmSync(assetsDir, { recursive: true, force: true });
  }
});
