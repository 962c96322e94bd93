// Production logs errors and slow requests, not every request (a line per request costs about a
// third of a cached page's rate); LOG_LEVEL=debug brings every request back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/engines.ts';
import { type AppOptions, buildApp } from '../app.ts';

async function logLinesOf(options: Pick<AppOptions, 'logRequests' | 'slowRequestMs'>, level: string) {
  const database = await createTestDatabase('sqlite');
  const assetsDir = mkdtempSync(join(tmpdir(), 'tessera-log-'));
  const lines: { msg: string; level: number }[] = [];
  const { app } = await buildApp({
    db: database.db,
    appDomain: 'tessera.test',
    assetsDir,
    builds: { site: null, editor: null },
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    ...options,
  });
  await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'tessera.test' } });
  await app.close();
  await database.drop();
  rmSync(assetsDir, { recursive: true, force: true });
  return lines.map((line) => line.msg);
}

describe('request logging', () => {
  it('is off by default: a quick request leaves no line', async () => {
    const lines = await logLinesOf({ logRequests: false, slowRequestMs: 500 }, 'info');
    expect(lines).not.toContain('incoming request');
    expect(lines).not.toContain('request completed');
    expect(lines).not.toContain('slow request');
  });

  it('logs a request slower than the threshold as a warning', async () => {
    const lines = await logLinesOf({ logRequests: false, slowRequestMs: -1 }, 'info');
    expect(lines).toContain('slow request');
  });

  it('logs every request when asked (LOG_LEVEL=debug)', async () => {
    const lines = await logLinesOf({ logRequests: true, slowRequestMs: 500 }, 'debug');
    expect(lines).toContain('incoming request');
    expect(lines).toContain('request completed');
  });
});
