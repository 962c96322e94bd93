// Relative times on the published page (spec 2 §9: "Relative time refreshes every 5 s: 'just now'
// under 1 s, 'about N seconds ago' under 60 s"). The server writes each time as
// <time datetime="ISO">date as the site writes it</time>, right without JavaScript and the same for
// every visitor (pages are cached); this module, loaded only where such times are shown (comments),
// tells each as 'about 3 hours ago', keeps the written date as its title, and refreshes every 5 s.
import { RELATIVE_TIME_REFRESH_MS, relativeTimeLabel } from '@tessera/core';
import type { Destructor } from './lifecycle.ts';

/** Rewrites the times under `root` once, as of `now`. */
export function showRelativeTimes(root: ParentNode, now = Date.now()): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[datetime]')) {
    const at = Date.parse(time.dateTime);
    if (Number.isNaN(at)) continue;
    // The exact date the server wrote stays reachable, as the title.
    if (!time.title) time.title = time.textContent ?? '';
    time.textContent = relativeTimeLabel(now - at);
  }
}

/** Shows the times under `root` relative to now, refreshed every RELATIVE_TIME_REFRESH_MS until undone. */
export function startRelativeTimes(root: ParentNode): Destructor {
  showRelativeTimes(root);
  const timer = setInterval(() => showRelativeTimes(root), RELATIVE_TIME_REFRESH_MS);
  return () => clearInterval(timer);
}
