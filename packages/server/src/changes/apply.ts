// What a change does in a process that serves pages: its cached pages carrying the change's tags
// go, and the site's host record is looked up again when the site's own record may have changed.
import type { AppContext } from '../http/context.ts';
import type { SiteChange } from './bus.ts';

export function applyChange(
  { pageCache, queryPageCache, hosts }: Pick<AppContext, 'pageCache' | 'queryPageCache' | 'hosts'>,
  change: SiteChange,
): void {
  if (change.tags.includes('*')) {
    pageCache.clear();
    queryPageCache.clear();
    hosts.forget();
  } else if (change.websiteId === null) {
    hosts.forget();
  } else {
    pageCache.invalidate(change.websiteId, change.tags);
    queryPageCache.invalidate(change.websiteId, change.tags);
    if (change.tags.includes('site')) hosts.forget(change.websiteId);
  }
}
