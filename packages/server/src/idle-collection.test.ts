import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROWTH_BYTES, IDLE_BELOW, shouldCollect, startIdleCollection } from './idle-collection.ts';

const MB = 1024 * 1024;
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('collecting once a burst is over', () => {
  it('collects when idle and grown past the margin, not when busy or barely grown', () => {
    expect(shouldCollect(0.01, 100 * MB + GROWTH_BYTES + 1, 100 * MB)).toBe(true);
    expect(shouldCollect(IDLE_BELOW, 200 * MB, 100 * MB)).toBe(false);
    expect(shouldCollect(0.9, 200 * MB, 100 * MB)).toBe(false);
    expect(shouldCollect(0, 100 * MB + GROWTH_BYTES, 100 * MB)).toBe(false);
  });

  it('collects once after growth, then measures from what the collection left', async () => {
    let held = 50 * MB;
    let collections = 0;
    const gc = () => {
      collections++;
      held = 60 * MB;
    };
    const stop = startIdleCollection(gc, { everyMs: 20, held: () => held });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(collections).toBe(0);
      held = 50 * MB + GROWTH_BYTES + MB;
      await until(() => collections === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(collections).toBe(1);
      held = 60 * MB + GROWTH_BYTES + MB;
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
