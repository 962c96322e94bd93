// A past time as people say it ('about 5 minutes ago', core's relativeTimeLabel), the exact time in
// its title, refreshed every 5 s (spec 2 §9: "Relative time refreshes every 5 s"). Every shown time
// reads one shared clock, so a list of a hundred times keeps one timer, and none once they are gone.
import { RELATIVE_TIME_REFRESH_MS, relativeTimeLabel } from '@tessera/core';
import { useSyncExternalStore } from 'react';
import { formatLocalTime } from './time.ts';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, RELATIVE_TIME_REFRESH_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/** The shared clock, ticking every RELATIVE_TIME_REFRESH_MS while any relative time is shown. */
export function useRelativeClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}

interface RelativeTimeProps {
  /** The time: an ISO string as the API sends it, or milliseconds since the epoch */
  at: string | number;
  /**
   * Also shows the exact time after it, where it matters (an order's timeline, a message's facts): a
   * title is not reached by keyboard or touch. Lists keep to the short form.
   */
  withExact?: boolean;
}

export function RelativeTime({ at, withExact = false }: RelativeTimeProps) {
  // Subscribed for the re-render every tick; the label reads the clock as it renders, so a time
  // shown between ticks is right from its first paint.
  useRelativeClock();
  const time = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(time)) return <time>{String(at)}</time>;
  const iso = new Date(time).toISOString();
  // A time a moment ahead of this browser's clock (a server's) is 'just now' (relativeTimeLabel).
  const exact = formatLocalTime(iso);
  return (
    <>
      <time dateTime={iso} title={exact}>
        {relativeTimeLabel(Date.now() - time)}
      </time>
      {withExact && ` (${exact})`}
    </>
  );
}
