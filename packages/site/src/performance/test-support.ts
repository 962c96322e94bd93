// Test helpers: the browser's performance entries, which happy-dom does not have. Entries already in
// the performance timeline are `buffered` before the collector starts; `emitEntries` adds later ones.
// Like a browser, an observer gets its entries in a later task unless it takes them first, and an
// `event` observer only gets events at least as long as its durationThreshold (104 ms if none).
import { vi } from 'vitest';

type Entry = PerformanceEntry & Record<string, unknown>;

const live = new Set<FakePerformanceObserver>();
const userTimings = performance.getEntriesByType.bind(performance);
let timeline: Entry[] = [];

export class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input'];
  private queue: Entry[] = [];
  private type = '';
  private threshold = 104;

  constructor(private readonly callback: (list: { getEntries(): Entry[] }) => void) {}

  observe(options: { type: string; buffered?: boolean; durationThreshold?: number }) {
    this.type = options.type;
    this.threshold = options.durationThreshold ?? this.threshold;
    live.add(this);
    if (options.buffered) this.enqueue(timeline);
  }

  disconnect() {
    live.delete(this);
    this.queue = [];
  }

  takeRecords(): Entry[] {
    const taken = this.queue;
    this.queue = [];
    return taken;
  }

  enqueue(entries: Entry[]) {
    const wanted = entries.filter(
      (entry) => entry.entryType === this.type && (this.type !== 'event' || entry.duration >= this.threshold),
    );
    if (wanted.length === 0) return;
    this.queue.push(...wanted);
    setTimeout(() => {
      const delivered = this.takeRecords();
      if (delivered.length) this.callback({ getEntries: () => delivered });
    });
  }
}

export const entry = (entryType: string, startTime: number, fields: Record<string, unknown> = {}): Entry =>
  ({ entryType, name: '', startTime, duration: 0, ...fields }) as unknown as Entry;

/**
 * A fresh performance timeline holding `buffered` (navigation and visibility-state entries included),
 * read through the fake observer and getEntriesByType; the page's own marks and measures stay real.
 */
export function stubPerformanceEntries(...buffered: Entry[]): void {
  live.clear();
  timeline = [...buffered];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'mark' || type === 'measure' ? userTimings(type) : timeline.filter((e) => e.entryType === type),
  );
}

/** Entries the browser records from now on. */
export function emitEntries(...entries: Entry[]): void {
  timeline.push(...entries);
  for (const observer of live) observer.enqueue(entries);
}
