// The comment provider's count script (Disqus's count.js, from the host core derives from the
// shortname) on a list whose posts link to '#disqus_thread': it replaces each such link's text with
// the thread's count. Deferred, and drawn after the list: it runs once the page is parsed, so the
// links are there to find, and the list renders without waiting for it (an async script would be
// hoisted into the head by React and could run before the links exist). The links keep their own
// words until it answers. The id is the one count.js looks for.
import { commentProviderHosts } from '@tessera/core';

export const COMMENT_COUNT_SCRIPT_ID = 'dsq-count-scr';

export function CommentCountScript({ shortname }: { shortname: string }) {
  return <script id={COMMENT_COUNT_SCRIPT_ID} src={commentProviderHosts(shortname).countScript} defer />;
}
