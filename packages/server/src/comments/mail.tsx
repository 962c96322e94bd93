// Sent to each of the site's moderators (moderator, editor and admin roles) when someone comments:
// who wrote what on which post, whether it waits for approval, and where to moderate it.
import { MailLayout, type RenderedMail, renderMailHtml } from '../mail/templates/render.tsx';

export interface NewCommentMailProps {
  siteTitle: string;
  postTitle: string;
  authorName: string;
  text: string;
  /** Waits for approval (else already shown) */
  held: boolean;
  postUrl: string;
  queueUrl: string;
}

export const newCommentSubject = ({ held, postTitle, siteTitle }: NewCommentMailProps) =>
  `${held ? 'A comment awaits approval' : 'New comment'} on ${postTitle} (${siteTitle})`;

const stateLine = (held: boolean) =>
  held ? 'It waits for your approval before anyone else sees it.' : 'It is shown on the post.';

function NewCommentEmail(props: NewCommentMailProps) {
  return (
    <MailLayout title={newCommentSubject(props)}>
      <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>{props.postTitle}</h1>
      <p>
        {props.authorName} commented on <a href={props.postUrl}>{props.postTitle}</a>. {stateLine(props.held)}
      </p>
      <blockquote style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>{props.text}</blockquote>
      <p>
        <a href={props.queueUrl}>Moderate comments</a>
      </p>
    </MailLayout>
  );
}

export function newCommentMail(props: NewCommentMailProps): RenderedMail {
  return {
    subject: newCommentSubject(props),
    html: renderMailHtml(<NewCommentEmail {...props} />),
    text: [
      `${props.authorName} commented on ${props.postTitle} (${props.postUrl}).`,
      stateLine(props.held),
      '',
      props.text,
      '',
      `Moderate comments: ${props.queueUrl}`,
    ].join('\n'),
  };
}
