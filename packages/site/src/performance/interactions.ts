// INP as web-vitals counts it: an interaction's latency is the longest event timing of its
// interactionId (events of 40 ms or more, and the first input whatever its length); INP is the worst
// interaction, skipping one for every 50 interactions on the page (about the 98th percentile), among
// the 10 worst. No interaction, no INP.

/** web-vitals keeps the 10 worst interactions as candidates. */
const CANDIDATES = 10;

export function interactionLatencies() {
  const latencies = new Map<number, number>();
  return {
    add(events: PerformanceEventTiming[]) {
      for (const { interactionId: id, duration } of events)
        if (id) latencies.set(id, Math.max(latencies.get(id) ?? 0, duration));
    },
    inp(): number | undefined {
      const worst = [...latencies.values()].sort((a, b) => b - a);
      // Where the browser does not count interactions, those seen here (the long ones) are the count.
      const count = performance.interactionCount ?? latencies.size;
      return worst.length
        ? worst[Math.min(worst.length - 1, Math.floor(count / 50), CANDIDATES - 1)]
        : undefined;
    },
  };
}
