import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGGER_FLUSH_INTERVAL_MS, PAGE_TRACE_THROTTLE_SAMPLES } from './limits.ts';
import { admitTraceSample, PAGE_TRACE_THROTTLE_WINDOW_MS } from './trace-throttle.ts';

/** Offers a sample at each time; answers which were taken. */
function run(times: number[]): number[] {
  let kept: number[] = [];
  const taken: number[] = [];
  for (const time of times) {
    const next = admitTraceSample(kept, time);
    if (next) {
      kept = next;
      taken.push(time);
    }
  }
  return taken;
}

describe("spec 1 §9: 'Page tracing keeps 22 samples for throttle'", () => {
  it('keeps 22 samples over the logger flush interval', () => {
    expect(PAGE_TRACE_THROTTLE_SAMPLES).toBe(22);
    expect(PAGE_TRACE_THROTTLE_WINDOW_MS).toBe(LOGGER_FLUSH_INTERVAL_MS);
  });

  it('takes 22 samples at once and refuses the 23rd', () => {
    const taken = run(Array.from({ length: 30 }, () => 1000));
    expect(taken).toHaveLength(22);
  });

  it('takes a sample again once the oldest of the 22 leaves the window', () => {
    const burst = Array.from({ length: 22 }, (_, i) => i);
    const taken = run([...burst, PAGE_TRACE_THROTTLE_WINDOW_MS - 1, PAGE_TRACE_THROTTLE_WINDOW_MS]);
    expect(taken).toEqual([...burst, PAGE_TRACE_THROTTLE_WINDOW_MS]);
  });

  it('never keeps more than 22 times, and never takes more than 22 within any window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 200 }), (offsets) => {
        const times = [...offsets].sort((a, b) => a - b);
        const taken = run(times);
        for (const start of taken) {
          const within = taken.filter((t) => t >= start && t < start + PAGE_TRACE_THROTTLE_WINDOW_MS);
          expect(within.length).toBeLessThanOrEqual(PAGE_TRACE_THROTTLE_SAMPLES);
        }
        let kept: number[] = [];
        for (const time of times) kept = admitTraceSample(kept, time) ?? kept;
        expect(kept.length).toBeLessThanOrEqual(PAGE_TRACE_THROTTLE_SAMPLES);
      }),
    );
  });
});
