// The CSP's part of a blog's comments (a page type's, not a block's): the provider's hosts on a post
// showing its thread, its count script's host on a list loading that script, and the site's captcha
// where our comment form asks for one.
import { commentProviderHosts } from '@tessera/core';
import type { ThirdPartyNeeds } from '../third-parties.ts';
import type { CommentsView } from './Comments.tsx';

/** What a post's comments need, when it shows any. */
export function commentsThirdParties(view: CommentsView | null): ThirdPartyNeeds | null {
  if (!view) return null;
  return view.kind === 'provider'
    ? { origins: commentProviderHosts(view.shortname).sources }
    : { captcha: view.captcha };
}

/** What a list loading the provider's count script (CommentCountScript) needs. */
export function commentCountThirdParties(shortname: string | null): ThirdPartyNeeds | null {
  return shortname ? { origins: commentProviderHosts(shortname).countSources } : null;
}
