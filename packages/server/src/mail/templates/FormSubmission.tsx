// Sent to each address of a form's storage fieldset when a visitor sends the form: every field's
// title and what was sent, as the inbox shows it.
import { MailLayout, type RenderedMail, renderMailHtml } from './render.tsx';

export interface FormSubmissionMailProps {
  siteTitle: string;
  formName: string;
  pageTitle: string;
  /** Each field's title and its value as text, in the form's order */
  answers: { title: string; value: string }[];
  /** The form's inbox in the config area (/config/forms/<id>) */
  inboxUrl?: string;
}

export const formSubmissionSubject = (formName: string, siteTitle: string) =>
  `New submission to ${formName} on ${siteTitle}`;

export function FormSubmissionEmail({
  siteTitle,
  formName,
  pageTitle,
  answers,
  inboxUrl,
}: FormSubmissionMailProps) {
  return (
    <MailLayout title={formSubmissionSubject(formName, siteTitle)}>
      <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>{formName}</h1>
      <p>
        Someone sent this form on {siteTitle}
        {pageTitle ? ` (${pageTitle})` : ''}. It is also in the site's inbox.
      </p>
      <dl>
        {answers.map((answer) => (
          <div key={answer.title} style={{ marginBottom: '12px' }}>
            <dt style={{ fontWeight: 600 }}>{answer.title}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {inboxUrl && (
        <p>
          <a href={inboxUrl}>Open the form's inbox in the config area</a>
        </p>
      )}
    </MailLayout>
  );
}

export function formSubmissionMail(props: FormSubmissionMailProps): RenderedMail {
  const lines = props.answers.map((a) => `${a.title}: ${a.value || '—'}`);
  return {
    subject: formSubmissionSubject(props.formName, props.siteTitle),
    html: renderMailHtml(<FormSubmissionEmail {...props} />),
    text: [
      `${props.formName} on ${props.siteTitle}`,
      '',
      ...lines,
      ...(props.inboxUrl ? ['', `Open the form's inbox in the config area: ${props.inboxUrl}`] : []),
    ].join('\n'),
  };
}
