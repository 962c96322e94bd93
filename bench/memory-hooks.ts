// Preloaded into the server by bench/memory-probe.ts (`node --import`), never by `npm start`.
// Signals rather than a route, so the server under test is the product unchanged:
//  - SIGUSR2 appends one JSON line of memory figures to $MEMORY_REPORT_FILE (no collection forced,
//    so it does not disturb what it measures);
//  - SIGWINCH collects garbage, appends the same figures tagged `afterGc`, then writes a heap
//    snapshot into $MEMORY_SNAPSHOT_DIR when that is set.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

const reportFile = process.env.MEMORY_REPORT_FILE;
const snapshotDir = process.env.MEMORY_SNAPSHOT_DIR;

function report(afterGc: boolean): void {
  if (!reportFile) return;
  const heap = v8.getHeapStatistics();
  // Per space, kilobytes used and kilobytes committed.
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((s) => [s.space_name, [Math.round(s.space_used_size / 1024), Math.round(s.space_size / 1024)]]),
  );
  appendFileSync(
    reportFile,
    `${JSON.stringify({
      at: Date.now(),
      afterGc,
      ...process.memoryUsage(),
      totalHeapSize: heap.total_heap_size,
      mallocedMemory: heap.malloced_memory,
      peakMallocedMemory: heap.peak_malloced_memory,
      spacesKb: spaces,
    })}\n`,
  );
}

process.on('SIGUSR2', () => report(false));
process.on('SIGWINCH', () => {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  report(true);
  if (snapshotDir) v8.writeHeapSnapshot(join(snapshotDir, `${Date.now()}.heapsnapshot`));
  if (reportFile) appendFileSync(reportFile, `${JSON.stringify({ at: Date.now(), done: true })}\n`);
});
