import { describe, expect, it, vi } from 'vitest';
import { beginBusy, markDrawn, trackBusy } from './readiness.ts';

const ready = () => document.documentElement.hasAttribute('data-config-ready');

describe('the config area’s readiness', () => {
  it('is ready only once drawn and with nothing pending, and after what a finished load renders', async () => {
    vi.useFakeTimers();
    try {
      const frame = beginBusy();
      markDrawn();
      await vi.runAllTimersAsync();
      expect(ready(), 'drawn, the frame still loading').toBe(false);

      let answer: (value: string) => void = () => {};
      const data = trackBusy(new Promise<string>((resolve) => (answer = resolve)));
      frame();
      frame(); // a second call does nothing: the data load still counts
      await vi.runAllTimersAsync();
      expect(ready(), 'a screen’s data still loading').toBe(false);

      answer('rows');
      await data;
      expect(ready(), 'not before the task the answer arrived in has ended').toBe(false);
      await vi.runAllTimersAsync();
      expect(ready()).toBe(true);

      const again = beginBusy();
      expect(ready(), 'unmarked at once when something starts').toBe(false);
      again();
      await vi.runAllTimersAsync();
      expect(ready()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a failed load as settled too', async () => {
    markDrawn();
    await trackBusy(Promise.reject(new Error('offline'))).catch(() => {});
    await vi.waitFor(() => expect(ready()).toBe(true));
  });
});
