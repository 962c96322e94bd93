// What a published page's CSP must allow for the comment provider: its thread's hosts on a page that
// holds the thread (a post page with a shortname set), its count script's host on a list that loads
// it (a blog's list of '#disqus_thread' links), nothing on any other page. Merged with any other
// third party the page needs (a form's captcha).
import { commentProviderHosts } from '@tessera/core';
import { COMMENT_COUNT_SCRIPT_ID } from '@tessera/site';
import type { WebsiteSettings } from '../websites/settings.ts';

type Sources = { script: string[]; frame: string[]; connect: string[]; style: string[] };

export function commentProviderSources(settings: WebsiteSettings, html: string): Sources | null {
  const shortname = settings.commentProviderShortname;
  if (!settings.commentsEnabled || !shortname) return null;
  if (html.includes('data-island="comment-provider"')) return commentProviderHosts(shortname).sources;
  if (html.includes(`id="${COMMENT_COUNT_SCRIPT_ID}"`)) return commentProviderHosts(shortname).countSources;
  return null;
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
