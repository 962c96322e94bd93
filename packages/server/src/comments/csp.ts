// What a published page's CSP must allow for the comment provider's thread: its hosts, only on a
// page that holds the thread (a post page with a shortname set), no other page. Merged with any
// other third party the page needs (a form's captcha).
import { commentProviderHosts } from '@tessera/core';
import type { WebsiteSettings } from '../websites/settings.ts';

type Sources = { script: string[]; frame: string[]; connect: string[]; style: string[] };

export function commentProviderSources(settings: WebsiteSettings, html: string): Sources | null {
  const shortname = settings.commentProviderShortname;
  if (!settings.commentsEnabled || !shortname || !html.includes('data-island="comment-provider"'))
    return null;
  return commentProviderHosts(shortname).sources;
}

/** Both sets of sources, or whichever there is. */
export function mergeSources(...all: (Sources | null)[]): Sources | null {
  const present = all.filter((sources): sources is Sources => sources !== null);
  if (present.length === 0) return null;
  const merged: Sources = { script: [], frame: [], connect: [], style: [] };
  for (const sources of present)
    for (const key of Object.keys(merged) as (keyof Sources)[]) merged[key].push(...sources[key]);
  return merged;
}
