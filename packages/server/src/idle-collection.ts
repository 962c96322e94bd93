// V8 gives back the heap a burst of requests grew through its memory reducer, which starts after a
// full collection only when the old generation has grown by about a tenth and 10 MB since it last
// ran. In `BENCH_ONLY=serving` runs it did not start after the last burst in 4 of 9 processes, which
// kept all they held (130–169 MB against 97–103 idle) for as long as they stayed idle: an idle process
// allocates nothing, so nothing is collected, not even the Buffers whose memory glibc would give
// back (buffer-slabs.ts). So a process that turns idle after a burst, holding well over what was
// alive after its last collection, collects once (journal, "After the load: one collection when
// the burst is over").
// `gc` is there only when node runs with --expose-gc, as npm start does (serve.ts passes it here).
import { performance } from 'node:perf_hooks';

/** How often a process looks at its load and memory. */
export const CHECK_EVERY_MS = 5000;
/** The share of the last check's time the event loop was busy under which the process is idle. */
export const IDLE_BELOW = 0.05;
/**
 * Growth of the V8 heap and external memory over what was alive after the last collection worth
 * collecting for. Processes left idle after the bench's load held 50 MB against 39 after a
 * collection, and 130 MB resident against 119 for two that collected.
 */
export const GROWTH_BYTES = 8 * 1024 * 1024;

/**
 * Whether to collect now: the process was busy since it last collected (once a burst, never again
 * and again while idle), is idle now, and V8 holds more than the margin over what was alive after its
 * last collection. Alive, not held: right after a collection V8 has not yet given back the pages it
 * freed, and a level read then stood so high that the next burst's growth never passed it.
 */
export function shouldCollect(
  utilization: number,
  busySinceLast: boolean,
  heldBytes: number,
  aliveAfterLastBytes: number,
): boolean {
  return busySinceLast && utilization < IDLE_BELOW && heldBytes - aliveAfterLastBytes > GROWTH_BYTES;
}

/** What V8 holds (its heap and the memory of the objects it keeps outside it, Buffers) and of it, alive. */
function v8Bytes(): { held: number; alive: number } {
  const { heapTotal, heapUsed, external } = process.memoryUsage();
  return { held: heapTotal + external, alive: heapUsed + external };
}

/** A reader of the share of the time since it was last read that the event loop was busy. */
export function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

export interface IdleCollectionOptions {
  everyMs?: number;
  bytes?: () => { held: number; alive: number };
  /** The loop's busy share since the last check (tests script it: a loaded machine's is not theirs to set) */
  utilization?: () => number;
}

/** Starts looking; returns how to stop, or undefined when node gives no `gc`. */
export function startIdleCollection(
  gc: (() => void) | undefined,
  {
    everyMs = CHECK_EVERY_MS,
    bytes = v8Bytes,
    utilization: busyShare = loopUtilization(),
  }: IdleCollectionOptions = {},
): (() => void) | undefined {
  if (typeof gc !== 'function') return undefined;
  let aliveAfterLast = bytes().alive;
  let busySinceLast = false;
  const timer = setInterval(() => {
    const utilization = busyShare();
    if (utilization >= IDLE_BELOW) busySinceLast = true;
    if (!shouldCollect(utilization, busySinceLast, bytes().held, aliveAfterLast)) return;
    gc();
    aliveAfterLast = bytes().alive;
    busySinceLast = false;
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
