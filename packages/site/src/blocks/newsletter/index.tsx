import { FORM_MESSAGES, NEWSLETTER_MESSAGES, NEWSLETTER_SMALL_WIDTH_PX } from '@tessera/core';
import { z } from 'zod';
import { routeUrl } from '../../api/call.ts';
import { defineBlock } from '../types.ts';
import { island } from './trigger.ts';

// The newsletter block (spec block type newsletter 11): an address, and a name when asked for, into
// one of the site's mailing lists. Server-rendered as a form that works without JavaScript (it posts
// to the server, which answers with a page); the island sends it with fetch and answers in place.
export const newsletterSchema = z.object({
  /** A mailing list of the site; '' until the owner picks one */
  listId: z.string({ error: 'A List must be selected' }).max(100).default(''),
  title: z.string().max(200, 'Titles are at most 200 characters.').default(''),
  description: z.string().max(1000, 'The description is at most 1,000 characters.').default(''),
  buttonText: z
    .string({ error: 'Please enter the button text.' })
    .trim()
    .min(1, 'Please enter the button text.')
    .max(60, 'Button text is at most 60 characters.')
    .default('Subscribe'),
  askName: z.boolean().default(false),
});

interface NewsletterFormProps {
  /** Unique in the page: the fields' ids start with it */
  id: string;
  list: { id: string; name: string };
  title: string;
  description: string;
  buttonText: string;
  askName: boolean;
  /**
   * Which island hydrates it: the block's own, or another's that hydrates it itself (the popup
   * overlay's, which must not load the newsletter's code on pages where the popup stays closed).
   */
  island?: string;
  /** The heading level of its title ('' leaves the title to whoever frames the form) */
  headingLevel?: 'h2' | 'h3';
}

/** The sign-up form: the block's, and the popup overlay's (overlays/PopupOverlay.tsx). */
export function NewsletterForm({
  id,
  list,
  title,
  description,
  buttonText,
  askName,
  island = 'newsletter',
  headingLevel: Heading = 'h2',
}: NewsletterFormProps) {
  return (
    <form
      className="newsletter-form"
      method="post"
      action={routeUrl('POST /newsletter/subscribe')}
      data-island={island}
      aria-label={title || `Subscribe to ${list.name}`}
    >
      {(title || description) && (
        <div className="newsletter-intro">
          {title && <Heading className="newsletter-title">{title}</Heading>}
          {description && <p className="newsletter-description">{description}</p>}
        </div>
      )}
      <input type="hidden" name="listId" value={list.id} />
      {askName && (
        <div className="newsletter-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" maxLength={200} />
        </div>
      )}
      <div className="newsletter-field">
        {/* A refusal is shown above the field's title (spec section 8); the island fills it in. */}
        <p id={`${id}-email-error`} className="form-error" hidden />
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} />
      </div>
      <button type="submit" className="button button-primary">
        {buttonText}
      </button>
      <p className="newsletter-message" role="status" />
    </form>
  );
}

/** What `load` gives: the list, or null when none is picked or the site no longer has it. */
type LoadedList = { id: string; name: string } | null;

// The form is "small" below 320 px of its own width (spec section 9): a container query on the
// block, so no script measures it. Small, the fields and the button stack at full width.
export const newsletterCss = `.block-newsletter{container-type:inline-size;max-width:40rem}
.newsletter-form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
.newsletter-form>.newsletter-intro,.newsletter-form>.newsletter-message{flex-basis:100%;margin:0}
.newsletter-field{display:flex;flex-direction:column;gap:.3rem;flex:1 1 12rem;min-width:0}
.newsletter-field input{padding:.55rem .6rem;font:inherit;border:1px solid var(--line);border-radius:4px}
.newsletter-form .form-error{margin:0}.newsletter-form [hidden]{display:none}
@container (width < ${NEWSLETTER_SMALL_WIDTH_PX}px){.newsletter-form{flex-direction:column;align-items:stretch}.newsletter-field{flex-basis:auto}.newsletter-form .button{width:100%}}`;

export const newsletter = defineBlock<typeof newsletterSchema, LoadedList>({
  type: 'newsletter',
  version: 1,
  label: 'Newsletter',
  category: 'forms',
  schema: newsletterSchema,
  defaults: {
    listId: '',
    title: 'Subscribe to our newsletter',
    description: 'News from us, now and then. Unsubscribe at any time.',
    buttonText: 'Subscribe',
    askName: false,
  },
  fields: {
    listId: { kind: 'reference', source: 'mailingList', label: 'Mailing list' },
    title: { kind: 'text', label: 'Title' },
    description: { kind: 'textarea', label: 'Description', rows: 3 },
    buttonText: { kind: 'text', label: 'Button text' },
    askName: { kind: 'boolean', label: 'Ask for a name' },
  },
  load: (data, { sources }) => (data.listId ? sources.mailingList(data.listId) : Promise.resolve(null)),
  islands: [island],
  css: newsletterCss,
  render: ({ listId, title, description, buttonText, askName }, { block, loaded }) => {
    const id = `newsletter-${block.id}`;
    if (!loaded) {
      return (
        <div className="block-newsletter">
          <p className="form-notice">
            {listId ? FORM_MESSAGES.notConfigured : NEWSLETTER_MESSAGES.listRequired}
          </p>
        </div>
      );
    }
    return (
      <div className="block-newsletter">
        <NewsletterForm
          id={id}
          list={loaded}
          title={title}
          description={description}
          buttonText={buttonText}
          askName={askName}
        />
      </div>
    );
  },
  summary: ({ title }) => title || 'Newsletter sign-up',
});
