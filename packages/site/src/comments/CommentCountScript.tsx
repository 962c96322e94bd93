// The comment provider's count script (Disqus's count.js, from the host core derives from the
// shortname) on a list whose posts link to '#disqus_thread': it replaces each such link's text with
// the thread's count. Async, so the list renders without waiting for it (React hoists it into the
// head); the links keep their own words until it answers. The id is the one count.js looks for.
import { commentProviderHosts } from '@tessera/core';

export const COMMENT_COUNT_SCRIPT_ID = 'dsq-count-scr';

export function CommentCountScript({ shortname }: { shortname: string }) {
  return <script id={COMMENT_COUNT_SCRIPT_ID} src={commentProviderHosts(shortname).countScript} async />;
}
