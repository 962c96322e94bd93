import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GROWTH_BYTES,
  IDLE_BELOW,
  loopUtilization,
  shouldCollect,
  startIdleCollection,
} from './idle-collection.ts';

const MB = 1024 * 1024;
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('collecting once a burst is over', () => {
  it('collects when idle after a burst and grown past the margin, not when busy, barely grown or not busy since', () => {
    expect(shouldCollect(0.01, true, 100 * MB + GROWTH_BYTES + 1, 100 * MB)).toBe(true);
    expect(shouldCollect(0.01, false, 200 * MB, 100 * MB)).toBe(false);
    expect(shouldCollect(IDLE_BELOW, true, 200 * MB, 100 * MB)).toBe(false);
    expect(shouldCollect(0.9, true, 200 * MB, 100 * MB)).toBe(false);
    expect(shouldCollect(0, true, 100 * MB + GROWTH_BYTES, 100 * MB)).toBe(false);
  });

  it('collects once a burst, measuring from what was alive after the last collection', async () => {
    // V8 after a collection: 40 MB alive, 60 MB still held until it gives the freed pages back.
    let bytes = { held: 45 * MB, alive: 40 * MB };
    let collections = 0;
    const gc = () => {
      collections++;
      bytes = { held: 60 * MB, alive: 40 * MB };
    };
    // The loop's load is scripted, check by check: on a loaded machine a test's own loop is never idle.
    let load = 0;
    let checks = 0;
    const checksFrom = (count: number) => {
      const target = checks + count;
      return until(() => checks >= target);
    };
    const stop = startIdleCollection(gc, {
      everyMs: 10,
      bytes: () => bytes,
      utilization: () => {
        checks++;
        return load;
      },
    });
    try {
      bytes = { held: 40 * MB + GROWTH_BYTES + MB, alive: 45 * MB };
      await checksFrom(5);
      expect(collections, 'grown, but never busy').toBe(0);
      load = 0.9;
      await checksFrom(1);
      load = 0;
      await until(() => collections === 1);
      await checksFrom(5);
      expect(collections, 'still 60 MB held, but no burst since').toBe(1);
      bytes = { held: 40 * MB + GROWTH_BYTES + MB, alive: 45 * MB };
      load = 0.9;
      await checksFrom(1);
      load = 0;
      await until(() => collections === 2);
    } finally {
      stop?.();
    }
  });

  it('reads the loop as busy over a stretch it spent running', () => {
    const busyShare = loopUtilization();
    busyShare();
    const end = performance.now() + 50;
    while (performance.now() < end); // the loop runs this whole stretch: no wait on the event loop
    expect(busyShare()).toBeGreaterThan(0.5);
  });

  it('does nothing where node gives no gc', () => {
    expect(startIdleCollection(undefined)).toBeUndefined();
  });

  it('has gc under npm start', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(scripts.start).toMatch(/ node [^&]*--expose-gc /);
  });
});
