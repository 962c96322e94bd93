// One PerformanceObserver for one entry type, the entries buffered before it included (the collector
// starts after the load event). A browser without that entry type gives undefined: its metric is
// then not sent.

export interface EntryStream {
  /** Hands over the entries the browser has queued but not delivered yet (before a flush). */
  take(): void;
  stop(): void;
}

export function observeEntries<Entry extends PerformanceEntry>(
  type: string,
  handle: (entries: Entry[]) => void,
  options: { durationThreshold?: number } = {},
): EntryStream | undefined {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes(type)) return undefined;
  const observer = new PerformanceObserver((list) => handle(list.getEntries() as Entry[]));
  observer.observe({ type, buffered: true, ...options });
  return {
    take: () => handle(observer.takeRecords() as Entry[]),
    stop: () => observer.disconnect(),
  };
}
