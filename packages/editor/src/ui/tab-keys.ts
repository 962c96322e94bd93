// A tab list's keys (WAI-ARIA tabs): ArrowRight and ArrowLeft move to the next and previous tab,
// wrapping round; Home and End to the first and last.

/** The tab to move to from `index` of `count` for `key`, or null when the key moves nothing. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  const to = key === 'Home' ? 0 : key === 'End' ? count - 1 : index + step;
  return to === index ? null : (to + count) % count;
}
