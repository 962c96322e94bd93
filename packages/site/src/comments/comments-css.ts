// The comments' styles, in the comments section itself: only a post page showing comments has them.
export const COMMENTS_CSS = `
.comments{margin-top:3rem;border-top:1px solid var(--line);padding-top:1.5rem}
.comment-list,.comment-replies{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.comment-replies{margin:1rem 0 0 1.5rem;padding-left:1rem;border-left:2px solid var(--line)}
.comment-meta{margin:0;color:var(--muted);font:.9rem ui-sans-serif,system-ui,sans-serif}
.comment-text{margin:.25rem 0;white-space:pre-line;overflow-wrap:anywhere}
.comment-reply{font:.85rem ui-sans-serif,system-ui,sans-serif;background:none;border:0;padding:0;color:var(--accent);text-decoration:underline;cursor:pointer}
.comment-form{display:grid;gap:.75rem;max-width:36rem;margin-top:2rem}
.comment-form[hidden],.comment-visitor[hidden]{display:none}
.comment-field{display:grid;gap:.25rem;margin:0}
.comment-trap{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.comment-sent:empty,.comment-problem:empty{display:none}
`;
