// Real-user performance's part of the always-loaded runtime, kept to a few lines: where the census
// counts the page, the collector (collect.ts, with vitals.ts) is imported as its own chunk once the
// page has loaded, so it costs nothing before the first paint. Once per page load.
import type { SiteContext } from '../context.ts';
import { censusCounts } from '../runtime/census.ts';

let started = false;

export function startPerformance(context: SiteContext, target: Window = window): void {
  if (started || !censusCounts(context)) return;
  started = true;
  const load = () => void import('./collect.ts').then(({ collectPerformance }) => collectPerformance(target));
  if (target.document.readyState === 'complete') load();
  else target.addEventListener('load', load, { once: true });
}

/** For tests: a new page load. */
export function resetPerformance(): void {
  started = false;
}
