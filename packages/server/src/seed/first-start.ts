// The first start's seeding (bootstrap.ts) runs in a short-lived process of its own. Hashing the
// owner's password (scrypt: 16 MB on one of libuv's threads) and rendering the six demo photos
// (libvips decoding 2400×1600 images) leave their native memory in glibc's per-thread arenas, which
// a process keeps for its whole life: the serving process that seeded idled at 200–237 MB, one that
// did not at about 100 MB. A process that exits gives all of it back. Later starts find the owner
// and the demo and do what is left (the owner's role on the demo) in process: a few queries.
import { AssetStore } from '../assets/store.ts';
import type { DatabaseOptions, Db } from '../db/database.ts';
import { findAccountByEmail } from '../identity/accounts.ts';
import { forkEntry } from '../shared/entries.ts';
import { findWebsiteByIdentifier } from '../websites/index.ts';
import {
  type BootstrapOptions,
  type BootstrapResult,
  bootstrap,
  DEMO_IDENTIFIER,
  ownerEmailOf,
} from './bootstrap.ts';

/** What the seeding process is sent: where the data is, and bootstrap's options. */
export interface FirstStartRequest {
  database: DatabaseOptions;
  assetsDir: string;
  options: BootstrapOptions;
}

export type FirstStartAnswer = { result: BootstrapResult } | { error: string };

/** Seeds what the database lacks: in a process of its own when there is anything to make. */
export async function seedOnStart(db: Db, request: FirstStartRequest): Promise<BootstrapResult> {
  const ownerMissing = !(await findAccountByEmail(db, ownerEmailOf(request.options)));
  const demoMissing = !(await findWebsiteByIdentifier(db, DEMO_IDENTIFIER));
  if (ownerMissing || demoMissing) return seedInOwnProcess(request);
  return bootstrap(db, new AssetStore(db, request.assetsDir), request.options);
}

function seedInOwnProcess(request: FirstStartRequest): Promise<BootstrapResult> {
  return new Promise((resolve, reject) => {
    const child = forkEntry(import.meta.url, 'first-start-process');
    let answer: FirstStartAnswer | undefined;
    child.once('message', (message) => {
      answer = message as FirstStartAnswer;
    });
    child.once('error', reject);
    // 'close', not 'exit': the process may have exited before its last message was read.
    child.once('close', (code, signal) => {
      if (answer && 'result' in answer) resolve(answer.result);
      else
        reject(
          new Error(
            `Seeding the demo failed${answer ? `: ${answer.error}` : ` (${signal ?? `exit code ${code}`})`}`,
          ),
        );
    });
    child.send(request);
  });
}
