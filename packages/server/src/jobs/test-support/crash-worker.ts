// Run by kill.test.ts as a process of its own (node --import tsx): a worker that takes one
// 'test.crash' job, says so on stdout, and keeps working on it until the test kills it (SIGKILL).
// Arguments: engine (sqlite | postgres), the SQLite file or PostgreSQL URL, the lease in ms.
import { z } from 'zod';
import { openDatabase } from '../../db/database.ts';
import { outboxOnly } from '../../mail/transport.ts';
import { defineJob, silentLogger } from '../definition.ts';
import { Worker } from '../worker.ts';

const [engine, target, leaseMs] = process.argv.slice(2);
if (!target || !leaseMs) throw new Error('usage: crash-worker.ts <sqlite|postgres> <file|url> <leaseMs>');
const db = await openDatabase(engine === 'sqlite' ? { sqliteFile: target } : { databaseUrl: target });

const crash = defineJob({
  name: 'test.crash',
  payload: z.object({ n: z.number() }),
  async run(_payload, ctx) {
    process.stdout.write(`started ${ctx.job.id}\n`);
    // Busy until killed: the timer keeps the process alive, the promise never settles.
    setInterval(() => {}, 1000);
    await new Promise(() => {});
  },
});

const worker = new Worker({
  deps: {
    db,
    now: () => Date.now(),
    log: silentLogger,
    siteChanged: async () => {},
    mailer: outboxOnly,
    mailFrom: 'Tessera <no-reply@tessera.test>',
    assetsDir: '/nonexistent',
  },
  jobs: [crash],
  periodic: [],
  leaseMs: Number(leaseMs),
  owner: 'doomed',
});
await worker.runOnce();
