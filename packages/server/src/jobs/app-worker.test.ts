// The worker inside the server: the app starts it when asked (WORKER=inline, the default) and stops
// it when it closes; an app built without it runs no jobs. And the environment that configures it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/engines.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import type { Db } from '../db/database.ts';
import { findOutboxMail } from '../mail/repository.ts';
import { queueMail } from '../mail/service.ts';
import { outboxOnly } from '../mail/transport.ts';
import { sleep } from './test-support/support.ts';

const message = { kind: 'test', to: 'x@example.com', subject: 'x', html: '<p>x</p>', text: 'x' };

async function statusAfter(db: Db, id: string, ms: number) {
  const until = Date.now() + ms;
  let mail = await findOutboxMail(db, id);
  while (mail?.status === 'queued' && Date.now() < until) {
    await sleep(25);
    mail = await findOutboxMail(db, id);
  }
  return mail?.status;
}

describe('the worker in the server', () => {
  it('runs jobs while the app runs when asked to, and none after it closes', async () => {
    const database = await createTestDatabase('sqlite');
    const assetsDir = mkdtempSync(join(tmpdir(), 'tessera-assets-'));
    try {
      const { app } = await buildApp({
        db: database.db,
        appDomain: 'tessera.test',
        assetsDir,
        builds: { site: null, editor: null },
        worker: { mailer: outboxOnly, mailFrom: 'Tessera <no-reply@tessera.test>' },
      });
      await app.ready();
      const first = await queueMail(database.db, message);
      expect(await statusAfter(database.db, first.id, 10_000)).toBe('recorded');
      await app.close();
      const second = await queueMail(database.db, message);
      expect(await statusAfter(database.db, second.id, 1500)).toBe('queued');
    } finally {
      await database.drop();
      rmSync(assetsDir, { recursive: true, force: true });
    }
  });

  it('runs none in an app built without it', async () => {
    const database = await createTestDatabase('sqlite');
    const assetsDir = mkdtempSync(join(tmpdir(), 'tessera-assets-'));
    try {
      const { app } = await buildApp({
        db: database.db,
        appDomain: 'tessera.test',
        assetsDir,
        builds: { site: null, editor: null },
      });
      await app.ready();
      const { id } = await queueMail(database.db, message);
      expect(await statusAfter(database.db, id, 1500)).toBe('queued');
      await app.close();
    } finally {
      await database.drop();
      rmSync(assetsDir, { recursive: true, force: true });
    }
  });
});

describe('jobs and mail configuration', () => {
  it('runs the worker in the server and keeps mail in the outbox by default', () => {
    const config = configFromEnv({ APP_DOMAIN: 'example.org:8080' });
    expect(config).toMatchObject({
      worker: 'inline',
      smtpUrl: undefined,
      mailFrom: 'Tessera <no-reply@example.org>',
    });
  });

  it('reads SMTP_URL, MAIL_FROM and WORKER, and refuses what it cannot use', () => {
    expect(
      configFromEnv({
        SMTP_URL: 'smtps://user:p%40ss@mail.example.org:465',
        MAIL_FROM: 'Studio <hello@example.org>',
        WORKER: 'off',
        DATABASE_URL: 'postgres://tessera@db.example.org/tessera',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:p%40ss@mail.example.org:465',
      mailFrom: 'Studio <hello@example.org>',
      worker: 'off',
    });
    expect(() => configFromEnv({ SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL must look like/);
    expect(() => configFromEnv({ SMTP_URL: 'https://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => configFromEnv({ WORKER: 'yes' })).toThrow(/WORKER must be inline or off/);
    // On SQLite the server is the one process: a worker elsewhere could not tell it what changed.
    expect(() => configFromEnv({ WORKER: 'off' })).toThrow(/WORKER=off needs DATABASE_URL/);
  });
});
