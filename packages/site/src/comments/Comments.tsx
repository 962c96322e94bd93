// A blog post's comments, rendered on the server: the approved comments in threads one level deep,
// each at #comment-{id}, their text as text with http(s) addresses made links (core's linkifyText;
// React escapes every piece, so nothing a commenter writes is ever HTML), and the form, which its
// island (island.ts) sends. With a comment provider set, its thread replaces ours (ProviderThread).
import { COMMENT_HONEYPOT_FIELD, linkifyText, threadComments } from '@tessera/core';
import { COMMENTS_CSS } from './comments-css.ts';

export interface ShownCommentView {
  id: string;
  parentId: string | null;
  authorName: string;
  /** The date as the site writes dates: shown without JavaScript, and as the relative time's title */
  date: string;
  /** When it was written (ISO 8601): the runtime tells it as 'about 3 hours ago' (runtime/relative-times.ts) */
  at: string;
  text: string;
}

export type CommentsView =
  | {
      kind: 'ours';
      postId: string;
      comments: ShownCommentView[];
      captcha: boolean;
      /** The signed-in site member's name: they write as themselves (their pages are never cached) */
      memberName: string | null;
    }
  | { kind: 'provider'; shortname: string; url: string; identifier: string };

export function PostComments({ view }: { view: CommentsView }) {
  return (
    <section className="comments" id="comments" aria-labelledby="comments-heading">
      <style>{COMMENTS_CSS}</style>
      <h2 id="comments-heading">Comments</h2>
      {view.kind === 'ours' ? <OurComments {...view} /> : <ProviderThread {...view} />}
    </section>
  );
}

function CommentText({ text }: { text: string }) {
  return (
    <p className="comment-text">
      {linkifyText(text).map((piece, index) =>
        'href' in piece ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
          <a key={index} href={piece.href} rel="nofollow ugc noopener">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

function Comment({ comment, replyTo }: { comment: ShownCommentView; replyTo: string }) {
  return (
    <article className="comment" id={`comment-${comment.id}`} aria-label={`Comment by ${comment.authorName}`}>
      <p className="comment-meta">
        <strong>{comment.authorName}</strong> · <time dateTime={comment.at}>{comment.date}</time>
      </p>
      <CommentText text={comment.text} />
      <button type="button" className="comment-reply" data-reply-to={replyTo} hidden>
        Reply to {comment.authorName}
      </button>
    </article>
  );
}

function OurComments({ postId, comments, captcha, memberName }: Extract<CommentsView, { kind: 'ours' }>) {
  const threads = threadComments(comments);
  return (
    <>
      {threads.length === 0 ? (
        <p className="comment-none">No comments yet.</p>
      ) : (
        <ol className="comment-list">
          {threads.map(({ comment, replies }) => (
            <li key={comment.id}>
              <Comment comment={comment} replyTo={comment.id} />
              {replies.length > 0 && (
                <ol className="comment-replies">
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <Comment comment={reply} replyTo={comment.id} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      <CommentForm postId={postId} captcha={captcha} memberName={memberName} />
    </>
  );
}

function CommentForm(props: { postId: string; captcha: boolean; memberName: string | null }) {
  const { postId, captcha, memberName } = props;
  return (
    <>
      <noscript>
        <p className="form-notice">Writing a comment needs JavaScript.</p>
      </noscript>
      <form
        className="comment-form"
        data-island="comment-form"
        data-post-id={postId}
        data-captcha-required={captcha ? '' : undefined}
        data-signed-in={memberName === null ? undefined : ''}
        aria-labelledby="comment-form-heading"
        hidden
        noValidate
      >
        <h3 id="comment-form-heading">Leave a comment</h3>
        <p className="comment-replying" hidden>
          <span /> <button type="button">Cancel reply</button>
        </p>
        {memberName !== null && <p className="comment-as">{`You comment as ${memberName}.`}</p>}
        <p className="comment-field comment-visitor">
          <label htmlFor="comment-name">Name</label>
          <input id="comment-name" name="name" autoComplete="name" aria-describedby="comment-name-error" />
          <span className="form-error" id="comment-name-error" />
        </p>
        <p className="comment-field comment-visitor">
          <label htmlFor="comment-email">Email (never shown)</label>
          <input
            id="comment-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-describedby="comment-email-error"
          />
          <span className="form-error" id="comment-email-error" />
        </p>
        <p className="comment-field">
          <label htmlFor="comment-text">Comment</label>
          <textarea id="comment-text" name="text" rows={5} aria-describedby="comment-text-error" />
          <span className="form-error" id="comment-text-error" />
        </p>
        {/* People never see or reach this field; a bot that fills it is refused. */}
        <p className="comment-trap">
          <label htmlFor="comment-website">Leave this empty</label>
          <input id="comment-website" name={COMMENT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </p>
        {captcha && <div data-captcha="" />}
        <p className="form-error comment-problem" role="alert" />
        <button type="submit" className="button button-primary">
          Post comment
        </button>
      </form>
      <p className="comment-sent" role="status" />
    </>
  );
}

function ProviderThread({ shortname, url, identifier }: Extract<CommentsView, { kind: 'provider' }>) {
  return (
    <div
      id="disqus_thread"
      data-island="comment-provider"
      data-shortname={shortname}
      data-url={url}
      data-identifier={identifier}
    >
      <button type="button" className="button button-secondary">
        Show comments
      </button>
    </div>
  );
}
