import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROWTH_BYTES, IDLE_BELOW, shouldCollect, startIdleCollection } from './idle-collection.ts';

const MB = 1024 * 1024;
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
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
    const burst = () => {
      const end = performance.now() + 150;
      while (performance.now() < end); // the event loop busy past a whole check (5 ms of 100 is busy)
    };
    const stop = startIdleCollection(gc, { everyMs: 100, bytes: () => bytes });
    try {
      bytes = { held: 40 * MB + GROWTH_BYTES + MB, alive: 45 * MB };
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(collections, 'grown, but never busy').toBe(0);
      burst();
      await until(() => collections === 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(collections, 'still 60 MB held, but no burst since').toBe(1);
      bytes = { held: 40 * MB + GROWTH_BYTES + MB, alive: 45 * MB };
      burst();
      await until(() => collections === 2);
    } finally {
      stop?.();
    }
  });

  it('does nothing where node gives no gc', () => {
    expect(startIdleCollection(undefined)).toBeUndefined();
  });

  it('has gc under npm start', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(scripts.start).toMatch(/ node [^&]*--expose-gc /);
  });
});
