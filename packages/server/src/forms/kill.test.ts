// A server process killed with SIGKILL while visitors are sending a form: every submission it had
// answered 200 is in the database when it starts again (the answer waits for the commit), on both
// engines. Submissions still in flight at the kill may or may not be there; none is there twice.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import { call, startServer } from '../../test/processes.ts';
import { openDatabase, sqliteFileIn } from '../db/database.ts';
import { DEMO_CONTACT_FORM_ID } from '../seed/demo-forms.ts';

/** In flight at once, as many visitors sending at the same moment. */
const SENDERS = 6;
/** Acknowledged submissions before the kill; under the per-form limit of a minute. */
const BEFORE_KILL = 40;

describe.each(ENGINES)('a server killed with SIGKILL during submissions on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-forms-kill-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every submission it acknowledged', async () => {
    const database = engine === 'postgres' ? await createTestDatabase('postgres') : null;
    if (database) cleanups.push(database.drop);
    const env = {
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      TESSERA_ADMIN_PASSWORD: 'killed mid-submission',
      WORKER: 'inline',
      WORKERS: '1',
      // Each sender is its own address (X-Forwarded-For), as visitors are: the limit is per address.
      TRUST_PROXY: 'true',
    };
    const server: { child: ChildProcess; port: number } = await startServer(env);
    cleanups.push(() => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const sender = async () => {
      while (!killed) {
        const n = sent++;
        const headers = { 'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${n % 250}` };
        try {
          const key = await call(server.port, 'POST', '/api/form/FormSubmissionKey', { headers });
          const saved = await call(server.port, 'POST', '/api/form/SaveFormSubmission', {
            headers,
            body: {
              key: JSON.parse(key.body).key,
              formId: DEMO_CONTACT_FORM_ID,
              collectionId: null,
              objectName: 'contact',
              isOverlayForm: false,
              form: JSON.stringify({ name: `Sender ${n}`, email: `s${n}@example.com`, message: `n${n}` }),
            },
          });
          if (saved.status !== 200) throw new Error(`answered ${saved.status}: ${saved.body}`);
          acknowledged.push(JSON.parse(saved.body).submissionId as string);
          if (acknowledged.length >= BEFORE_KILL && !killed) {
            killed = true;
            // No chance to finish anything: the requests still in flight die with it.
            server.child.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const exited = once(server.child, 'exit');
    await Promise.all(Array.from({ length: SENDERS }, sender));
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_KILL);

    // It starts again on the same database (SQLite recovers its journal) and serves the form.
    const again = await startServer(env);
    cleanups.push(() => {
      again.child.kill('SIGKILL');
    });
    expect((await call(again.port, 'GET', '/contact')).body).toContain(DEMO_CONTACT_FORM_ID);

    const db = await openDatabase(
      database?.url ? { databaseUrl: database.url } : { sqliteFile: sqliteFileIn(dataDir) },
    );
    try {
      const stored = await db
        .selectFrom('form_submissions')
        .select(['id', 'form_values'])
        .where('form_id', '=', DEMO_CONTACT_FORM_ID)
        .execute();
      const ids = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      // Each sender's message at most once (the 3 the demo came with have no "n<number>").
      const messages = stored.map((row) => JSON.parse(row.form_values).message as string);
      const sentMessages = messages.filter((m) => /^n\d+$/.test(m));
      expect(new Set(sentMessages).size).toBe(sentMessages.length);
      expect(sentMessages.length).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
