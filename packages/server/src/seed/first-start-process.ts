// The first start's seeding process (first-start.ts): it is sent where the data is and what to seed,
// seeds, answers with bootstrap's result and exits, taking the memory the work left with it.
import { AssetStore } from '../assets/store.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { bootstrap } from './bootstrap.ts';
import type { FirstStartAnswer, FirstStartRequest } from './first-start.ts';

process.once('message', async (message) => {
  const request = message as FirstStartRequest;
  let answer: FirstStartAnswer;
  let db: Db | undefined;
  try {
    db = await openDatabase(request.database);
    answer = { result: await bootstrap(db, new AssetStore(db, request.assetsDir), request.options) };
  } catch (error) {
    answer = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  } finally {
    await db?.destroy();
  }
  process.send?.(answer, () => process.exit(0));
});
// The serving process is gone (stopped, or restarted by a watcher): seeding on would race the next
// start's seeding.
process.once('disconnect', () => process.exit(1));
